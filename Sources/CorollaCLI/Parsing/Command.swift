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
    /// - Throws: ``HelpRequest`` to show the command's help, a ``Failure`` whose kind decides the
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
    var discussion: String
    /// The root command's version, shown by `--version`.
    var version: String?
    var arguments: [ArgumentSpec]
    var options: [OptionSpec]
    var subcommands: [any Command.Type]

    /// - Parameters:
    ///   - arguments: the declarations of the positional arguments, in order.
    ///   - options: the declarations of the options and flags, in the help page's order. A group's
    ///     options are those that may come before its subcommand; the subcommand reads them, and
    ///     must declare them too.
    init(
        name: String, abstract: String, discussion: String = "", version: String? = nil,
        arguments: [any ArgumentDeclaration] = [], options: [any OptionDeclaration] = [], subcommands: [any Command.Type] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.version = version
        self.arguments = arguments.map(\.spec)
        self.options = options.map(\.spec)
        self.subcommands = subcommands
    }
}

extension Command {
    /// The command's options and arguments: those its properties declare (a
    /// ``ParsableArguments`` command), after those its configuration lists.
    static var declarations: ArgumentSet {
        var set = ArgumentSet(options: configuration.options, arguments: configuration.arguments)
        if let type = self as? any ParsableArguments.Type {
            let declared = ArgumentSet(reflecting: type.init())
            set.options += declared.options
            set.arguments += declared.arguments
        }
        return set
    }
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
