/// The favorites, in the user's order.
///
/// Positions are kept as 0, 1, 2, …: every change rewrites only the rows whose position moved (and a
/// list edited outside Corolla, with gaps or ties, is put back in order by position then plant id).
public struct FavoriteStore {
    let database: Database

    /// Makes a plant a favorite at `index` (clamped to 0...count), or at the end when nil.
    ///
    /// - Returns: false (and changes nothing) when it already is one; use `move` to reorder.
    /// - Throws: `StoreError.plantNotFound` when there is no such plant.
    /// - Complexity: O(n) for n favorites; appending writes one row.
    @discardableResult
    public func add(plantID: Int64, at index: Int? = nil) throws -> Bool {
        try database.write { database in
            var order = try orderedPlantIDs()
            guard !order.contains(plantID) else { return false }
            let position = min(max(index ?? order.count, 0), order.count)
            do {
                try database.execute("INSERT INTO favorites (plant_id, position) VALUES (?, ?)", [.integer(plantID), position.databaseValue])
            } catch let error as DatabaseError where error.extendedResultCode == .constraintForeignKey {
                throw StoreError.plantNotFound(id: plantID)
            }
            order.insert(plantID, at: position)
            try renumber(order)
            return true
        }
    }

    /// Removes a plant from the favorites (the plant stays in the catalog).
    ///
    /// - Returns: whether it was a favorite.
    /// - Complexity: O(n) for n favorites.
    @discardableResult
    public func remove(plantID: Int64) throws -> Bool {
        try database.write { database in
            try database.execute("DELETE FROM favorites WHERE plant_id = ?", [.integer(plantID)])
            guard database.changes > 0 else { return false }
            try renumber(orderedPlantIDs())
            return true
        }
    }

    /// Moves a favorite to `index` (clamped to the valid indexes); the others keep their order.
    ///
    /// - Returns: the index it is at now.
    /// - Throws: `StoreError.notAFavorite`.
    /// - Complexity: O(n) for n favorites.
    @discardableResult
    public func move(plantID: Int64, to index: Int) throws -> Int {
        try database.write { _ in
            var order = try orderedPlantIDs()
            guard let current = order.firstIndex(of: plantID) else { throw StoreError.notAFavorite(plantID: plantID) }
            order.remove(at: current)
            let placed = min(max(index, 0), order.count)
            order.insert(plantID, at: placed)
            try renumber(order)
            // The others renumbered keep their versions: only the moved plant changed.
            if placed != current { try PlantStore(database: database).touchVersion(id: plantID) }
            return placed
        }
    }

    /// The favorites with their plants, in order.
    ///
    /// - Complexity: O(n log n) for n favorites (O(n) through the position index).
    public func list() throws -> [Favorite] {
        let sql = "SELECT \(Plant.selection), added_at FROM favorites JOIN plants ON plants.id = favorites.plant_id ORDER BY position, plant_id"
        return try database.read { database in
            var favorites: [Favorite] = []
            try database.cachedStatement(sql).forEachRow { columns in
                favorites.append(
                    Favorite(plant: try Plant(columns: columns), position: favorites.count, addedAt: try columns.text(Int32(Plant.columnCount))))
            }
            return favorites
        }
    }

    /// What the cards of the favorites show, in order: the favorites grid's query. It reads only the
    /// shown columns, straight from the statement (no `Row`s, no `DatabaseValue`s).
    ///
    /// - Complexity: O(n) for n favorites, through the position index.
    public func shownPlants() throws -> [ShownPlant] {
        var plants: [ShownPlant] = []
        try forEachShownPlant { plants.append($0) }
        return plants
    }

    /// Calls `body` with what the card of each favorite shows, in order: `shownPlants()` without the
    /// array, for a caller that keeps something else of each.
    ///
    /// - Complexity: O(n) for n favorites, through the position index.
    public func forEachShownPlant(_ body: (consuming ShownPlant) throws -> Void) throws {
        try forEachShownPlant(matching: PlantFilter(), body)
    }

    /// Calls `body` with what the card of each favorite `filter` selects shows, in order (its
    /// limit and offset are not applied).
    ///
    /// - Complexity: O(n) for n favorites, through the position index.
    public func forEachShownPlant(matching filter: PlantFilter, _ body: (consuming ShownPlant) throws -> Void) throws {
        let (whereSQL, arguments) = filter.whereClause
        let sql = "SELECT \(ShownPlant.selection) FROM favorites JOIN plants ON plants.id = favorites.plant_id\(whereSQL) ORDER BY position, plant_id"
        try database.read { database in
            try database.cachedStatement(sql).forEachRow(arguments) { try body(try ShownPlant(columns: $0)) }
        }
    }

    /// The ids of the favorite plants `filter` selects (its limit and offset are not applied), in order.
    ///
    /// - Complexity: O(n) for n favorites, through the position index.
    public func orderedPlantIDs(_ filter: PlantFilter = PlantFilter()) throws -> [Int64] {
        let (whereSQL, arguments) = filter.whereClause
        let sql = filter.selects
            ? "SELECT plant_id FROM favorites JOIN plants ON plants.id = favorites.plant_id\(whereSQL) ORDER BY position, plant_id"
            : "SELECT plant_id FROM favorites ORDER BY position, plant_id"
        var ids: [Int64] = []
        try database.read { database in
            try database.cachedStatement(sql).forEachRow(arguments) { ids.append(try $0.int64(0)) }
        }
        return ids
    }

    /// How many favorites `filter` selects (all of them by default; its limit and offset not applied).
    ///
    /// - Complexity: O(n), counted by SQLite (no row is read into a plant).
    public func count(_ filter: PlantFilter = PlantFilter()) throws -> Int {
        let (whereSQL, arguments) = filter.whereClause
        return try database.fetchScalar(Int.self, "SELECT count(*) FROM favorites JOIN plants ON plants.id = favorites.plant_id\(whereSQL)", arguments)
    }

    /// Gives each plant of `order` its index as position, writing only the rows that differ.
    private func renumber(_ order: [Int64]) throws {
        for (position, plantID) in order.enumerated() {
            try database.execute(
                "UPDATE favorites SET position = ?1 WHERE plant_id = ?2 AND position IS NOT ?1", [position.databaseValue, .integer(plantID)])
        }
    }
}
