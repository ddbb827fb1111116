import CorollaJSON
import CorollaService

/// `corolla cache clear`.
enum CacheClear: SessionWork {
    static let name = "clear"
    static let abstract = "Empty the caches: the next grid is computed cold."

    static func run(_ session: Session, _ console: Console) throws {
        guard session.location.exists else {
            return session.summarize(console, json: .object([JSONMember("cleared", .bool(false))]), text: ["No catalog: nothing to clear."])
        }
        try session.openForWriting().caches.clear()
        session.summarize(console, json: .object([JSONMember("cleared", .bool(true))]), text: ["Cleared the caches."])
    }
}
