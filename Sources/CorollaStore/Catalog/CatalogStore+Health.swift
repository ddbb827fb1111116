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

    /// `PRAGMA quick_check(1)`: the first problem found in the file's pages, or nil when it is
    /// sound (indexes are not compared with their tables). Only reads; a file too damaged to walk
    /// throws a `DatabaseError` with `ResultCode.corrupt`. A damaged file is left as it is when
    /// the connection closes (``Database/leaveFileAsItIsOnClose()``).
    ///
    /// - Complexity: O(n) for n pages of the file (about 70 ms for 100,000 plants).
    public func quickCheck() throws -> String? {
        let result = try leavingDamageAsItIs {
            try database.fetchValue(String.self, "PRAGMA quick_check(1)") ?? "PRAGMA quick_check returned nothing"
        }
        guard result != "ok" else { return nil }
        database.leaveFileAsItIsOnClose()
        // SQLite heads the problem with "*** in database main ***" on a line of its own.
        return result.split(separator: "\n").filter { !$0.hasPrefix("***") }.joined(separator: "; ")
    }

    /// Runs SQLite's own checks of the whole file: `PRAGMA integrity_check` (pages, indexes,
    /// constraints) and `PRAGMA foreign_key_check`. Only reads. A file too damaged for the checks
    /// to walk (they fail with `SQLITE_CORRUPT`) reports SQLite's error as its problem. A damaged
    /// file is left as it is when the connection closes.
    ///
    /// - Complexity: O(n) for n pages of the file.
    public func checkHealth() throws -> CatalogHealth {
        do {
            return try runChecks()
        } catch let error as DatabaseError where error.resultCode == .corrupt || error.resultCode == .notADatabase {
            return CatalogHealth(integrityProblems: ["\(error.message) (the checks could not finish)"], foreignKeyViolations: [])
        }
    }

    private func runChecks() throws -> CatalogHealth {
        let health = try leavingDamageAsItIs { try readChecks() }
        if !health.integrityProblems.isEmpty { database.leaveFileAsItIsOnClose() }
        return health
    }

    /// Runs `body`; when SQLite finds the file damaged on the way, closing will leave it as it is.
    private func leavingDamageAsItIs<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as DatabaseError where error.resultCode == .corrupt || error.resultCode == .notADatabase {
            database.leaveFileAsItIsOnClose()
            throw error
        }
    }

    private func readChecks() throws -> CatalogHealth {
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
