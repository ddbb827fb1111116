/// `corolla completions bash|zsh|fish`: shell completion scripts, generated from the command
/// descriptions; `corolla completions keys`: the plant keys those scripts offer.
struct CompletionsCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "completions", abstract: "Print a shell completion script (bash, zsh or fish).",
            discussion: """
                The scripts complete subcommands (also after help), option names, the values of options that take a \
                name (--layout, --style, --format…), a file (--db, -o, import's file) or a folder, and plant keys \
                where a command takes a plant, read from the catalog the command line names. \
                bash: source <(corolla completions bash). \
                zsh: source <(corolla completions zsh), or save it as _corolla in a folder of $fpath. \
                fish: corolla completions fish > ~/.config/fish/completions/corolla.fish. \
                keys: the plant keys, one a line, as the scripts read them (nothing, and exit 0, when the catalog \
                cannot be read).
                """)
    }

    /// What `completions` prints: a shell's script, or the plant keys.
    enum Script: String, ChoiceArgument {
        case bash, zsh, fish, keys
    }

    @Argument(name: "shell", help: "bash, zsh or fish; keys for the plant keys the scripts offer.") var script: Script
    @Option(CommonOptions.database) var database: FilePath?

    /// The catalog whose keys `completions keys` prints.
    var catalog: CatalogLocation { CatalogLocation(option: database, environment: CatalogLocation.processEnvironment) }

    func validate() throws {
        if script != .keys, $database.isGiven {
            throw UsageError(message: "'\($database.spec.longName)' is read by 'completions keys' only: a script reads the catalog each command line names.")
        }
    }

    func run(_ console: Console) throws {
        guard let shell = Shell(rawValue: script.rawValue) else { return printKeys(console) }
        console.standardOutput(shell.script(for: CorollaCommand.self))
    }

    /// The plant keys, one a line; nothing when the catalog cannot be read (a completion must
    /// never print an error into the command line being typed).
    private func printKeys(_ console: Console) {
        guard let service = try? catalog.openForReading() else { return }
        var keys = ""
        guard (try? service.plants.forEachKey { keys += $0.visible() + "\n" }) != nil else { return }
        console.standardOutput(keys)
    }
}
