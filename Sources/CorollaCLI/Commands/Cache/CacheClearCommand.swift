import CorollaJSON
import CorollaService

/// `corolla cache clear`.
struct CacheClearCommand: CatalogCommand, ParsableArguments {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "clear", abstract: "Empty the caches: the next grid is computed cold.")
    }

    @OptionGroup var session: Session

    func run(_ console: Console) throws {
        guard session.location.exists else {
            return session.summarize(console, json: .object([JSONMember("cleared", .bool(false))]), text: ["No catalog: nothing to clear."])
        }
        try session.openForWriting().caches.clear()
        session.summarize(console, json: .object([JSONMember("cleared", .bool(true))]), text: ["Cleared the caches."])
    }
}
