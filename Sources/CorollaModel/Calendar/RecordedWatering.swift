/// One day of a plant's watering history with the moment it was recorded, as stored
/// (`recorded_at`: ISO 8601 in UTC with milliseconds): what putting a removed plant back restores.
public struct RecordedWatering: Hashable, Sendable {
    /// The day the plant was watered.
    public var day: CalendarDate
    /// When the watering was recorded.
    public var recordedAt: String
    /// Who recorded it (``WateringHistory/recentBy``); nil when unknown.
    public var by: String?

    public init(day: CalendarDate, recordedAt: String, by: String? = nil) {
        (self.day, self.recordedAt, self.by) = (day, recordedAt, by)
    }
}
