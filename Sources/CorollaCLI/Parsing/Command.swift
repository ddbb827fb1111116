/// A command of the `corolla` tool: a type describing its arguments and options, built from the
/// parsed command line and then run (the shape of swift-argument-parser's `ParsableCommand`).
protocol Command: SendableMetatype {
    /// The command's name, help texts, arguments, options and subcommands.
    static var configuration: CommandConfiguration { get }

    /// Reads the parsed command line.
    ///
    /// - Throws: ``UsageError`` for a value that cannot be used (exit 64).
    init(_ values: ParsedValues) throws

    /// Does the command's work.
    ///
    /// - Throws: ``HelpRequest`` to show the command's help, a ``CommandFailure`` with its own
    ///   exit status, or any other error (exit 1).
    func run(_ console: Console) throws
}

/// What a command is called, what it does, and what it accepts.
struct CommandConfiguration {
    /// The name typed on the command line.
    var name: String
    /// One line shown under OVERVIEW and in the parent's SUBCOMMANDS list.
    var abstract: String
    /// More text for the help page, shown after the overview.
    var discussion: String = ""
    /// The root command's version, shown by `--version`.
    var version: String?
    var arguments: [ArgumentSpec] = []
    var options: [OptionSpec] = []
    var subcommands: [any Command.Type] = []
}

/// A positional argument.
struct ArgumentSpec {
    var name: String
    var help: String
    var isOptional = false
    /// Takes every remaining word (one at least, unless optional); only the last argument may.
    var isVariadic = false
    /// What shell completion offers for it.
    var completion: CompletionKind?

    /// `<name>`, `[<name>]` when optional, followed by ` ...` when variadic.
    var usage: String {
        let word = isOptional ? "[<\(name)>]" : "<\(name)>"
        return isVariadic ? word + " ..." : word
    }
}

/// A named option taking a value (`--input <file>`) or a flag (`--pretty`).
struct OptionSpec {
    /// The long name, without the dashes.
    var name: String
    var short: Character?
    /// The placeholder of the value, or `nil` for a flag.
    var valueName: String?
    var help: String
    /// The value used when the option is absent, shown as `(default: …)`.
    var defaultValue: String?
    /// What shell completion offers for the value.
    var completion: CompletionKind?

    /// An option taking a value; `completion` says what shells offer for it (`.choices(CardStyle.self)`,
    /// `.file`).
    static func option(
        _ name: String, short: Character? = nil, value: String, help: String, default defaultValue: String? = nil,
        completion: CompletionKind? = nil
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: value, help: help, defaultValue: defaultValue, completion: completion)
    }

    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help, defaultValue: nil)
    }

    var isFlag: Bool { valueName == nil }

    /// `--name <value>` or `--name`.
    var synopsis: String { valueName.map { "--\(name) <\($0)>" } ?? "--\(name)" }

    /// `-s, --name <value>` as listed under OPTIONS.
    var label: String { short.map { "-\($0), \(synopsis)" } ?? synopsis }

    /// `--name` and, when it has one, `-s`: the words that give the option.
    var names: [String] { ["--" + name] + (short.map { ["-\($0)"] } ?? []) }
}

/// A command that only groups subcommands: run without one, it shows its help page.
protocol CommandGroup: Command {
    init()
}

extension CommandGroup {
    init(_ values: ParsedValues) { self.init() }

    func run(_ console: Console) throws {
        throw HelpRequest()
    }
}

/// Thrown by a command's `run` to show its help page (exit 0), as a command group does when no
/// subcommand is given.
struct HelpRequest: Error {}

/// The command line cannot be used: exit 64, with the command's usage.
struct UsageError: Error, Equatable {
    var message: String
}
