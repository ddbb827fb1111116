import CSQLite

/// What `PRAGMA integrity_check` and `PRAGMA foreign_key_check` found: nothing when the file is sound.
public struct CatalogHealth: Hashable, Sendable {
    /// The problems `integrity_check` reported (it says "ok" when there are none, which is left out).
    public var integrityProblems: [String]
    /// The rows whose foreign key points nowhere, as `table row N → parent`.
    public var foreignKeyViolations: [String]

    /// Whether both checks passed.
    public var isSound: Bool { integrityProblems.isEmpty && foreignKeyViolations.isEmpty }
}

extension CatalogStore {
    /// The SQLite library's version (`3.45.1`).
    public static var sqliteVersion: String { String(cString: sqlite3_libversion()) }

    /// The newest migration applied to the file (0 for a file without any).
    ///
    /// - Complexity: O(m) for m applied migrations.
    public func schemaVersion() throws -> Int {
        let exists = try database.fetchOne("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'") != nil
        guard exists else { return 0 }
        return try database.fetchValue(Int.self, "SELECT ifnull(max(version), 0) FROM schema_migrations") ?? 0
    }

    /// The newest migration this build knows: what `schemaVersion()` is after opening for writing.
    public static var latestSchemaVersion: Int { Migration.embedded.map(\.version).max() ?? 0 }

    /// The size of the file in bytes (`page_count × page_size`; the write-ahead log is not counted).
    ///
    /// - Complexity: O(1).
    public func fileSize() throws -> Int {
        let pages = try database.fetchValue(Int.self, "PRAGMA page_count") ?? 0
        let size = try database.fetchValue(Int.self, "PRAGMA page_size") ?? 0
        return pages * size
    }

    /// Runs SQLite's own checks of the whole file: `PRAGMA integrity_check` (pages, indexes,
    /// constraints) and `PRAGMA foreign_key_check`. Only reads.
    ///
    /// - Complexity: O(n) for n pages of the file.
    public func checkHealth() throws -> CatalogHealth {
        try database.read { database in
            let integrity = try database.fetchAll("PRAGMA integrity_check").map { try $0.decode(String.self, at: 0) }
            let violations = try database.fetchAll("PRAGMA foreign_key_check").map { row -> String in
                let table = (try? row.decode(String.self, at: 0)) ?? "?"
                let rowID = (try? row.decode(Int64.self, at: 1)).map(String.init) ?? "?"
                let parent = (try? row.decode(String.self, at: 2)) ?? "?"
                return "\(table) row \(rowID) → \(parent)"
            }
            return CatalogHealth(integrityProblems: integrity.filter { $0 != "ok" }, foreignKeyViolations: violations)
        }
    }
}
