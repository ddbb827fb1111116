extension FavoriteStore {
    /// How many favorites there are, counted on the favorites alone (their foreign key keeps every
    /// one a plant's).
    ///
    /// - Complexity: O(n) for n favorites, counted by SQLite from the smallest index (no row is read).
    public func countAll() throws -> Int {
        try database.fetchScalar(Int.self, "SELECT count(*) FROM favorites")
    }

    /// The plant ids of the favorites at `indices` of the order (every favorite, no filter); fewer
    /// when the order ends before.
    ///
    /// - Complexity: O(s + k) for k favorites, through the position index, skipping the first s.
    public func orderedPlantIDs(at indices: Range<Int>) throws -> [Int64] {
        var ids: [Int64] = []
        try database.read { database in
            try database.cachedStatement("SELECT plant_id FROM favorites ORDER BY position, plant_id LIMIT ? OFFSET ?")
                .forEachRow([indices.count.databaseValue, indices.lowerBound.databaseValue]) { ids.append(try $0.int64(0)) }
        }
        return ids
    }
}
