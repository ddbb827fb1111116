import CorollaModel
import Foundation

extension CardContent {
    /// Whether the plant needs water on `date`, by the one rule (``WateringDue``) on the UTC days
    /// of `lastWatered` and `date` (the service gives both as midnights UTC of calendar days).
    public func needsWater(on date: Date) -> Bool {
        WateringDue(lastWatered: lastWatered.map(Self.day), waterEveryDays: wateringIntervalDays).needsWater(on: Self.day(date))
    }

    /// The UTC calendar day `date` falls on.
    private static func day(_ date: Date) -> CalendarDate {
        let days = (date.timeIntervalSince1970 / 86_400).rounded(.down)
        return CalendarDate(daysSince1970: days.isFinite ? Int(max(min(days, 1e15), -1e15)) : 0)
    }
}
