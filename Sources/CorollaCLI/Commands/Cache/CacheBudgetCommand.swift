import CorollaJSON
import CorollaService

/// `corolla cache budget [SIZE]`: how many bytes of layouts and card sizes the caches keep.
struct CacheBudgetCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "budget", abstract: "Show or set how many bytes of layouts and card sizes the caches keep (default 64 MiB).",
            discussion: """
                Layouts of every width, style and configuration, and the card sizes measured for each style and width, \
                are kept until together they pass the budget; then the least recently used go first. The budget is \
                stored in the catalog, for every process.
                """)
    }

    @Argument(help: "The new budget: bytes, or with a unit (512K, 64MiB, 1GB). Without it, the budget is shown.") var size: ByteSize?
    @OptionGroup var session: Session

    func run(_ console: Console) throws {
        guard let size else {
            let budget = try session.openForReading(console).caches.budget()
            return session.show(console, json: Self.json(budget, evicted: nil), text: ["Cache budget: \(ByteCount(budget))"])
        }
        let evicted = try session.openForWriting().caches.setBudget(size.bytes)
        session.summarize(
            console, json: Self.json(size.bytes, evicted: evicted),
            text: [
                "Cache budget set to \(ByteCount(size.bytes)); \(evicted.layouts) layout\(evicted.layouts == 1 ? "" : "s") and "
                    + "\(evicted.cardSizes) card size\(evicted.cardSizes == 1 ? "" : "s") evicted"
            ])
    }

    private static func json(_ budget: Int, evicted: CacheEviction?) -> JSONValue {
        var members = [JSONMember("budget_bytes", .number(Double(budget)))]
        if let evicted {
            members += [JSONMember("evicted", .number(Double(evicted.layouts))), JSONMember("evicted_card_sizes", .number(Double(evicted.cardSizes)))]
        }
        return .object(members)
    }
}
