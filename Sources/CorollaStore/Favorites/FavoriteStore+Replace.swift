extension FavoriteStore {
    /// Makes exactly `plantIDs` the favorites, in this order: plants not in it stop being favorites,
    /// new ones are added, and only the rows whose position changes are written (a plant that stays
    /// a favorite keeps its `addedAt`). A repeated id counts at its first place.
    ///
    /// One transaction, with prepared statements: what bulk imports use instead of `add` and `move`.
    ///
    /// - Throws: `StoreError.plantNotFound` (and changes nothing) when an id is no plant's.
    /// - Complexity: O((n + m) log n) for n favorites and m ids.
    public func replace(with plantIDs: [Int64]) throws {
        try database.write { database in
            var seen = Set<Int64>()
            let order = plantIDs.filter { seen.insert($0).inserted }
            for plantID in try orderedPlantIDs() where !seen.contains(plantID) {
                try database.execute("DELETE FROM favorites WHERE plant_id = ?", [.integer(plantID)])
            }
            for (position, plantID) in order.enumerated() {
                do {
                    try database.execute(
                        """
                        INSERT INTO favorites (plant_id, position) VALUES (?1, ?2)
                        ON CONFLICT (plant_id) DO UPDATE SET position = excluded.position WHERE position IS NOT excluded.position
                        """, [.integer(plantID), position.databaseValue])
                } catch let error as DatabaseError where error.extendedResultCode == .constraintForeignKey {
                    throw StoreError.plantNotFound(id: plantID)
                }
            }
        }
    }
}
