/// The process exit statuses of `corolla` (the BSD sysexits values for usage and data errors).
enum ExitCode: Int32 {
    case success = 0
    case failure = 1
    /// The command line was wrong (`EX_USAGE`).
    case usage = 64
    /// The input data was wrong (`EX_DATAERR`).
    case dataError = 65
}

/// An error a command reports to the user as `Error: <message>` with its own exit status.
protocol CommandFailure: Error {
    var message: String { get }
    var exitCode: ExitCode { get }
}

/// The input data is malformed: exit 65.
struct DataError: CommandFailure {
    var message: String
    var exitCode: ExitCode { .dataError }
}

/// Something else went wrong (a file could not be read or written): exit 1.
struct Failure: CommandFailure {
    var message: String
    var exitCode: ExitCode { .failure }
}
