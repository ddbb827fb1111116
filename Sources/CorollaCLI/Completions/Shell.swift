/// The shells `corolla completions` writes scripts for.
enum Shell: String, ChoiceArgument {
    case bash, zsh, fish

    /// The completion script for the command tree under `root`.
    func script(for root: any Command.Type) -> String {
        let nodes = CompletionNode.all(from: root)
        let name = root.configuration.name
        switch self {
        case .bash: return Self.bash(nodes, name: name)
        case .zsh: return Self.zsh(nodes, name: name)
        case .fish: return Self.fish(nodes, name: name)
        }
    }

    /// Single-quoted for bash and zsh.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
