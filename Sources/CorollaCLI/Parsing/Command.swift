/// A command of the `corolla` tool: a type whose properties declare its arguments and options
/// (``ParsableArguments``), read from the parsed command line and then run (the shape of
/// swift-argument-parser's `ParsableCommand`).
protocol Command: ParsableArguments, SendableMetatype {
    /// The command's name, help texts and subcommands.
    static var configuration: CommandConfiguration { get }

    /// Reads the parsed command line into the command's properties, then ``validate()``s them.
    ///
    /// - Throws: ``UsageError`` for a value that cannot be used (exit 64).
    init(_ values: ParsedValues) throws

    /// Does the command's work.
    ///
    /// - Throws: ``HelpRequest`` to show the command's help, a ``Failure`` whose kind decides the
    ///   exit status, or any other error (exit 1).
    func run(_ console: Console) throws
}

/// What a command is called, what it does, and its subcommands.
struct CommandConfiguration {
    /// The name typed on the command line.
    var name: String
    /// One line shown under OVERVIEW and in the parent's SUBCOMMANDS list.
    var abstract: String
    /// More text for the help page, shown after the overview.
    var discussion = ""
    /// The root command's version, shown by `--version`.
    var version: String? = nil
    var subcommands: [any Command.Type] = []
}

extension Command {
    /// The command's options and arguments, as its properties declare them. A group's options are
    /// those that may come before its subcommand; the subcommand reads them, and must declare them too.
    static var declarations: ArgumentSet {
        ArgumentSet(reflecting: Self())
    }
}

/// A command that only groups subcommands: run without one, it shows its help page.
protocol CommandGroup: Command {}

extension CommandGroup {
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
