import CorollaStore

extension GridRequest {
    /// Judges watering on today (the local date) and shows only the favorites of `kinds` (none:
    /// every kind), with `needingWater` those that need water today, and with a `search` text those
    /// whose name, notes or kind contains it, ignoring case: what
    /// `corolla grid --kind K --needs-water --search TEXT` shows.
    public mutating func showToday(kinds: [String], needingWater: Bool, matching search: String? = nil) {
        let today = CalendarDate.today
        date = today.midnightUTC
        filter = GridParameters.filter(kinds: kinds, search: search, needsWater: needingWater, on: today)
    }
}
