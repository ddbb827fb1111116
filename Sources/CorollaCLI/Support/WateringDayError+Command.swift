import CorollaService

/// A watering day before 1900-01-01 or after today is bad data: exit 65.
extension WateringDayError: CommandFailure {
    var message: String { description }
    var exitCode: ExitCode { .dataError }
}
