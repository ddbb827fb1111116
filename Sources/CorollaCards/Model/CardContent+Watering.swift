import Foundation

extension CardContent {
    /// Whether the plant needs water on `date`: it never was watered, or
    /// `lastWatered + wateringIntervalDays × 24 h ≤ date`.
    ///
    /// Days are counted as 86 400 s, so the rule does not depend on a time zone.
    public func needsWater(on date: Date) -> Bool {
        guard let lastWatered else { return true }
        let due = lastWatered.addingTimeInterval(Double(wateringIntervalDays) * 86_400)
        return due <= date
    }
}
