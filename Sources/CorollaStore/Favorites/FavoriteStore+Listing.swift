extension FavoriteStore {
    /// Calls `body` with each favorite `filter` selects (its limit and offset are not applied), in
    /// order, as ``list()`` gives them: each keeps its position among all the favorites. One
    /// statement whose rows are read in place as they come, so that memory does not grow with the
    /// number of favorites; the filter is judged in that statement, in a column of each row. The same
    /// snapshot for every row (one read transaction).
    ///
    /// - Throws: `RowDecodingError` or `StoreError.malformedValue` for a value Corolla would not
    ///   write, at the row that holds it; what `body` throws.
    /// - Complexity: O(n) for n favorites, through the position index.
    public func forEach(_ filter: PlantFilter = PlantFilter(), _ body: (Favorite) throws -> Void) throws {
        let (condition, arguments) = filter.condition ?? ("1", [])
        let sql = "SELECT \(Plant.selection), added_at, (\(condition)) IS TRUE FROM favorites JOIN plants ON plants.id = favorites.plant_id "
            + "ORDER BY position, plant_id"
        let selected = Int32(Plant.columnCount + 1)
        try database.read { database in
            var index = 0
            try database.cachedStatement(sql).forEachRow(arguments) { columns in
                defer { index += 1 }
                guard try columns.int64(selected) != 0 else { return }
                try body(Favorite(plant: try Plant(columns: columns), position: index, addedAt: try columns.text(Int32(Plant.columnCount))))
            }
        }
    }

    /// Whether the stored positions are 0, 1, 2, … in order — no gap, no tie — so that each
    /// favorite's position is its index (as Corolla keeps them; a list edited outside it may not be).
    ///
    /// - Complexity: O(n) for n favorites, through the position index; memory O(1).
    func positionsArePacked() throws -> Bool {
        var expected: Int64 = 0
        var packed = true
        try database.cachedStatement("SELECT position FROM favorites ORDER BY position, plant_id").forEachRow { columns in
            if try columns.int64(0) != expected { packed = false }
            expected += 1
        }
        return packed
    }
}
