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
        try forEach(filter, order: order, extraColumns: "") { plant, position, _ in try body(plant, position) }
    }

    /// ``forEach(_:order:_:)`` with each plant's watering days, oldest first: read by the same
    /// statement (each plant's days from the history's primary key, inside SQLite), so that an
    /// export of the history costs no statement per plant.
    ///
    /// - Throws: as ``forEach(_:order:_:)``; `StoreError.malformedValue` for a day that is not a date.
    /// - Complexity: O(n log n + w) for n plants and w recorded waterings; memory O(1) in n.
    public func forEachWithWaterings(_ filter: PlantFilter = PlantFilter(), order: PlantOrder = .name, _ body: (Plant, Int?, [CalendarDate]) throws -> Void) throws {
        try forEach(filter, order: order, extraColumns: ", " + Self.wateringDays) { plant, position, columns in
            let days = try columns.optionalText(Int32(Plant.columnCount + 1))?.split(separator: " ").map { text in
                guard let day = CalendarDate(iso: String(text)) else {
                    throw StoreError.malformedValue(table: "waterings", column: "watered_on", reason: "'\(text)' is not a date")
                }
                return day
            }
            try body(plant, position, days ?? [])
        }
    }

    /// A plant's watering days, oldest first, separated by spaces (NULL: none).
    private static let wateringDays = """
        (SELECT group_concat(watered_on, ' ') FROM (SELECT watered_on FROM waterings WHERE plant_id = plants.id ORDER BY watered_on))
        """

    /// The rows of ``forEach(_:order:_:)`` with `extraColumns` (`, …`) after the favorite index,
    /// read in place by `body`.
    private func forEach(
        _ filter: PlantFilter, order: PlantOrder, extraColumns: String, _ body: (Plant, Int?, borrowing Statement.Columns) throws -> Void
    ) throws {
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
                + " SELECT \(Plant.selection), \(packed ? Self.packedIndex : Self.rankedIndex)\(extraColumns) FROM plants\(whereSQL) "
                + "ORDER BY \(orderSQL)" + (paged ? " LIMIT ? OFFSET ?" : "")
            try database.cachedStatement(sql).forEachRow(arguments + orderArguments + page) { columns in
                try body(try Plant(columns: columns), try columns.optionalInt(Int32(Plant.columnCount)), columns)
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
