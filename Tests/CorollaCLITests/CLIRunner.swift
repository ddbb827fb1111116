import Foundation
import XCTest

/// Runs the built `corolla` executable, as a user would, and captures what it prints.
struct CLIRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `corolla` binary in the build folder: beside the test bundle (Linux, where the bundle
    /// URL is that folder) or beside the `.xctest` bundle (macOS).
    static var executable: URL {
        let bundle = Bundle(for: Marker.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("corolla") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[1]
    }

    private final class Marker {}

    /// What one reader thread collected; read only after the thread has finished.
    private final class Collected: @unchecked Sendable {
        var data = Data()
    }

    /// Runs `corolla arguments…` with `input` on standard input, in `directory` when given;
    /// through `launcher` when given (a command that runs its arguments: `setpriv …`, a shell
    /// setting a limit); with the outputs in `terminals` on a pseudo-terminal (`terminalColumns` wide;
    /// 0: of no known size), the others on pipes.
    ///
    /// Standard input is written and both outputs are read on their own threads, so a process
    /// that fills one pipe while the test waits on another cannot deadlock; a run longer than
    /// `timeout` seconds is terminated and reported.
    static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:], directory: URL? = nil,
        launcher: [String] = [], terminals: Terminals = [], terminalColumns: Int = 0, timeout: TimeInterval = 120
    ) throws -> Output {
        let process = makeProcess(arguments, environment: environment, launcher: launcher)
        process.currentDirectoryURL = directory
        let stdin = try Capture(onTerminal: terminals.contains(.standardInput))
        let stdout = try Capture(onTerminal: terminals.contains(.standardOutput), columns: terminalColumns)
        let stderr = try Capture(onTerminal: terminals.contains(.standardError))
        process.standardInput = stdin.target
        process.standardOutput = stdout.target
        process.standardError = stderr.target
        try process.run()
        for case .terminal(let terminal) in [stdin, stdout, stderr] { terminal.launched() }

        let out = Collected(), err = Collected()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            switch stdin {
            case .pipe(let pipe):
                pipe.fileHandleForWriting.write(Data(input.utf8))
                try? pipe.fileHandleForWriting.close()
            case .terminal(let terminal): terminal.type(input)
            }
        }
        DispatchQueue.global().async(group: group) { out.data = stdout.readToEnd() }
        DispatchQueue.global().async(group: group) { err.data = stderr.readToEnd() }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            XCTFail("corolla \(arguments.joined(separator: " ")) did not finish within \(timeout) s")
        }
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: out.data, as: UTF8.self),
            stderr: String(decoding: err.data, as: UTF8.self))
    }

    /// Runs `corolla arguments…` and sends it SIGKILL after `seconds` (unless it finished first).
    ///
    /// - Returns: whether it had finished before the signal.
    static func runKilled(_ arguments: [String], after seconds: TimeInterval, environment: [String: String]) throws -> Bool {
        let process = makeProcess(arguments, environment: environment, launcher: [])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date(timeIntervalSinceNow: seconds)
        while process.isRunning, Date() < deadline { usleep(2_000) }
        let finished = !process.isRunning
        if !finished { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return finished
    }

    private static func makeProcess(_ arguments: [String], environment: [String: String], launcher: [String]) -> Process {
        let process = Process()
        let command = launcher + [executable.path] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        // NO_COLOR and COLUMNS only where the test sets them, whatever the shell running the tests has.
        var env = ProcessInfo.processInfo.environment.filter { $0.key != "NO_COLOR" && $0.key != "COLUMNS" }
        env.merge(environment) { $1 }
        process.environment = env
        return process
    }

    /// Runs `corolla layout` (with `arguments`) on a request.
    static func layout(_ request: String, _ arguments: [String] = []) throws -> Output {
        try run(["layout"] + arguments, input: request)
    }
}
