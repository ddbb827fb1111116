import Foundation

/// Where a command writes: standard output for results, standard error for messages.
struct Console: Sendable {
    var standardOutput: @Sendable (String) -> Void
    var standardError: @Sendable (String) -> Void

    /// The process's own standard output and error.
    static var system: Console {
        Console(
            standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            standardError: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// Writes `text` and a newline to standard output.
    func print(_ text: String) { standardOutput(text + "\n") }

    /// Writes `text` and a newline to standard error.
    func printError(_ text: String) { standardError(text + "\n") }
}
