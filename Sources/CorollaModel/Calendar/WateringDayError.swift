/// A day no watering may be recorded on: before 1900-01-01, or after today (the machine's local
/// date). Every door checks it: `plants water`, `add` and `edit --watered`, imports, the server.
public struct WateringDayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first day a watering may be recorded on.
    public static let earliest = CalendarDate(year: 1900, month: 1, day: 1)!

    public var day: CalendarDate
    /// The day it was checked against.
    public var today: CalendarDate

    /// Throws unless `day` is from ``earliest`` to `today`.
    public static func check(_ day: CalendarDate, today: CalendarDate = .today) throws(WateringDayError) {
        guard day >= earliest, day <= today else { throw WateringDayError(day: day, today: today) }
    }

    /// `2026-12-05 is after today (2026-12-02)`, `0000-01-01 is before 1900-01-01`.
    public var reason: String {
        day < Self.earliest ? "\(day) is before \(Self.earliest)" : "\(day) is after today (\(today))"
    }

    public var description: String { "no watering can be recorded on \(day): \(reason)" }
}
