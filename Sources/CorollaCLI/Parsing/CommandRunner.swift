import CorollaCards
import CorollaJSON
import CorollaService
import CorollaSystem
import Foundation

/// Parses a command line, runs the command it names and reports the outcome as
/// swift-argument-parser does: help and version on standard output; `Error: …` on standard
/// error, followed for usage errors by the usage line and where to find help.
struct CommandRunner {
    let root: any Command.Type
    let console: Console

    /// Runs `arguments` (without the program name) and returns the exit status.
    func run(_ arguments: [String]) -> ExitCode {
        let reporter = Reporter(console: console, json: arguments.prefix { $0 != "--" }.contains(CommonOptions.json.spec.longName))
        let path: [any Command.Type]
        let values: ParsedValues
        do {
            switch try CommandLineParser(root: root).parse(arguments) {
            case .help(let helpPath):
                console.standardOutput(HelpFormatter.help(of: helpPath))
                return .success
            case .version(let version):
                console.print(version)
                return .success
            case .run(let commandPath, let parsed):
                (path, values) = (commandPath, parsed)
            }
        } catch let error as ParseError {
            return reporter.report(error.error, path: error.path)
        } catch {
            return reporter.report(error)
        }
        guard let type = path.last else { return reporter.report(InternalError("the command line named no command")) }
        var command: (any Command)?
        do {
            // Out of memory is an error, never a signal from a library that cannot fail gracefully.
            try MemoryHeadroom.require(MemoryHeadroom.command, for: "a command")
            // Before any thread starts (Pango's, the measuring threads, the server's), so that none
            // takes the headroom for a malloc arena of its own.
            MemoryHeadroom.shareArenas(among: ProcessInfo.processInfo.activeProcessorCount)
            let made = try type.init(values)
            command = made
            try made.run(console)
            return .success
        } catch is HelpRequest {
            console.standardOutput(HelpFormatter.help(of: path))
            return .success
        } catch let error as UsageError {
            return reporter.report(error, path: path)
        } catch ServiceError.database(let problem) {
            let catalog = (command as? any CatalogCommand)?.session.location
            if let catalog, let failure = Failure(problem, catalog: catalog.path) { return reporter.report(failure) }
            return reporter.report(Failure(.internal, problem.description))
        } catch {
            return reporter.report(error)
        }
    }
}

/// Reports a failure as swift-argument-parser does — `Error: …` on standard error, followed for
/// usage errors by the usage line and where to find help — or, with `--json`, as one JSON object
/// on standard error: `{"error", "kind", "exit"}` and an import's `problems`.
private struct Reporter {
    let console: Console
    let json: Bool

    func report(_ error: UsageError, path: [any Command.Type]) -> ExitCode {
        if json { return report(Failure(.usage, error.message)) }
        printError(error.message)
        console.printError("Usage: \(HelpFormatter.usage(of: path))")
        console.printError("  See '\(HelpFormatter.commandName(path)) --help' for more information.")
        return ExitCode(.usage)
    }

    func report(_ error: any Error) -> ExitCode {
        let failure = Failure(error)
        let status = ExitCode(failure.kind)
        if json {
            console.printError(Self.json(failure, status).rendered())
        } else {
            printError(failure.message)
        }
        return status
    }

    /// `{"error": …, "kind": …, "exit": …}`, with `"problems"` and `"problem_count"` for a file's.
    static func json(_ failure: Failure, _ status: ExitCode) -> JSONValue {
        var members = [
            JSONMember("error", .string(failure.message)), JSONMember("kind", .string(failure.kind.rawValue)),
            JSONMember("exit", .number(Double(status.rawValue))),
        ]
        if !failure.problems.isEmpty {
            let problems = failure.problems.map(ImportCommand.json)
            members += [JSONMember("problems", .array(problems)), JSONMember("problem_count", .number(Double(failure.problemCount)))]
        }
        return .object(members)
    }

    /// `Error: message` on standard error, `Error:` in red on a terminal; the message, which may
    /// quote the command line or the catalog, ``String/visible(keepingLines:)``.
    private func printError(_ message: String) {
        console.printError(console.coloredError("Error:", .red) + " " + message.visible(keepingLines: true))
    }
}
