import CorollaStore

extension CatalogService {
    /// What the caches hold and how well they served, across every process.
    ///
    /// - Throws: `StoreError.machineryDiffers` when a cache table is missing or altered.
    /// - Complexity: O(n) for n cache entries.
    public func cacheStats() throws -> CacheStats {
        try requireCacheTables()
        return try store.caches.stats()
    }

    /// Empties the card-size and layout caches and the stored fingerprints: the next grid is cold.
    ///
    /// - Throws: `StoreError.machineryDiffers` when a cache table is missing or altered.
    /// - Complexity: O(n) for n cache entries.
    public func clearCaches() throws {
        try requireCacheTables()
        try store.caches.clear()
    }

    /// Throws `StoreError.machineryDiffers`, naming them, when cache tables are missing or altered.
    private func requireCacheTables() throws {
        let differences = try store.machineryDifferences().filter { $0.tableName.map(CacheStore.tableNames.contains) ?? false }
        guard differences.isEmpty else { throw StoreError.machineryDiffers(differences) }
    }
}
