/// `corolla db`: the catalog file itself.
struct DatabaseCommand: CommandGroup {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "db", abstract: "Show the catalog's status or check its integrity.",
            subcommands: [SessionCommand<DatabaseStatus>.self, SessionCommand<DatabaseCheck>.self])
    }
}
