/// `corolla`: the root command, a group of subcommands.
struct CorollaCommand: Command {
    static let version = "0.1.0"

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "corolla",
            abstract: "Lay out UICollectionView-style card grids headlessly, from the command line.",
            version: version,
            subcommands: [LayoutCommand.self, DemoCommand.self])
    }

    init(_ values: ParsedValues) {}

    /// Without a subcommand, shows the help page.
    func run(_ console: Console) throws {
        throw HelpRequest()
    }
}
