import CorollaJSON
import CorollaService

/// `corolla db status`: path, schema version, revision, counts, cache size.
enum DatabaseStatus: SessionWork {
    static let name = "status"
    static let abstract = "Show the catalog's path, schema version, revision, counts and cache size."
    static let discussion = "On a missing catalog it says so and creates nothing."

    static func run(_ session: Session, _ console: Console) throws {
        let holds = try session.location.holdsCatalog()
        let (exists, _, status) = try session.location.status()
        let caches = status.caches
        session.show(
            console,
            json: .object([
                JSONMember("path", .string(session.location.path.text)), JSONMember("exists", .bool(exists)),
                JSONMember("schema_version", .number(Double(holds ? status.schemaVersion : 0))),
                JSONMember("latest_schema_version", .number(Double(status.latestSchemaVersion))),
                JSONMember("revision", status.revision.map { .number($0) } ?? .null), JSONMember("plants", .number(Double(status.plants))),
                JSONMember("favorites", .number(Double(status.favorites))),
                JSONMember("file_bytes", .number(Double(holds ? status.fileBytes : 0))), JSONMember("cache", caches.map(CacheOutput.json) ?? .null),
                JSONMember("machinery", MachineryOutput.json(status.machinery)),
            ]),
            text: [
                "path:            \(session.location.path)" + (holds ? "" : exists ? " (an empty file: made a catalog on first write)" : " (does not exist yet: created on first write)"),
                "schema version:  \(holds ? status.schemaVersion : 0) (this corolla: \(status.latestSchemaVersion))",
                "revision:        \(status.revision.map(String.init) ?? "unreadable")", "plants:          \(status.plants)",
                "favorites:       \(status.favorites)", "file size:       \(ByteCount(holds ? status.fileBytes : 0))",
                "cache:           " + (caches.map(CacheOutput.summary) ?? "unreadable"),
                "machinery:       " + MachineryOutput.summary(status.machinery),
            ])
    }
}
