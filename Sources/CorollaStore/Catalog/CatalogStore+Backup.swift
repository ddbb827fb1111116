/// Backups and restores of a catalog, with SQLite's online backup API (``Database/copyPages(into:)``):
/// a copy is one consistent snapshot whatever other processes write meanwhile, and a restore
/// replaces the catalog's pages in one write transaction, through its write-ahead log, so no frame
/// of the old file can be replayed onto the restored one.
extension CatalogStore {
    /// Writes a consistent copy of the catalog into the new file at `path` (it must not hold a
    /// database yet), in rollback-journal mode so that the file alone is the whole copy, then
    /// checks it (``checkCatalogFile(at:)``) and that its schema version is the catalog's.
    ///
    /// - Returns: the copy's schema version.
    /// - Throws: ``BackupError``, a `StoreError` or a `DatabaseError`; the catalog is only read.
    /// - Complexity: O(p) for p pages, copied once and read twice (the copy and its check).
    public func backup(to path: String) throws -> Int {
        let version = try schemaVersion()
        try Self.writeCopy(of: database, to: path)
        let copied = try Self.checkCatalogFile(at: path)
        guard copied == version else { throw BackupError.schemaVersionChanged(catalog: version, copy: copied) }
        return copied
    }

    /// Checks the file at `path` as a catalog to restore: a Corolla catalog (not empty), at a
    /// schema version this Corolla knows, whose pages pass `PRAGMA integrity_check`. Only reads.
    ///
    /// - Returns: its schema version.
    /// - Throws: ``BackupError``, `StoreError.notADatabase` or `.foreignDatabase`, a `DatabaseError`.
    /// - Complexity: O(n log n) for n rows (the integrity check).
    public static func checkCatalogFile(at path: String) throws -> Int {
        let store = try CatalogStore(path: path, mode: .readOnly)
        let version = try store.schemaVersion()
        guard version > 0 else { throw BackupError.emptyCatalog }
        guard version <= latestSchemaVersion else {
            throw BackupError.newerSchema(version: version, latestKnownVersion: latestSchemaVersion)
        }
        let problems = try store.integrityCheck()
        guard problems.isEmpty else { throw BackupError.failsIntegrityCheck(problems) }
        return version
    }

    /// Replaces the catalog at `catalogPath` (created when missing) with the catalog file at
    /// `backupPath`, after checking it (``checkCatalogFile(at:)``): first copies the current
    /// catalog to the new file `keepPath` (when given), then writes the backup's pages into the
    /// catalog in one transaction and checkpoints them (`TRUNCATE`) so the file alone holds them.
    /// Connections other processes hold on the catalog see the restored pages as any commit, and
    /// the revision moves past both files' (so nothing keyed by a revision, such as a server's
    /// grids or a page, takes the restored catalog for one it saw before).
    ///
    /// - Parameter busyTimeoutMilliseconds: how long to wait for another process's write lock
    ///   before refusing.
    /// - Returns: the restored catalog's schema version.
    /// - Throws: ``BackupError``, a `StoreError`, a `DatabaseError` (`.busy`: another process is
    ///   writing the catalog). The catalog is then as it was; `keepPath` may hold a copy.
    /// - Complexity: O(p) for p pages of both files.
    public static func restore(catalog catalogPath: String, from backupPath: String, keepingCurrentAs keepPath: String?, busyTimeoutMilliseconds: Int32 = 1_000) throws -> Int {
        let version = try checkCatalogFile(at: backupPath)
        var readOnly = Database.Configuration()
        readOnly.readOnly = true
        let backup = try Database(path: backupPath, configuration: readOnly)
        var writable = Database.Configuration()
        writable.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        let catalog = try Database(path: catalogPath, configuration: writable)
        if let keepPath {
            let before = try catalog.fetchScalar(Int64.self, "PRAGMA data_version")
            try writeCopy(of: catalog, to: keepPath)
            guard try catalog.fetchScalar(Int64.self, "PRAGMA data_version") == before else { throw BackupError.writtenMeanwhile }
        }
        let revisionBefore = try? revision(of: catalog)
        try backup.copyPages(into: catalog)
        if let restored = try? revision(of: catalog) {
            try catalog.execute("UPDATE catalog_revision SET revision = ? WHERE id = 1", [.integer(max(restored, revisionBefore ?? 0) + 1)])
        }
        _ = try catalog.fetchAll("PRAGMA wal_checkpoint(TRUNCATE)")
        return version
    }

    /// The revision stored in `database`; throws when it has no `catalog_revision` row.
    private static func revision(of database: Database) throws -> Int64 {
        try database.fetchScalar(Int64.self, "SELECT revision FROM catalog_revision WHERE id = 1")
    }

    /// Copies `source` into the new file at `path` (one without schema: a database another writer
    /// filled meanwhile is refused) and switches the copy to rollback-journal mode.
    private static func writeCopy(of source: Database, to path: String) throws {
        let copy = try Database(path: path)
        guard try copy.fetchScalar(Int.self, "SELECT count(*) FROM sqlite_schema") == 0 else { throw BackupError.destinationNotEmpty }
        try source.copyPages(into: copy)
        _ = try copy.fetchAll("PRAGMA journal_mode = DELETE")
    }
}
