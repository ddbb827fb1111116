/// What the history holds of one plant's waterings.
public struct WateringHistory: Hashable, Sendable {
    /// How many days are recorded.
    public var count: Int
    /// The earliest recorded day.
    public var first: CalendarDate?
    /// The latest recorded days, newest first.
    public var recent: [CalendarDate]
    /// Who recorded each of ``recent`` (a paired device's name, a command line's user), in the
    /// same order; nil where unknown.
    public var recentBy: [String?]

    public init(count: Int, first: CalendarDate?, recent: [CalendarDate], recentBy: [String?]? = nil) {
        (self.count, self.first, self.recent) = (count, first, recent)
        self.recentBy = recentBy ?? recent.map { _ in nil }
    }

    /// The mean number of days between consecutive waterings: the span from the first to the
    /// latest over the intervals between them; nil with fewer than two.
    public var averageIntervalDays: Double? {
        guard count > 1, let first, let latest = recent.first else { return nil }
        return Double(latest.daysSince1970 - first.daysSince1970) / Double(count - 1)
    }
}

/// One recorded watering, with its plant's key and name.
public struct WateringRecord: Hashable, Sendable {
    public var key: String
    public var name: String
    public var day: CalendarDate
    /// Who recorded it; nil when unknown.
    public var by: String?

    public init(key: String, name: String, day: CalendarDate, by: String? = nil) {
        (self.key, self.name, self.day, self.by) = (key, name, day, by)
    }
}
