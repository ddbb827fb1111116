import CorollaService

/// The process exit statuses of `corolla` (the BSD sysexits values for usage and data errors).
enum ExitCode: Int32 {
    case success = 0
    case failure = 1
    /// The command line was wrong (`EX_USAGE`).
    case usage = 64
    /// The input data was wrong (`EX_DATAERR`).
    case dataError = 65

    /// The exit status of a failure of `kind`: the one place a failure's status is decided. A plant
    /// that is not in the catalog is bad input, as an import file's problem is.
    init(_ kind: FailureKind) {
        switch kind {
        case .usage: self = .usage
        case .badInput, .notFound: self = .dataError
        case .conflict, .readOnly, .full, .busy, .internal: self = .failure
        }
    }
}

/// The kinds of the service's ``CorollaService/Failure``, the one failure every command throws
/// or has its errors turned into.
typealias FailureKind = Failure.Kind
