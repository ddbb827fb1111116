/// The watering history: the days each plant was watered, one row a day (see
/// `Migrations/0008_watering_history.sql`). Triggers keep `plants.last_watered` the latest day of
/// it, for every writer (`Migrations/0010_plants_rebuild.sql`): recording or removing a day here
/// is all a watering takes.
///
/// Every method is one transaction.
public struct WateringStore {
    let database: Database

    private static let recordSQL = "INSERT OR IGNORE INTO waterings (plant_id, watered_on, watered_by) VALUES (?, ?, ?)"

    /// Whether the plant exists (a row), and whether `day` is after its last watering.
    private static let advancesSQL = "SELECT last_watered IS NULL OR last_watered < ?2 FROM plants WHERE id = ?1"

    /// Records that the plants `plantIDs` were watered on `day`, all or none: a history row each (a
    /// day already recorded stays one row), and `day` as the last watering of every plant last
    /// watered before it, or never. A plant last watered after `day` keeps its last watering. `by`
    /// is who recorded it (nil: unknown); a day already recorded keeps who recorded it first.
    ///
    /// - Returns: the ids of the plants whose last watering moved to `day`.
    /// - Throws: `StoreError.plantNotFound` for an id no plant has (nothing is written).
    /// - Complexity: O(k log n) for k ids among n plants.
    @discardableResult
    public func water(plantIDs: [Int64], on day: CalendarDate, by: String? = nil) throws -> Set<Int64> {
        try database.write { database in
            var advanced: Set<Int64> = []
            for id in plantIDs {
                guard let advances = try database.fetchValue(Int64.self, Self.advancesSQL, [.integer(id), day.databaseValue]) else {
                    throw StoreError.plantNotFound(id: id)
                }
                if advances == 1 { advanced.insert(id) }
                // The waterings_inserted trigger moves the last watering.
                try database.cachedStatement(Self.recordSQL).execute([.integer(id), day.databaseValue, by.map(DatabaseValue.text) ?? .null])
            }
            return advanced
        }
    }

    /// Removes the watering of `plantID` on `day`; its last watering becomes the latest day left.
    ///
    /// - Returns: whether that day was recorded.
    /// - Complexity: O(log w) for w recorded waterings.
    public func remove(plantID: Int64, on day: CalendarDate) throws -> Bool {
        try database.write { database in
            try database.execute("DELETE FROM waterings WHERE plant_id = ? AND watered_on = ?", [.integer(plantID), day.databaseValue])
            return database.changes > 0
        }
    }

    /// Removes the latest watering of `plantID`.
    ///
    /// - Returns: its day; nil when none is recorded.
    /// - Complexity: O(log w) for w recorded waterings.
    public func removeLatest(plantID: Int64) throws -> CalendarDate? {
        try database.write { database in
            let latest = try database.fetchValue(CalendarDate?.self, "SELECT max(watered_on) FROM waterings WHERE plant_id = ?", [.integer(plantID)]) ?? nil
            guard let latest else { return nil }
            _ = try remove(plantID: plantID, on: latest)
            return latest
        }
    }

    /// The watering history of one plant: how many days are recorded, the first, and the `recent`
    /// latest, newest first.
    ///
    /// - Complexity: O(log n + k) for k recorded days of the plant (the primary key orders them).
    public func history(plantID: Int64, recent: Int) throws -> WateringHistory {
        try database.read { database in
            let summary = try database.fetchOne(
                "SELECT count(*), min(watered_on) FROM waterings WHERE plant_id = ?", [.integer(plantID)]).orMissingRow("waterings")
            let latest = try database.fetchAll(
                "SELECT watered_on, watered_by FROM waterings WHERE plant_id = ? ORDER BY watered_on DESC LIMIT ?",
                [.integer(plantID), .integer(Int64(max(0, recent)))])
            return WateringHistory(
                count: try summary.decode(at: 0), first: try summary.decode(at: 1), recent: try latest.map { try $0.decode(at: 0) },
                recentBy: try latest.map { try $0.decode(String?.self, at: 1) })
        }
    }

    /// Every recorded watering with its plant's key and name, by key then day: what
    /// `export --history` writes.
    ///
    /// - Complexity: O(w log w) for w recorded waterings.
    public func all() throws -> [WateringRecord] {
        var records: [WateringRecord] = []
        try forEach { records.append($0) }
        return records
    }

    /// Calls `body` with each record ``all()`` gives, as the rows are read: one statement, so that
    /// memory does not grow with the history.
    ///
    /// - Throws: `RowDecodingError` for a value Corolla would not write, at the row that holds it;
    ///   what `body` throws.
    /// - Complexity: O(w log w) for w recorded waterings.
    public func forEach(_ body: (WateringRecord) throws -> Void) throws {
        let sql = """
            SELECT plants.key, plants.name, waterings.watered_on, waterings.watered_by FROM waterings JOIN plants ON plants.id = waterings.plant_id
            ORDER BY plants.key, waterings.watered_on
            """
        try database.read { database in
            try database.cachedStatement(sql).forEachRow { columns in
                try body(WateringRecord(key: try columns.text(0), name: try columns.text(1), day: try columns.date(2), by: try columns.optionalText(3)))
            }
        }
    }
}
