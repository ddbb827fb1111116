/// `corolla cache stats`.
struct CacheStatsCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "stats", abstract: "Show what the caches hold and how often they served (all processes).", options: CommonOptions.all)
    }

    var session: Session

    init(_ values: ParsedValues) throws {
        session = try Session(values)
    }

    func run(_ console: Console) throws {
        let stats = try session.openForReading(console).cacheStats()
        session.show(console, json: CacheOutput.json(stats), text: [CacheOutput.summary(stats)])
    }
}
