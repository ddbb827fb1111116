import CorollaStore

extension CatalogService {
    /// What the caches hold and how well they served, across every process.
    ///
    /// - Complexity: O(n) for n cache entries.
    public func cacheStats() throws -> CacheStats {
        try store.caches.stats()
    }

    /// Empties the card-size and layout caches and the stored fingerprints: the next grid is cold.
    ///
    /// - Complexity: O(n) for n cache entries.
    public func clearCaches() throws {
        try store.caches.clear()
    }
}
