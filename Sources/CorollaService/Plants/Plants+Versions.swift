extension CatalogService.Plants {
    /// The version of the plant `id`: it changes with any change to the plant (its fields, photo,
    /// waterings, favorite state and index among the favorites when it is the one moved), whoever
    /// makes it, plain SQL included; never back to a value the plant had.
    ///
    /// - Returns: nil when no plant has the id.
    /// - Complexity: O(log n) for n plants.
    public func version(of id: Int64) throws -> Int64? {
        try serving { try store.plants.version(id: id) }
    }

    /// The versions of the plants `ids` names (an id no plant has is left out), in one snapshot.
    ///
    /// - Complexity: O(m log n) for m ids among n plants.
    public func versions(of ids: some Collection<Int64>) throws -> [Int64: Int64] {
        try serving { try store.plants.versions(ids: ids) }
    }
}

extension CatalogService {
    /// Runs `change` in one write transaction when the plant and the favorites' order are as
    /// `condition` says the client saw them.
    ///
    /// - Returns: what `change` returns; nil, and nothing is done, when either changed since.
    /// - Throws: ``ServiceError/plantNotFound(_:suggestions:)`` when no plant has the id; what
    ///   `change` throws (nothing is done).
    /// - Complexity: O(log n) for n plants, O(f) more for f favorites with an order condition.
    public func ifUnchanged<T>(_ condition: PlantCondition, _ change: () throws -> T) throws -> T? {
        try writing {
            guard let version = try store.plants.version(id: condition.plantID) else {
                throw ServiceError.plantNotFound(.id(condition.plantID))
            }
            if let seen = condition.version, seen != version { return nil }
            if let seen = condition.favoritesOrder, try store.favorites.orderTag() != seen { return nil }
            return try change()
        }
    }
}
