import Glibc

/// Restores: a backup put back as the catalog, in place (the file keeps its name and inode), with
/// SQLite's online backup API, so every connection on the catalog, in any process, sees the
/// restored pages as one commit.
///
/// No write is lost: the restore takes the catalog's write lock before it keeps the current
/// catalog and holds it until the backup's pages are committed. A write committed before the lock
/// is in the kept copy; a write that comes while it is held waits (its busy timeout) and then
/// applies to the restored catalog, or fails busy; none succeeds into the catalog being replaced.
extension CatalogStore {
    /// Replaces the catalog at `catalogPath` (created when missing) with the catalog file at
    /// `backupPath`, after checking it (``checkCatalogFile(at:)``):
    ///
    /// 1. copies the backup into a private file beside the catalog, at the catalog's page size
    ///    (a backup of any page size restores);
    /// 2. takes the catalog's write lock (waiting up to `busyTimeoutMilliseconds`);
    /// 3. copies the current catalog into the new file `keepPath` (when given), with its file mode;
    /// 4. sets the staged copy's revision past both files' (`max + 1`), so nothing keyed by a
    ///    revision — a server's grids, a page — takes the restored catalog for one it saw, and
    ///    its plants' next versions past every version the current catalog gave (a page's
    ///    `If-Match` never matches a restored plant it did not see);
    /// 5. writes the staged pages into the catalog in the write transaction the lock opened,
    ///    commits, and checkpoints them (`TRUNCATE`) so the file alone holds them.
    ///
    /// - Parameter busyTimeoutMilliseconds: how long to wait for another connection's write lock
    ///   before refusing.
    /// - Returns: the restored catalog's schema version (an older one is migrated by the next
    ///   connection that opens the catalog for writing).
    /// - Throws: ``BackupError``, a `StoreError`, a `DatabaseError` (`.busy`: another connection
    ///   kept writing the catalog). The catalog is then as it was; `keepPath` may hold a copy.
    /// - Complexity: O(p) for p pages of both files; the lock is held for the copy of the current
    ///   catalog and the copy of the backup's pages.
    public static func restore(catalog catalogPath: String, from backupPath: String, keepingCurrentAs keepPath: String?, busyTimeoutMilliseconds: Int32 = 1_000) throws -> Int {
        let version = try checkCatalogFile(at: backupPath)
        var writable = Database.Configuration()
        writable.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        let catalog = try Database(path: catalogPath, configuration: writable)
        // Reads the catalog while `catalog` holds its write lock (a reader of a WAL file is not blocked).
        let reader = try Database(path: catalogPath, configuration: writable)
        let stagingPath = catalogPath + ".restoring-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { DatabaseFiles.remove(stagingPath) }
        let staged = try stage(backupPath, at: stagingPath, pageSize: try catalog.fetchScalar(Int.self, "PRAGMA page_size"))
        let copy = try PageCopy(from: staged, into: catalog)
        if let keepPath {
            try writeCopy(of: reader, to: keepPath)
        }
        let current = (try? revision(of: reader)) ?? 0
        try staged.execute("UPDATE catalog_revision SET revision = max(revision, ?) + 1 WHERE id = 1", [.integer(current)])
        try retireVersions(of: reader, in: staged)
        try copy.finish()
        _ = try catalog.fetchAll("PRAGMA wal_checkpoint(TRUNCATE)")
        return version
    }

    /// Copies the catalog file at `backupPath` into the new private file `path`, at `pageSize`.
    ///
    /// - Returns: the copy's connection (rollback-journal mode).
    private static func stage(_ backupPath: String, at path: String, pageSize: Int) throws -> Database {
        var readOnly = Database.Configuration()
        readOnly.readOnly = true
        DatabaseFiles.create(path, mode: 0o600)
        let staged = try writeCopy(of: try Database(path: backupPath, configuration: readOnly), to: path)
        if try staged.fetchScalar(Int.self, "PRAGMA page_size") != pageSize {
            try staged.execute("PRAGMA page_size = \(pageSize)")
            try staged.execute("VACUUM")
        }
        return staged
    }

    /// Makes every plant version `current` gave retired in `staged` (migration 0014's
    /// `retired_version`), so that the restored plants' next versions are past them. Either file
    /// from before that migration has no versions to keep or no place for them: nothing is done.
    private static func retireVersions(of current: Database, in staged: Database) throws {
        let hasVersions = "SELECT count(*) FROM pragma_table_info('catalog_revision') WHERE name = 'retired_version'"
        guard try current.fetchScalar(Int.self, hasVersions) == 1, try staged.fetchScalar(Int.self, hasVersions) == 1 else { return }
        let highest = try current.fetchScalar(Int64.self, "SELECT version FROM next_plant_version") - 1
        try staged.execute("UPDATE catalog_revision SET retired_version = max(retired_version, ?) WHERE id = 1", [.integer(highest)])
    }

    /// The revision stored in `database`; throws when it has no `catalog_revision` row.
    private static func revision(of database: Database) throws -> Int64 {
        try database.fetchScalar(Int64.self, "SELECT revision FROM catalog_revision WHERE id = 1")
    }
}
