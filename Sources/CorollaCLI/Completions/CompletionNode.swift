/// A command of the tree as completion scripts see it: the words that reach it, and what may
/// follow (subcommands, options with their help and value completion, positional arguments).
struct CompletionNode {
    /// `["corolla", "plants", "add"]`.
    var words: [String]
    var subcommands: [(name: String, help: String)]
    /// The command's options, then `--version` (the root only) and `-h, --help`.
    var options: [OptionSpec]
    var arguments: [ArgumentSpec]

    /// `corolla plants add`.
    var path: String { words.joined(separator: " ") }

    /// Every command under `root`, the root first.
    static func all(from root: any Command.Type) -> [CompletionNode] {
        walk(root, words: [])
    }

    private static func walk(_ command: any Command.Type, words: [String]) -> [CompletionNode] {
        let configuration = command.configuration
        let words = words + [configuration.name]
        let declarations = command.declarations
        var options = declarations.options
        if words.count == 1, configuration.version != nil { options.append(Flag.version.spec) }
        options.append(Flag.help.spec)
        var subcommands = configuration.subcommands.map { ($0.configuration.name, $0.configuration.abstract) }
        var helpNode: [CompletionNode] = []
        if !subcommands.isEmpty {
            // `help <subcommand>` completes the subcommand names.
            let names = subcommands.map(\.0)
            let topic = ArgumentSpec(
                name: "subcommand", help: "The subcommand to show help for.", isOptional: true, isVariadic: false, completion: .list(names)
            ) { _ in }
            helpNode = [CompletionNode(words: words + ["help"], subcommands: [], options: [Flag.help.spec], arguments: [topic])]
            subcommands.append(("help", "Show subcommand help information."))
        }
        let node = CompletionNode(words: words, subcommands: subcommands, options: options, arguments: declarations.arguments)
        return [node] + helpNode + configuration.subcommands.flatMap { walk($0, words: words) }
    }
}
