extension PlantStore {
    /// Inserts `plant` again exactly as it was stored: its id, key, content and timestamps (a
    /// removed plant put back). The insert trigger records its last watering, as for any insert.
    ///
    /// - Returns: the plant as stored; nil, inserting nothing, when another plant has its id now.
    /// - Throws: `StoreError.duplicateKey` when another plant has its key now; a constraint's
    ///   `DatabaseError`.
    /// - Complexity: O(n) for n plants: the key is checked against the table, not only its index
    ///   (``requireUniqueKeys(ofPlants:)``).
    public func reinsert(_ plant: Plant) throws -> Plant? {
        try database.write { database in
            guard try self.plant(id: plant.id) == nil else { return nil }
            if try self.plant(key: plant.key) != nil { throw StoreError.duplicateKey(plant.key) }
            let identity: [DatabaseValue] = [.integer(plant.id), .text(plant.key), .text(plant.createdAt), .text(plant.updatedAt)]
            try database.execute(Self.reinsertSQL, identity + plant.draft.contentValues)
            try requireUniqueKeys(ofPlants: [plant.id])
            return try self.plant(id: plant.id)
        }
    }

    private static let reinsertSQL =
        "INSERT INTO plants (id, key, created_at, updated_at, \(Plant.contentColumns.joined(separator: ", "))) VALUES (?, ?, ?, ?\(String(repeating: ", ?", count: Plant.contentColumns.count)))"
}
