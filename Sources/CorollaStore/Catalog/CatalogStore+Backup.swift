/// Backups and restores of a catalog, with SQLite's online backup API (``Database/copyPages(into:)``):
/// a copy is one consistent snapshot whatever other processes write meanwhile. Restores are in
/// `CatalogStore+Restore.swift`.
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

    /// Copies `source` into the new file at `path` (one without schema: a database another writer
    /// filled meanwhile is refused) in rollback-journal mode, so that the file alone is the whole
    /// copy, whatever the source's page size. A file it creates gets `source`'s file mode (a
    /// private catalog's copy stays private).
    ///
    /// - Returns: the copy's connection.
    @discardableResult
    static func writeCopy(of source: Database, to path: String) throws -> Database {
        DatabaseFiles.create(path, mode: DatabaseFiles.mode(of: source.path))
        let copy = try Database(path: path)
        guard try copy.fetchScalar(Int.self, "SELECT count(*) FROM sqlite_schema") == 0 else { throw BackupError.destinationNotEmpty }
        _ = try copy.fetchAll("PRAGMA journal_mode = DELETE")
        try source.copyPages(into: copy)
        // The copy takes the mode of the pages it was given; the file alone is the copy.
        _ = try copy.fetchAll("PRAGMA journal_mode = DELETE")
        return copy
    }
}
