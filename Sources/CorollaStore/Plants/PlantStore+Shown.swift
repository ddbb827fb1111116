extension PlantStore {
    /// What the cards of the plants `ids` show, by plant id; an id with no plant is missing.
    /// Without `photos` the stored photos are not read (measuring needs their aspect only).
    ///
    /// - Complexity: O(m log n) for m ids among n plants.
    public func shownPlants(ids: [Int64], photos: Bool = true) throws -> [Int64: ShownPlant] {
        let selection = photos ? ShownPlant.selection : ShownPlant.selectionWithoutPhotos
        let sql = "SELECT \(selection) FROM plants WHERE id IN (SELECT value FROM json_each(?))"
        var plants: [Int64: ShownPlant] = [:]
        plants.reserveCapacity(ids.count)
        try database.read { database in
            try database.cachedStatement(sql).forEachRow([.text(ids.jsonArray)]) { columns in
                let plant = try ShownPlant(columns: columns)
                plants[plant.id] = plant
            }
        }
        return plants
    }
}
