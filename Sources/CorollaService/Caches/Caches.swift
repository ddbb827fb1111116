import CorollaStore

extension CatalogService {
    /// The layout and card-size caches of a catalog and their budget: ``CatalogService/caches``.
    public struct Caches: CatalogFacet {
        let service: CatalogService
    }
}

extension CatalogService.Caches {
    /// What the caches hold and how well they served, across every process.
    ///
    /// - Throws: `StoreError.machineryDiffers` when a cache table is missing or altered.
    /// - Complexity: O(n) for n cache entries.
    public func stats() throws -> CacheStats {
        try serving {
            try requireCacheTables()
            return try store.caches.stats()
        }
    }

    /// Empties the card-size and layout caches and the stored fingerprints: the next grid is cold.
    ///
    /// - Throws: `StoreError.machineryDiffers` when a cache table is missing or altered.
    /// - Complexity: O(n) for n cache entries.
    public func clear() throws {
        try serving {
            try requireCacheTables()
            try store.caches.clear()
        }
    }

    /// Every stored layout, most recently used first, without its frames: what it is for (layout,
    /// grouping, container dimensions, scale, style), its revision, cards, bytes and use.
    ///
    /// - Throws: `StoreError.machineryDiffers` when a cache table is missing or altered.
    /// - Complexity: O(n log n) for n entries; no blob is read.
    public func layouts() throws -> [CachedLayout] {
        try serving {
            try requireCacheTables()
            return try store.caches.layoutEntries().map(CachedLayout.init)
        }
    }

    /// The stored card sizes per style and measuring width.
    ///
    /// - Throws: `StoreError.machineryDiffers` when a cache table is missing or altered.
    /// - Complexity: O(n) for n sizes.
    public func cardSizes() throws -> [CardSizeTotal] {
        try serving {
            try requireCacheTables()
            return try store.caches.cardSizeTotals()
        }
    }

    /// How many bytes of layouts and card sizes together the caches keep before they evict the
    /// least recently used.
    ///
    /// - Throws: `StoreError.machineryDiffers` when a cache table is missing or altered.
    public func budget() throws -> Int {
        try serving {
            try requireCacheTables()
            return try store.caches.budget()
        }
    }

    /// Sets the cache budget (kept in the catalog, for every process) and evicts at once what no
    /// longer fits.
    ///
    /// - Returns: what was evicted.
    /// - Throws: `StoreError.invalidSetting` for a negative budget; `.machineryDiffers` when a cache
    ///   table is missing or altered.
    @discardableResult
    public func setBudget(_ bytes: Int) throws -> CacheEviction {
        try serving {
            try requireCacheTables()
            return try store.caches.setBudget(bytes)
        }
    }

    /// Throws `StoreError.machineryDiffers`, naming them, when cache tables are missing or altered.
    private func requireCacheTables() throws {
        let differences = try store.machineryDifferences().filter { $0.tableName.map(CacheStore.tableNames.contains) ?? false }
        guard differences.isEmpty else { throw StoreError.machineryDiffers(differences) }
    }
}
