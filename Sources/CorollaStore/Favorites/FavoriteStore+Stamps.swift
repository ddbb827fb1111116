extension FavoriteStore {
    /// Calls `body` with the plant, size stamp and kind of each favorite `filter` selects, in order:
    /// the grid's query when it reads what cards show later, for the cards it measures or draws
    /// only. Without `kinds`, every kind is nil and none is read (an ungrouped grid, a manifest).
    ///
    /// - Complexity: O(n) for n favorites, through the position index.
    public func forEachStamp(matching filter: PlantFilter = PlantFilter(), kinds: Bool = true, _ body: (FavoriteStamp) throws -> Void) throws {
        let (whereSQL, arguments) = filter.whereClause
        let sql = """
            SELECT plants.id, plants.size_stamp\(kinds ? ", plants.kind" : "") FROM favorites JOIN plants ON plants.id = favorites.plant_id\(whereSQL) \
            ORDER BY position, plant_id
            """
        try database.read { database in
            try database.cachedStatement(sql).forEachRow(arguments) { columns in
                try body(FavoriteStamp(plantID: columns.int64(0), sizeStamp: columns.int64(1), kind: kinds ? columns.optionalText(2) : nil))
            }
        }
    }
}
