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

/// The kinds of the service's ``CorollaService/Failure``, which the CLI's own ``Failure`` shadows.
typealias FailureKind = CorollaService.Failure.Kind

/// An error a command reports to the user as `Error: <message>`, of a kind that decides its exit
/// status (``ExitCode/init(_:)``).
protocol CommandFailure: Error {
    var message: String { get }
    var kind: FailureKind { get }
}

/// The input data is malformed: exit 65.
struct DataError: CommandFailure {
    var message: String
    var kind: FailureKind { .badInput }
}

/// Something else went wrong (a file could not be read or written; the catalog is read-only, its
/// disk full, its lock held too long): exit 1.
struct Failure: CommandFailure {
    var message: String
    var kind: FailureKind = .internal
}
