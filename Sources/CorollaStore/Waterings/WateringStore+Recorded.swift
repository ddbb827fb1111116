extension WateringStore {
    /// Whether the history holds `day` for the plant `plantID`.
    ///
    /// - Complexity: O(log n) for n recorded waterings.
    public func isRecorded(plantID: Int64, on day: CalendarDate) throws -> Bool {
        try database.read { database in
            try database.cachedStatement("SELECT 1 FROM waterings WHERE plant_id = ? AND watered_on = ?")
                .fetchOne([.integer(plantID), day.databaseValue]) != nil
        }
    }
}

extension WateringStore {
    /// Records `by` as who watered the plant `plantID` on `day` when that day is recorded without
    /// anyone; a day recorded with someone keeps them.
    ///
    /// - Complexity: O(log n) for n recorded waterings.
    public func fillWateredBy(_ by: String, plantID: Int64, on day: CalendarDate) throws {
        try database.write { database in
            try database.execute(
                "UPDATE waterings SET watered_by = ? WHERE plant_id = ? AND watered_on = ? AND watered_by IS NULL",
                [.text(by), .integer(plantID), day.databaseValue])
        }
    }

    /// Every watering of the plant `plantID` with the moment it was recorded, newest day first.
    ///
    /// - Complexity: O(log n + k) for k recorded days of the plant.
    public func recorded(plantID: Int64) throws -> [RecordedWatering] {
        try database.read { database in
            try database.fetchAll("SELECT watered_on, recorded_at, watered_by FROM waterings WHERE plant_id = ? ORDER BY watered_on DESC", [.integer(plantID)])
                .map { RecordedWatering(day: try $0.decode(at: 0), recordedAt: try $0.decode(at: 1), by: try $0.decode(String?.self, at: 2)) }
        }
    }

    /// Records `waterings` for the plant `plantID` with their own recording moments and who recorded them, all or none:
    /// a day already recorded (such as the one a reinserted plant's last watering records) takes
    /// the given moment. The plant's last watering moves as for ``water(plantIDs:on:)``.
    ///
    /// - Throws: a `DatabaseError` (a foreign key) when no plant has the id; nothing is written.
    /// - Complexity: O(k log n) for k waterings.
    public func record(_ waterings: [RecordedWatering], plantID: Int64) throws {
        let sql = """
            INSERT INTO waterings (plant_id, watered_on, recorded_at, watered_by) VALUES (?, ?, ?, ?)
            ON CONFLICT (plant_id, watered_on) DO UPDATE SET recorded_at = excluded.recorded_at, watered_by = excluded.watered_by
            """
        try database.write { database in
            for watering in waterings {
                try database.cachedStatement(sql).execute([
                    .integer(plantID), watering.day.databaseValue, .text(watering.recordedAt), watering.by.map(DatabaseValue.text) ?? .null,
                ])
            }
        }
    }
}
