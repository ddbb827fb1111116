/// Brings a Corolla database to the latest schema, one migration per `BEGIN IMMEDIATE` transaction.
///
/// The bookkeeping table is `schema_migrations(version, name, checksum, applied_at)`. A migration and
/// its row commit together, after `PRAGMA foreign_key_check` found nothing, so a crash or an error
/// leaves the file at the previous migration. Two processes migrating the same file at once take
/// turns: each re-reads what is applied once it holds the write lock. A migration that rebuilds a
/// table (``Migration/runsWithoutForeignKeys``) runs with foreign keys off, as SQLite's
/// table-rebuild procedure asks, and on again once it committed or rolled back.
struct Migrator {
    var migrations: [Migration]

    /// Corolla's `PRAGMA application_id`: the bytes "Crla".
    static let applicationID: Int32 = 0x4372_6C61

    /// Applies every migration not applied yet, and replaces the SHA-256 checksums an earlier
    /// Corolla recorded with the current ones (see `Migration.isSHA256Checksum`), each in the
    /// transaction of its migration's turn.
    ///
    /// - Throws: `StoreError.newerDatabase`, `.migrationChanged`, `.foreignKeyViolation`, or the
    ///   `DatabaseError` of a failing statement (that migration is rolled back).
    func migrate(_ database: Database) throws {
        let applied = try inspect(database)
        guard !applied.pending.isEmpty || !applied.recordedAsSHA256.isEmpty else { return }
        for migration in migrations {
            try Self.withForeignKeys(on: !migration.runsWithoutForeignKeys, database) {
                try apply(migration, to: database)
            }
        }
    }

    /// Applies `migration` if it is still pending once the write lock is held, in one transaction.
    private func apply(_ migration: Migration, to database: Database) throws {
        try database.write { database in
            try database.executeScript(Self.bookkeepingSQL)
            let applied = try inspect(database)
            if applied.recordedAsSHA256.contains(migration) {
                try database.execute(
                    "UPDATE schema_migrations SET checksum = ? WHERE version = ?", [.text(migration.checksum), migration.version.databaseValue])
            }
            guard applied.pending.contains(migration) else { return }
            try database.executeScript(migration.sql)
            try database.execute(
                "INSERT INTO schema_migrations (version, name, checksum) VALUES (?, ?, ?)",
                [migration.version.databaseValue, .text(migration.name), .text(migration.checksum)])
            try checkForeignKeys(after: migration, in: database)
        }
    }

    /// Runs `body` with `PRAGMA foreign_keys` set to `on` (outside a transaction, where it takes
    /// effect), then on again.
    private static func withForeignKeys(on: Bool, _ database: Database, _ body: () throws -> Void) throws {
        guard !on else { return try body() }
        try database.execute("PRAGMA foreign_keys = OFF")
        defer { try? database.execute("PRAGMA foreign_keys = ON") }
        try body()
    }

    /// The known migrations the database lacks, after checking that what it has is what we know.
    ///
    /// - Throws: `StoreError.newerDatabase` when it has a version we do not know,
    ///   `StoreError.migrationChanged` when an applied migration's SQL changed since.
    func pendingMigrations(_ database: Database) throws -> [Migration] {
        try inspect(database).pending
    }

    /// The known migrations the database lacks, and those it recorded with the SHA-256 checksum of
    /// their current SQL, after checking that what it has is what we know.
    private func inspect(_ database: Database) throws -> (pending: [Migration], recordedAsSHA256: [Migration]) {
        let applied = try appliedMigrations(database)
        let known = Dictionary(migrations.map { ($0.version, $0) }, uniquingKeysWith: { first, _ in first })
        let unknown = applied.keys.filter { known[$0] == nil }.sorted()
        guard unknown.isEmpty else {
            throw StoreError.newerDatabase(path: database.path, unknownVersions: unknown, latestKnownVersion: migrations.map(\.version).max() ?? 0)
        }
        var recordedAsSHA256: [Migration] = []
        for migration in migrations {
            guard let checksum = applied[migration.version], checksum != migration.checksum else { continue }
            guard migration.isSHA256Checksum(checksum) else {
                throw StoreError.migrationChanged(version: migration.version, name: migration.name, appliedChecksum: checksum, currentChecksum: migration.checksum)
            }
            recordedAsSHA256.append(migration)
        }
        return (migrations.filter { applied[$0.version] == nil }, recordedAsSHA256)
    }

    /// Applied versions and their checksums; empty when there is no `schema_migrations` yet.
    private func appliedMigrations(_ database: Database) throws -> [Int: String] {
        let exists = try database.fetchOne("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'") != nil
        guard exists else { return [:] }
        var applied: [Int: String] = [:]
        for row in try database.fetchAll("SELECT version, checksum FROM schema_migrations") {
            applied[try row.decode(Int.self, at: 0)] = try row.decode(String.self, at: 1)
        }
        return applied
    }

    private func checkForeignKeys(after migration: Migration, in database: Database) throws {
        guard let violation = try database.fetchOne("PRAGMA foreign_key_check") else { return }
        throw StoreError.foreignKeyViolation(
            migration: migration.fileName, table: (try? violation.decode(String.self, at: 0)) ?? "?",
            rowID: try? violation.decode(Int64?.self, at: 1))
    }

    /// Creates the bookkeeping table and marks the file as Corolla's; does nothing once done.
    static let bookkeepingSQL = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            checksum TEXT NOT NULL,
            applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        ) STRICT;
        PRAGMA application_id = \(applicationID);
        """
}
