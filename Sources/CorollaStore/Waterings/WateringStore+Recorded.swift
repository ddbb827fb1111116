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
