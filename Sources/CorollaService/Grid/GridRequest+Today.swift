import CorollaStore

extension GridRequest {
    /// Judges watering on today (the local date) and shows only the favorites of `kinds` (none:
    /// every kind) and, with `needingWater`, those that need water today: what
    /// `corolla grid --kind K --needs-water` shows.
    public mutating func showToday(kinds: [String], needingWater: Bool) {
        let today = CalendarDate.today
        date = today.midnightUTC
        filter = PlantFilter(kinds: kinds, needsWaterOn: needingWater ? today : nil)
    }
}
