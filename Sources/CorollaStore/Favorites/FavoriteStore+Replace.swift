extension FavoriteStore {
    /// Makes exactly `plantIDs` the favorites, in this order: plants not in it stop being favorites,
    /// new ones are added, and only the rows whose position changes are written (a plant that stays
    /// a favorite keeps its `addedAt`). A repeated id counts at its first place.
    ///
    /// One transaction of two statements whatever the count (the ids go in as one JSON array, read
    /// with `json_each`): what bulk imports use instead of `add` and `move`.
    ///
    /// - Throws: `StoreError.plantNotFound` (and changes nothing) when an id is no plant's.
    /// - Complexity: O((n + m) log n) for n favorites and m ids.
    public func replace(with plantIDs: [Int64]) throws {
        var seen = Set<Int64>()
        let order = plantIDs.filter { seen.insert($0).inserted }
        let list = order.jsonArray
        try database.write { database in
            try database.execute("DELETE FROM favorites WHERE plant_id NOT IN (SELECT value FROM json_each(?))", [.text(list)])
            do {
                // `WHERE true` tells SQLite's parser that ON CONFLICT belongs to the INSERT.
                try database.execute(
                    """
                    INSERT INTO favorites (plant_id, position, added_at) SELECT value, key, ?2 FROM json_each(?1) WHERE true
                    ON CONFLICT (plant_id) DO UPDATE SET position = excluded.position WHERE position IS NOT excluded.position
                    """, [.text(list), .text(database.currentTimestamp())])
            } catch let error as DatabaseError where error.extendedResultCode == .constraintForeignKey {
                let missing = try database.fetchValue(
                    Int64.self, "SELECT value FROM json_each(?) WHERE value NOT IN (SELECT id FROM plants) ORDER BY key LIMIT 1", [.text(list)])
                throw missing.map { StoreError.plantNotFound(id: $0) } ?? error
            }
        }
    }
}
