import CorollaModel

extension CatalogService.Favorites {
    /// How many favorites `filter` selects (its limit and offset not applied): e.g. how many of a
    /// grid's favorites need water today.
    ///
    /// - Complexity: O(n) for n favorites, counted by SQLite.
    public func count(_ filter: PlantFilter) throws -> Int {
        try serving { try store.favorites.count(filter) }
    }

    /// How many favorites there are.
    ///
    /// - Complexity: O(n) for n favorites.
    public func count() throws -> Int {
        try serving { try store.favorites.count() }
    }

    /// The favorite index of the plant with this id; nil when it is not a favorite.
    ///
    /// - Complexity: O(n) for n favorites.
    public func position(ofPlant id: Int64) throws -> Int? {
        try serving { try store.favorites.orderedPlantIDs().firstIndex(of: id) }
    }
}
