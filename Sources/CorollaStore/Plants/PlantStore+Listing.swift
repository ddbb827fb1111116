extension PlantStore {
    /// Calls `body` with each plant `filter` selects, in ``list(_:)``'s order, and its favorite
    /// index (nil: not a favorite): one statement whose rows are read in place as they come, so
    /// that memory does not grow with the number of plants. The same snapshot for every row (one
    /// read transaction).
    ///
    /// - Throws: `RowDecodingError` or `StoreError.malformedValue` for a value Corolla would not
    ///   write, at the row that holds it (after `body` has seen the rows before it); what `body` throws.
    /// - Complexity: O(n log n) for n plants (the sort by name); O(1) memory besides SQLite's sorter,
    ///   which spills to temporary files.
    public func forEach(_ filter: PlantFilter = PlantFilter(), _ body: (Plant, Int?) throws -> Void) throws {
        let (whereSQL, arguments) = filter.whereClause
        let page: [DatabaseValue] = [.integer(filter.limit.map(Int64.init) ?? -1), .integer(Int64(filter.offset))]
        // The favorite indexes are numbered once (the CTE is materialized, with an automatic index on
        // plant_id); a join would let the planner scan plants through an index it does not need.
        let sql = """
            WITH ranked AS MATERIALIZED (
                SELECT plant_id, row_number() OVER (ORDER BY position, plant_id) - 1 AS favorite_index FROM favorites)
            SELECT \(Plant.selection), (SELECT favorite_index FROM ranked WHERE ranked.plant_id = plants.id) FROM plants\(whereSQL)
            ORDER BY corolla_lower(name), id LIMIT ? OFFSET ?
            """
        try database.read { database in
            let statement = try database.cachedStatement(sql)
            try statement.forEachRow(arguments + page) { columns in
                try body(try Plant(columns: columns), try columns.optionalInt(Int32(Plant.columnCount)))
            }
        }
    }
}
