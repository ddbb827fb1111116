extension WateringStore {
    /// Every day the plant `plantID` was watered, oldest first: what an export writes of its history.
    ///
    /// - Complexity: O(log n + k) for k recorded days of the plant (the primary key orders them).
    public func days(plantID: Int64) throws -> [CalendarDate] {
        try database.read { database in
            var days: [CalendarDate] = []
            try database.cachedStatement("SELECT watered_on FROM waterings WHERE plant_id = ? ORDER BY watered_on").forEachRow([.integer(plantID)]) {
                days.append(try $0.date(0))
            }
            return days
        }
    }

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
