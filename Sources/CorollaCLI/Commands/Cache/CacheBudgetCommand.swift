import CorollaJSON

/// `corolla cache budget [SIZE]`: how many bytes of layouts the cache keeps.
struct CacheBudgetCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "budget", abstract: "Show or set how many bytes of layouts the cache keeps (default 64 MiB).",
            discussion: """
                Layouts of every width, style and configuration are kept until together they pass the budget; \
                then the least recently used go first. The budget is stored in the catalog, for every process.
                """,
            arguments: [size], options: CommonOptions.all)
    }

    static let size = Argument<ByteSize?>("size", help: "The new budget: bytes, or with a unit (512K, 64MiB, 1GB). Without it, the budget is shown.")

    var session: Session
    var size: ByteSize?

    init(_ values: ParsedValues) throws {
        session = try Session(values)
        size = try values[Self.size]
    }

    func run(_ console: Console) throws {
        guard let size else {
            let budget = try session.openForReading(console).layoutBudget()
            return session.show(console, json: Self.json(budget, evicted: nil), text: ["Layout budget: \(ByteCount(budget))"])
        }
        let evicted = try session.openForWriting().setLayoutBudget(size.bytes)
        session.summarize(
            console, json: Self.json(size.bytes, evicted: evicted),
            text: ["Layout budget set to \(ByteCount(size.bytes)); \(evicted) layout\(evicted == 1 ? "" : "s") evicted"])
    }

    private static func json(_ budget: Int, evicted: Int?) -> JSONValue {
        .object([JSONMember("budget_bytes", .number(Double(budget)))] + (evicted.map { [JSONMember("evicted", .number(Double($0)))] } ?? []))
    }
}
