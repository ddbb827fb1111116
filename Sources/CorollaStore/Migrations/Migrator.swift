/// Brings a Corolla database to the latest schema, one migration per `BEGIN IMMEDIATE` transaction.
///
/// The bookkeeping table is `schema_migrations(version, name, checksum, applied_at)`. A migration and
/// its row commit together, after `PRAGMA foreign_key_check` found nothing, so a crash or an error
/// leaves the file at the previous migration. Two processes migrating the same file at once take
/// turns: each re-reads what is applied once it holds the write lock.
struct Migrator {
    var migrations: [Migration]

    /// Corolla's `PRAGMA application_id`: the bytes "Crla".
    static let applicationID: Int32 = 0x4372_6C61

    /// Applies every migration not applied yet.
    ///
    /// - Throws: `StoreError.newerDatabase`, `.migrationChanged`, `.foreignKeyViolation`, or the
    ///   `DatabaseError` of a failing statement (that migration is rolled back).
    func migrate(_ database: Database) throws {
        guard try !pendingMigrations(database).isEmpty else { return }
        for migration in migrations {
            try database.write { database in
                try database.executeScript(Self.bookkeepingSQL)
                guard try pendingMigrations(database).contains(migration) else { return }
                try database.executeScript(migration.sql)
                try database.execute(
                    "INSERT INTO schema_migrations (version, name, checksum) VALUES (?, ?, ?)",
                    [migration.version.databaseValue, .text(migration.name), .text(migration.checksum)])
                try checkForeignKeys(after: migration, in: database)
            }
        }
    }

    /// The known migrations the database lacks, after checking that what it has is what we know.
    ///
    /// - Throws: `StoreError.newerDatabase` when it has a version we do not know,
    ///   `StoreError.migrationChanged` when an applied migration's SQL changed since.
    func pendingMigrations(_ database: Database) throws -> [Migration] {
        let applied = try appliedMigrations(database)
        let known = Dictionary(migrations.map { ($0.version, $0) }, uniquingKeysWith: { first, _ in first })
        let unknown = applied.keys.filter { known[$0] == nil }.sorted()
        guard unknown.isEmpty else {
            throw StoreError.newerDatabase(path: database.path, unknownVersions: unknown, latestKnownVersion: migrations.map(\.version).max() ?? 0)
        }
        for migration in migrations {
            if let checksum = applied[migration.version], checksum != migration.checksum {
                throw StoreError.migrationChanged(version: migration.version, name: migration.name, appliedChecksum: checksum, currentChecksum: migration.checksum)
            }
        }
        return migrations.filter { applied[$0.version] == nil }
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
