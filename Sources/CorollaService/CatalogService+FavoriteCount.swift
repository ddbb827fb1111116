import CorollaModel

extension CatalogService {
    /// How many favorites `filter` selects (its limit and offset not applied): e.g. how many of a
    /// grid's favorites need water today.
    ///
    /// - Complexity: O(n) for n favorites, counted by SQLite.
    public func favoriteCount(_ filter: PlantFilter) throws -> Int {
        try serving { try store.favorites.count(filter) }
    }
}
