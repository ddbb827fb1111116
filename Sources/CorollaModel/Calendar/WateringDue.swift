/// The one rule of when a plant needs water, which every door asks: `today`, `plants list`
/// (`--needs-water` and the listing's `needs_water`), the grid's cards and the page, and the
/// watering calendar.
///
/// A plant is due on its last watering plus its interval — its own, or
/// ``Plant/defaultWateringIntervalDays`` when it has none — and needs water on that day and every
/// day after; a plant that never was watered needs water on every day. Days are calendar days
/// (``CalendarDate``), so the rule depends on no time of day and no time zone. The catalog's SQL
/// selection of what needs water (`PlantFilter.needsWaterOn`) is this rule's twin, held to it by
/// a property test.
public struct WateringDue: Hashable, Sendable {
    /// The plant's last watering; nil when it never was watered.
    public var lastWatered: CalendarDate?
    /// The days between waterings the rule counts: the plant's own, or the default.
    public var intervalDays: Int

    /// The rule for a plant last watered on `lastWatered` whose own interval is `waterEveryDays`
    /// (nil: ``Plant/defaultWateringIntervalDays``).
    public init(lastWatered: CalendarDate?, waterEveryDays: Int?) {
        self.lastWatered = lastWatered
        intervalDays = waterEveryDays ?? Plant.defaultWateringIntervalDays
    }

    /// The days since 1970 of the day it is due, not clamped to the dates a ``CalendarDate`` holds
    /// (`Int.max` past the integers: an interval written by plain SQL may be any positive
    /// integer); nil when it never was watered.
    public var dueDaysSince1970: Int? {
        lastWatered.map { last in
            let (day, overflow) = last.daysSince1970.addingReportingOverflow(intervalDays)
            return overflow ? .max : day
        }
    }

    /// The day it is due, at most 9999-12-31; nil when it never was watered.
    public var due: CalendarDate? {
        dueDaysSince1970.map(CalendarDate.init(daysSince1970:))
    }

    /// Whether it needs water on `day`: it never was watered, or it is due on `day` or before.
    public func needsWater(on day: CalendarDate) -> Bool {
        guard let due = dueDaysSince1970 else { return true }
        return due <= day.daysSince1970
    }

    /// The days from the day it was due (``due``) to `day` (0: due that day, negative: due later);
    /// nil when it never was watered.
    public func daysOverdue(on day: CalendarDate) -> Int? {
        due.map { day.daysSince1970 - $0.daysSince1970 }
    }

    /// The days since 1970 of the day a schedule made on `day` shows its next watering: `day` when
    /// it needs water then (due, overdue or never watered), else the day it is due (not clamped).
    public func scheduledDaysSince1970(from day: CalendarDate) -> Int {
        needsWater(on: day) ? day.daysSince1970 : dueDaysSince1970 ?? day.daysSince1970
    }
}

extension Plant {
    /// The watering rule of this plant (``WateringDue``).
    public var wateringDue: WateringDue {
        WateringDue(lastWatered: draft.lastWatered, waterEveryDays: draft.waterEveryDays)
    }

    /// The days between waterings: the plant's own, else ``Plant/defaultWateringIntervalDays``.
    public var wateringIntervalDays: Int { wateringDue.intervalDays }

    /// The day its next watering is due (``WateringDue/due``): at most 9999-12-31; nil when it
    /// never was watered.
    public var nextWatering: CalendarDate? { wateringDue.due }

    /// Whether the plant needs water on `day` (``WateringDue/needsWater(on:)``).
    public func needsWater(on day: CalendarDate) -> Bool {
        wateringDue.needsWater(on: day)
    }
}
