import CorollaModel
import Foundation

extension CardContent {
    /// Whether the plant needs water on `date`, by the one rule (``WateringDue``) on the UTC days
    /// of the last watering and `date`.
    public func needsWater(on date: Date) -> Bool {
        watering.needsWater(on: CalendarDate(utcDayOf: date))
    }
}
