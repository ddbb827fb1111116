extension PlantStore {
    /// Calls `body` with each plant `filter` selects, in `order` (by default ``list(_:)``'s), and its
    /// favorite index (nil: not a favorite): one statement whose rows are read in place as they
    /// come, so that memory does not grow with the number of plants. The same snapshot for every
    /// row (one read transaction).
    ///
    /// - Throws: `RowDecodingError` or `StoreError.malformedValue` for a value Corolla would not
    ///   write, at the row that holds it (after `body` has seen the rows before it); what `body` throws.
    /// - Complexity: O(n log n) for n plants (the sort, which SQLite spills to temporary
    ///   files), memory O(1) in n; favorites whose positions are not 0, 1, 2, … (edited outside
    ///   Corolla) are numbered first, in a temporary table of O(f) for f favorites.
    public func forEach(_ filter: PlantFilter = PlantFilter(), order: PlantOrder = .name, _ body: (Plant, Int?) throws -> Void) throws {
        let (whereSQL, arguments) = filter.whereClause
        let (orderSQL, orderArguments) = order.orderBy
        // Without a page, no LIMIT: a bound LIMIT makes SQLite sort into a B-tree that keeps the
        // first rows, which spills to its temporary file page by page, instead of its merge sorter.
        let paged = filter.limit != nil || filter.offset != 0
        let page: [DatabaseValue] = paged ? [.integer(filter.limit.map(Int64.init) ?? -1), .integer(Int64(filter.offset))] : []
        try database.read { database in
            // Packed positions are the indexes: a lookup by plant id (the favorites' rowid) finds
            // each. Otherwise the favorites are numbered once, in a materialized table with an
            // automatic index on plant_id (a join would let the planner scan the plants through
            // an index it does not need).
            let packed = try FavoriteStore(database: database).positionsArePacked()
            let sql = (packed ? "" : Self.rankedFavorites)
                + " SELECT \(Plant.selection), \(packed ? Self.packedIndex : Self.rankedIndex) FROM plants\(whereSQL) "
                + "ORDER BY \(orderSQL)" + (paged ? " LIMIT ? OFFSET ?" : "")
            try database.cachedStatement(sql).forEachRow(arguments + orderArguments + page) { columns in
                try body(try Plant(columns: columns), try columns.optionalInt(Int32(Plant.columnCount)))
            }
        }
    }

    /// A favorite's index when the positions are packed: its position, found by plant id.
    private static let packedIndex = "(SELECT position FROM favorites WHERE plant_id = plants.id)"

    /// The favorites numbered by position then plant id: the indexes when positions are not packed.
    private static let rankedFavorites = """
        WITH ranked AS MATERIALIZED (
            SELECT plant_id, row_number() OVER (ORDER BY position, plant_id) - 1 AS favorite_index FROM favorites)
        """
    private static let rankedIndex = "(SELECT favorite_index FROM ranked WHERE ranked.plant_id = plants.id)"
}
