/// `corolla completions bash|zsh`: shell completion scripts, generated from the command descriptions.
struct CompletionsCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "completions", abstract: "Print a shell completion script (bash or zsh).",
            discussion: "bash: source <(corolla completions bash). zsh: source <(corolla completions zsh), or save it as _corolla in a folder of $fpath.",
            arguments: [ArgumentSpec(name: "shell", help: "bash or zsh.", completion: .choices(Shell.self))])
    }

    var shell: Shell

    init(_ values: ParsedValues) throws {
        shell = try values.argument(Shell.self, at: 0, name: "shell")
    }

    func run(_ console: Console) throws {
        console.standardOutput(shell.script(for: CorollaCommand.self))
    }
}
