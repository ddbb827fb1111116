import Foundation

/// The command-line tools the CLI scenarios time as whole processes: the `corolla` binary built
/// next to this bench binary (`swift build -c release --product corolla`) and the `sqlite3` shell.
///
/// How a `corolla` command names its catalog and options is written here, once. Before timing
/// anything, a scenario checks with ``corollaLacks(_:options:)`` that the binary has the command
/// (`corolla <command> --help` exits 0) and that its help mentions every option used; otherwise
/// the line says `skipped` and why, so the scenarios start working as soon as the CLI has them.
enum CLITools {
    /// The folder of this bench binary (`.build/release`).
    static var buildFolder: URL {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent()
    }

    static var corolla: URL { buildFolder.appendingPathComponent("corolla") }

    /// How a `corolla` command is told which catalog to use: `--db PATH` (an option its help
    /// must list).
    static let catalogOption = "--db"

    /// Why `corolla <command>` cannot be timed yet, or nil when it can: the binary is missing, the
    /// command is unknown (`--help` exits non-zero), or its help does not mention one of `options`
    /// (and ``catalogOption``, for a command that reads a `catalog`).
    static func corollaLacks(_ command: String, options: [String], catalog: Bool = true) -> String? {
        guard FileManager.default.isExecutableFile(atPath: corolla.path) else {
            return "no corolla binary at \(corolla.path): run `swift build -c release --product corolla` first"
        }
        guard let help = try? run(corolla, [command, "--help"], capture: true), help.status == 0 else {
            return "`corolla \(command) --help` exits non-zero: the binary has no `\(command)` command yet (needs the CLI)"
        }
        let missing = ((catalog ? [catalogOption] : []) + options).filter { !help.output.contains($0) }
        guard missing.isEmpty else {
            return "`corolla \(command) --help` does not mention \(missing.joined(separator: ", ")): "
                + "update the arguments in Sources/corolla-bench/Fixtures/CLITools.swift"
        }
        return nil
    }

    /// Why the `sqlite3` shell cannot be used, or nil.
    static func sqlite3Lacks() -> String? {
        (try? run(sqlite3, ["-version"], capture: true))?.status == 0 ? nil : "no sqlite3 shell on PATH (apt-get install sqlite3)"
    }

    static var sqlite3: URL {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        let found = folders.map { URL(fileURLWithPath: String($0)).appendingPathComponent("sqlite3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return found ?? URL(fileURLWithPath: "/usr/bin/sqlite3")
    }

    /// Runs `executable` to its end: standard output to /dev/null unless `capture`, standard error
    /// kept for the error message.
    static func run(_ executable: URL, _ arguments: [String], capture: Bool = false) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = capture ? output : FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = errors
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        let text = capture ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        let errorText = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let combined = String(decoding: text, as: UTF8.self) + String(decoding: errorText, as: UTF8.self)
        return (process.terminationStatus, combined)
    }

    /// The wall-clock time of one run of `executable` (started, run, exited), which must succeed.
    static func time(_ executable: URL, _ arguments: [String]) throws -> Double {
        var result: (status: Int32, output: String) = (0, "")
        let seconds = try Sampler.time { result = try run(executable, arguments) }
        guard result.status == 0 else {
            let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
            throw BenchError.child("`\(command)` exited with status \(result.status): \(result.output.prefix(400))")
        }
        return seconds
    }
}
