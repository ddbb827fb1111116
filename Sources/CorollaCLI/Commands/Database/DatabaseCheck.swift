import CorollaJSON
import CorollaService

/// `corolla db check`: SQLite's integrity and foreign-key checks, and the machinery check. A file
/// that fails the integrity check is marked damaged (``CatalogLocation/damageMark``), so that
/// commands that write refuse it; a check that passes removes the mark.
enum DatabaseCheck: SessionWork {
    static let name = "check"
    static let abstract = "Check the catalog's integrity, foreign keys, machinery and cache rows (exit 1 when a check fails)."

    static func run(_ session: Session, _ console: Console) throws {
        guard try session.location.holdsCatalog() else {
            session.show(
                console, json: .object([JSONMember("path", .string(session.location.path.text)), JSONMember("exists", .bool(false))]),
                text: ["No catalog at \(session.location.path): nothing to check."])
            return
        }
        let health: CatalogHealth
        do {
            health = try session.location.openForReading(.pages).machinery.checkHealth()
        } catch ServiceError.database(let problem) where problem.reportsDamage {
            throw Failure.damaged(session.location.path, detail: problem.message, suggestingCheck: false)
        }
        session.show(
            console,
            json: .object([
                JSONMember("path", .string(session.location.path.text)), JSONMember("ok", .bool(health.isSound)),
                JSONMember("integrity", .array(health.integrityProblems.map(JSONValue.string))),
                JSONMember("foreign_keys", .array(health.foreignKeyViolations.map(JSONValue.string))),
                JSONMember("machinery", MachineryOutput.json(health.machinery)),
                JSONMember("cache_rows", health.cacheRows.map { .array($0.map(JSONValue.string)) } ?? .null),
            ]),
            text: [
                "integrity:     " + (health.integrityProblems.isEmpty ? console.colored("ok", .green) : health.integrityProblems.map { $0.visible() }.joined(separator: "\n               ")),
                "foreign keys:  " + (health.foreignKeyViolations.isEmpty ? console.colored("ok", .green) : health.foreignKeyViolations.map { $0.visible() }.joined(separator: "\n               ")),
                "machinery:     " + (health.machinery.isEmpty ? console.colored("ok", .green) : MachineryOutput.summary(health.machinery).visible()),
                "cache rows:    " + Self.text(health.cacheRows, console),
            ])
        if health.integrityProblems.isEmpty {
            try session.location.clearDamageMark()
        } else {
            do {
                try session.location.markDamaged(health.integrityProblems)
            } catch let failure as Failure {
                throw Failure(.internal, "the catalog at \(session.location.path) failed its checks, and it could not be marked damaged: \(failure.message)")
            }
        }
        if !health.isSound { throw Failure(.internal, "the catalog at \(session.location.path) failed its checks") }
    }

    /// The cache rows line: ok, the tables with failing rows, or why they were not checked.
    private static func text(_ cacheRows: [String]?, _ console: Console) -> String {
        guard let cacheRows else { return "not checked (the pages or the machinery are not sound)" }
        return cacheRows.isEmpty ? console.colored("ok", .green) : cacheRows.joined(separator: "\n               ")
    }
}
