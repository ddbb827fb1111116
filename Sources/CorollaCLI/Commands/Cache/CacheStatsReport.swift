/// `corolla cache stats`.
enum CacheStatsReport: SessionWork {
    static let name = "stats"
    static let abstract = "Show what the caches hold and how often they served (all processes)."
    static let discussion = "Lists every stored layout (what it depends on, its revision, cards, size and last use) and the card sizes per style and width."

    static func run(_ session: Session, _ console: Console) throws {
        let service = try session.openForReading(console)
        let (stats, budget, layouts, sizes) = (try service.caches.stats(), try service.caches.budget(), try service.caches.layouts(), try service.caches.cardSizes())
        session.show(
            console, json: CacheOutput.json(stats, budget: budget, layouts: layouts, sizes: sizes),
            text: CacheOutput.text(stats, budget: budget, layouts: layouts, sizes: sizes))
    }
}
