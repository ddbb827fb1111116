/// `corolla cache stats`.
struct CacheStatsCommand: CatalogCommand, ParsableArguments {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "stats", abstract: "Show what the caches hold and how often they served (all processes).",
            discussion: "Lists every stored layout (what it depends on, its revision, cards, size and last use) and the card sizes per style and width.")
    }

    @OptionGroup var session: Session

    func run(_ console: Console) throws {
        let service = try session.openForReading(console)
        let (stats, budget, layouts, sizes) = (try service.caches.stats(), try service.caches.budget(), try service.caches.layouts(), try service.caches.cardSizes())
        session.show(
            console, json: CacheOutput.json(stats, budget: budget, layouts: layouts, sizes: sizes),
            text: CacheOutput.text(stats, budget: budget, layouts: layouts, sizes: sizes))
    }
}
