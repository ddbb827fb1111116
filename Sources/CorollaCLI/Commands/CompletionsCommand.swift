/// `corolla completions bash|zsh|fish`: shell completion scripts, generated from the command descriptions.
struct CompletionsCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "completions", abstract: "Print a shell completion script (bash, zsh or fish).",
            discussion: """
                The scripts complete subcommands, option names, and the values of options that take a name \
                (--layout, --style, --format…), a file (--db, -o, import's file) or a folder. \
                bash: source <(corolla completions bash). \
                zsh: source <(corolla completions zsh), or save it as _corolla in a folder of $fpath. \
                fish: corolla completions fish > ~/.config/fish/completions/corolla.fish.
                """,
            arguments: [shell])
    }

    static let shell = Argument<Shell>("shell", help: "bash, zsh or fish.")

    var shell: Shell

    init(_ values: ParsedValues) throws {
        shell = try values[Self.shell]
    }

    func run(_ console: Console) throws {
        console.standardOutput(shell.script(for: CorollaCommand.self))
    }
}
