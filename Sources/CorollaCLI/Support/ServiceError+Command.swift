import CorollaService

/// A plant reference that names no plant, or several, is bad data: exit 65, the same for every
/// command that takes a plant. The service's other refusals are exit 1.
extension ServiceError: CommandFailure {
    var message: String { description }

    var exitCode: ExitCode {
        switch self {
        case .plantNotFound, .ambiguousPlantName: .dataError
        default: .failure
        }
    }
}
