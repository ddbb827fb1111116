import Foundation

extension CalendarDate {
    /// The start of the day in UTC.
    public var midnightUTC: Date {
        Date(timeIntervalSince1970: Double(daysSince1970) * 86_400)
    }

    /// The UTC calendar day `date` falls on (a date beyond ±10¹⁵ days, or not finite, as the
    /// nearest of those bounds, or 1970-01-01).
    public init(utcDayOf date: Date) {
        let days = (date.timeIntervalSince1970 / 86_400).rounded(.down)
        self.init(daysSince1970: days.isFinite ? Int(max(min(days, 1e15), -1e15)) : 0)
    }
}
