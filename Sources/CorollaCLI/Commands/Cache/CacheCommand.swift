/// `corolla cache`: the card-size and layout caches.
struct CacheCommand: CommandGroup {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "cache", abstract: "Show, clear, warm or budget the card-size and layout caches.",
            subcommands: [SessionCommand<CacheStatsReport>.self, SessionCommand<CacheClear>.self, CacheWarmCommand.self, CacheBudgetCommand.self])
    }
}
