import CorollaStore

extension CatalogService {
    /// The plant with this id, and no other: unlike ``plant(_:)``, no key or name is tried, so a
    /// client that names a plant by the id it was shown never reaches another plant.
    ///
    /// - Complexity: O(log n).
    public func plant(id: Int64) throws -> Plant? {
        try serving { try store.plants.plant(id: id) }
    }

    /// The favorite index of the plant with this id; nil when it is not a favorite.
    ///
    /// - Complexity: O(n) for n favorites.
    public func favoritePosition(ofPlant id: Int64) throws -> Int? {
        try serving { try store.favorites.orderedPlantIDs().firstIndex(of: id) }
    }

    /// How many favorites there are.
    ///
    /// - Complexity: O(n) for n favorites.
    public func favoriteCount() throws -> Int {
        try serving { try store.favorites.count() }
    }
}
