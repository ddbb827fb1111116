import CSQLite

extension CatalogStore {
    /// The SQLite library's version (`3.45.1`).
    public static var sqliteVersion: String { String(cString: sqlite3_libversion()) }

    /// The newest migration applied to the file (0 for a file without any).
    ///
    /// - Complexity: O(m) for m applied migrations.
    public func schemaVersion() throws -> Int {
        let exists = try database.fetchOne("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'") != nil
        guard exists else { return 0 }
        return try database.fetchScalar(Int.self, "SELECT ifnull(max(version), 0) FROM schema_migrations")
    }

    /// The newest migration this build knows: what `schemaVersion()` is after opening for writing.
    public static var latestSchemaVersion: Int { Migration.embedded.map(\.version).max() ?? 0 }

    /// The size of the file in bytes (`page_count × page_size`; the write-ahead log is not counted).
    ///
    /// - Complexity: O(1).
    public func fileSize() throws -> Int {
        let pages = try database.fetchScalar(Int.self, "PRAGMA page_count")
        let size = try database.fetchScalar(Int.self, "PRAGMA page_size")
        return pages * size
    }

    /// `PRAGMA quick_check(1)`: the first problem found in the file's pages, or nil when it is
    /// sound (indexes are not compared with their tables). Only reads; a file too damaged to walk
    /// throws a `DatabaseError` with `ResultCode.corrupt`. The verdict is the connection's
    /// `fileCondition`: it writes into a sound file only, never into a damaged one.
    ///
    /// - Complexity: O(n) for n pages of the file.
    public func quickCheck() throws -> String? {
        let problem = try database.firstProblemOfQuickCheck()
        if problem == nil { database.noteFileSound() } else { database.noteFileDamaged() }
        return problem
    }

    /// ``quickCheck()`` unless this process found the file (its device and inode) sound already
    /// (``SoundFiles``): nil at once then, the connection taking the file as sound. What a
    /// server's further connections to its catalog run, each opened while the others serve.
    ///
    /// - Complexity: O(1) for a file found sound; else ``quickCheck()``'s.
    public func quickCheckOnce() throws -> String? {
        database.fileKnownSound() ? nil : try quickCheck()
    }

    /// Runs SQLite's own checks of the whole file: `PRAGMA integrity_check` (pages, indexes,
    /// constraints) and `PRAGMA foreign_key_check`, and, on a file whose pages are sound,
    /// ``machineryDifferences()``, then, when the machinery is as the migrations make it, the cache
    /// rows' checksums (``CacheStore/failingRows()``). Only reads. A file too damaged for the checks
    /// to walk (they fail with `SQLITE_CORRUPT`) reports SQLite's error as its problem. As
    /// ``quickCheck()``, the verdict on the pages is the connection's `fileCondition`.
    ///
    /// - Complexity: O(n) for n pages of the file.
    public func checkHealth() throws -> CatalogHealth {
        let health: CatalogHealth
        do {
            health = try readChecks()
        } catch let error as DatabaseError where error.reportsDamage {
            return CatalogHealth(integrityProblems: ["\(error.message) (the checks could not finish)"], foreignKeyViolations: [], machinery: [])
        }
        if health.integrityProblems.isEmpty { database.noteFileSound() } else { database.noteFileDamaged() }
        return health
    }

    /// `PRAGMA integrity_check` alone: what it reports of the pages, the indexes (compared with
    /// their tables, which `quickCheck()` does not do) and the constraints, nothing when the file is
    /// sound. A file too damaged to walk reports SQLite's error. As ``quickCheck()``, the verdict is
    /// the connection's `fileCondition`.
    ///
    /// - Complexity: O(n log n) for n rows (each index entry is looked up in its table).
    public func integrityCheck() throws -> [String] {
        let problems: [String]
        do {
            problems = try database.read { try $0.integrityProblems() }
        } catch let error as DatabaseError where error.reportsDamage {
            problems = ["\(error.message) (the checks could not finish)"]
        }
        if problems.isEmpty { database.noteFileSound() } else { database.noteFileDamaged() }
        return problems
    }

    private func readChecks() throws -> CatalogHealth {
        try database.read { database in
            let problems = try database.integrityProblems()
            let violations = try database.fetchAll("PRAGMA foreign_key_check").map { row -> String in
                let table = (try? row.decode(String.self, at: 0)) ?? "?"
                let rowID = (try? row.decode(Int64.self, at: 1)).map(String.init) ?? "?"
                let parent = (try? row.decode(String.self, at: 2)) ?? "?"
                return "\(table) row \(rowID) → \(parent)"
            }
            // The machinery of a damaged file is not compared: reading it could fail on the damage;
            // nor are the cache rows of tables that are not as this version's migrations make them.
            var health = CatalogHealth(integrityProblems: problems, foreignKeyViolations: violations, machinery: problems.isEmpty ? try machineryDifferences() : [])
            let latest = try database.fetchValue(Int.self, "SELECT max(version) FROM schema_migrations") == Self.latestSchemaVersion
            if problems.isEmpty, health.machinery.isEmpty, latest {
                health.cacheRows = try caches.failingRows()
            }
            return health
        }
    }
}

extension Database {
    /// What `PRAGMA integrity_check` reports, without its "ok".
    ///
    /// - Complexity: O(n log n) for n rows.
    func integrityProblems() throws -> [String] {
        try fetchAll("PRAGMA integrity_check").map { try $0.decode(String.self, at: 0) }.filter { $0 != "ok" }
    }

    /// `PRAGMA quick_check(1)`'s finding without SQLite's "*** in database main ***" heading, or nil
    /// when it says "ok".
    ///
    /// - Complexity: O(n) for n pages of the file.
    func firstProblemOfQuickCheck() throws -> String? {
        let result = try fetchValue(String.self, "PRAGMA quick_check(1)") ?? "PRAGMA quick_check returned nothing"
        guard result != "ok" else { return nil }
        return result.split(separator: "\n").filter { !$0.hasPrefix("***") }.joined(separator: "; ")
    }
}
