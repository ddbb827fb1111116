import CorollaModel

extension CatalogService.Favorites {
    /// How many favorites `filter` selects (its limit and offset not applied): e.g. how many of a
    /// grid's favorites need water today. A count is computed once per catalog file, revision and
    /// filter in a process (``FavoriteCounts``).
    ///
    /// - Complexity: O(s) for s schema objects when counted before at this revision; else O(n) for
    ///   n favorites, counted by SQLite.
    public func count(_ filter: PlantFilter) throws -> Int {
        try counted(filter).count
    }

    /// How many favorites `filter` selects, with the revision they were counted at (``count(_:)``).
    ///
    /// - Complexity: as ``count(_:)``.
    public func counted(_ filter: PlantFilter) throws -> FavoriteCount {
        try serving { try FavoriteCounts.shared.count(filter, in: store) }
    }

    /// The count of `filter` when this process has it at the catalog's revision (``count(_:)``
    /// then answers without counting); nil when it would have to be counted.
    ///
    /// - Complexity: O(s) for s schema objects.
    public func keptCount(_ filter: PlantFilter) throws -> FavoriteCount? {
        try serving { try FavoriteCounts.shared.kept(filter, in: store) }
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
