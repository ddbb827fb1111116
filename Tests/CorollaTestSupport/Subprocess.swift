import Foundation

/// One run of a program that a test starts (a script interpreter, the built `corolla`) and what it
/// printed.
public struct Subprocess {
    public var status: Int32
    public var output: Data
    public var errors: String

    /// What it printed on standard output, as text.
    public var outputText: String { String(decoding: output, as: UTF8.self) }

    /// What one reader thread collected; read only after the thread has finished.
    private final class Collected: @unchecked Sendable {
        var data = Data()
    }

    /// Runs `executable` with `arguments` to its end, in `directory` when given, with `environment`
    /// when given (else this process's), standard input empty.
    ///
    /// Both outputs are read on their own threads, so a program that fills one pipe while the
    /// test waits on the other cannot deadlock.
    public static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil) throws -> Subprocess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = Collected(), err = Collected()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { out.data = output.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { err.data = errors.fileHandleForReading.readDataToEndOfFile() }
        group.wait()
        process.waitUntilExit()
        return Subprocess(status: process.terminationStatus, output: out.data, errors: String(decoding: err.data, as: UTF8.self))
    }
}
