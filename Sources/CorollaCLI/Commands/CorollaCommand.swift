/// `corolla`: the root command, a group of subcommands. Its options are the ones that may come
/// before any subcommand that takes them: the session's, and `grid`'s `--verbose`.
struct CorollaCommand: CommandGroup {
    static let version = "0.1.0"

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "corolla",
            abstract: "Keep a plant catalog and render its favorites as a card grid, headlessly.",
            discussion: """
                The options below also go before the subcommand, for every subcommand that takes them: \
                corolla --db garden.sqlite plants list.
                """,
            version: version,
            subcommands: [
                SessionCommand<CatalogInit>.self, DatabaseCommand.self, PlantsCommand.self, TodayCommand.self, FavoritesCommand.self,
                ImportCommand.self, ExportCommand.self, BackupCommand.self, RestoreCommand.self, GridCommand.self, ServeCommand.self, ServiceCommand.self,
                DevicesCommand.self, CalendarCommand.self, CacheCommand.self,
                LayoutCommand.self, SessionCommand<Doctor>.self, DemoCommand.self, CompletionsCommand.self,
            ])
    }

    @OptionGroup var session: Session
    @OptionGroup var verbosity: GridVerbosity
}
