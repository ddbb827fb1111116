import CorollaStore

extension CatalogService.Transfer {
    /// The largest catalog file (in bytes) an import checks whole (`PRAGMA integrity_check`) before
    /// writing: 4 MiB, about 23,000 plants. The check compares every index with its table, so it
    /// finds an index that lost a row, which `quickCheck()` misses. Its cost grows with the file,
    /// about 19 ms a megabyte (3 ms for 1,000 plants, 29 ms for 10,000, 325 ms for 100,000 at
    /// 17 MB), so at this size it costs about as much as the `quick_check` every write runs on
    /// 100,000 plants; a larger catalog is not checked whole, and the writes' own key checks
    /// (against the table) still keep a lost index row from becoming a duplicate key.
    public static let importIntegrityCheckBytes = 4 << 20

    /// What `PRAGMA integrity_check` finds wrong with the catalog before an import writes to it:
    /// nil when the file is larger than ``importIntegrityCheckBytes`` (not checked), else the
    /// problems, none when it is sound.
    ///
    /// - Complexity: O(n log n) for n rows, for a file of at most ``importIntegrityCheckBytes``.
    public func integrityProblemsBeforeImport() throws -> [String]? {
        try serving {
            guard try store.fileSize() <= Self.importIntegrityCheckBytes else { return nil }
            return try store.integrityCheck()
        }
    }
}
