import CorollaService
import Foundation

/// The `corolla` command-line tool, as a library: `Sources/corolla/main.swift` runs it, and the
/// tests and fuzzers reach its parser, commands and request decoder through this module.
public enum CorollaTool {
    /// Runs `corolla arguments…` (without the program name) on the process's standard output and
    /// error, and returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        CommandRunner(root: CorollaCommand.self, console: .system).run(arguments).rawValue
    }

    /// Runs the process's own command line, read as bytes (see ``ArgumentBytes``: a path need not
    /// be UTF-8), and returns the exit status.
    /// `corolla __decode-photo SECONDS BYTES` is the photo decoder process (``PhotoDecoder``).
    public static func runProcessArguments() -> Int32 {
        let arguments = ArgumentBytes.processArguments
        if arguments.first == PhotoDecoder.childArgument { return PhotoDecoder.runChild(Array(arguments.dropFirst())) }
        PhotoDecoder.runningExecutableDecodes = true
        return run(arguments)
    }
}
