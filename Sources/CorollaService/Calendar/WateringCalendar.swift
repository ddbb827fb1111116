import CorollaStore

/// The watering schedule as an iCalendar file (RFC 5545): one recurring all-day event per plant
/// that has a watering interval of its own, `RRULE:FREQ=DAILY;INTERVAL=N` from its next watering
/// (its last watering plus N days, or the day asked about when it never was watered).
///
/// Each event's `UID` is made of the plant's id and creation time, which no edit changes, so a
/// calendar that imports the file again updates the events it has instead of adding new ones;
/// `DTSTAMP` and `LAST-MODIFIED` are the plant's last change (`updated_at`), so the file is the
/// same for the same catalog.
///
/// Every date it writes is one iCalendar readers represent, 0001-01-01 to 9999-12-31: a plant
/// whose next watering falls outside (a last watering or interval written by plain SQL) is left
/// out and listed in ``unwritable``, never moved to another day.
public struct WateringCalendar {
    /// The plants of the calendar: those with a watering interval and a next watering it can write.
    public let plants: [Plant]
    /// The plants with a watering interval whose next watering is outside 0001-01-01...9999-12-31.
    public let unwritable: [Plant]
    /// The day a plant that never was watered is first due.
    public let day: CalendarDate

    /// The days an iCalendar `DATE` holds for every reader (RFC 5545 allows year 0000, which
    /// Python's and other libraries' dates do not).
    static let writableDays = CalendarDate(year: 1, month: 1, day: 1)!.daysSince1970...CalendarDate(year: 9999, month: 12, day: 31)!.daysSince1970

    public init(plants: [Plant], day: CalendarDate) {
        let scheduled = plants.filter { $0.waterEveryDays != nil }
        let writable = { (plant: Plant) in Self.writableDays.contains(Self.firstDay(of: plant, or: day)) }
        self.plants = scheduled.filter(writable)
        unwritable = scheduled.filter { !writable($0) }
        self.day = day
    }

    /// The days since 1970 of the plant's first event, unclamped: its last watering plus its
    /// interval (`Int.max` past the integers), or `day` when it never was watered.
    private static func firstDay(of plant: Plant, or day: CalendarDate) -> Int {
        guard let last = plant.lastWatered else { return day.daysSince1970 }
        let (next, overflow) = last.daysSince1970.addingReportingOverflow(plant.wateringIntervalDays)
        return overflow ? .max : next
    }

    /// The `.ics` text: CRLF line ends, lines folded at 75 octets, UTF-8.
    ///
    /// - Complexity: O(b) for b bytes of the plants' names and notes.
    public var document: String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Corolla//Watering calendar//EN", "CALSCALE:GREGORIAN"]
        for plant in plants { lines += event(plant) }
        lines.append("END:VCALENDAR")
        return lines.map(ICalendarText.folded).joined()
    }

    /// The `VEVENT` lines of `plant`.
    private func event(_ plant: Plant) -> [String] {
        let interval = plant.waterEveryDays ?? plant.wateringIntervalDays
        let stamp = Self.timestamp(plant.updatedAt) ?? Self.basic(day) + "T000000Z"
        var lines = [
            "BEGIN:VEVENT",
            "UID:corolla-plant-\(plant.id)-\(Self.timestamp(plant.createdAt, keepingFraction: true) ?? "0")@corolla",
            "DTSTAMP:\(stamp)", "LAST-MODIFIED:\(stamp)",
            "DTSTART;VALUE=DATE:\(Self.basic(plant.nextWatering ?? day))",
            "RRULE:FREQ=DAILY;INTERVAL=\(interval)",
            "SUMMARY:" + ICalendarText.escaped("Water \(plant.name)"),
        ]
        if let notes = plant.notes, !notes.isEmpty { lines.append("DESCRIPTION:" + ICalendarText.escaped(notes)) }
        lines += ["TRANSP:TRANSPARENT", "END:VEVENT"]
        return lines
    }

    /// `20261201`: a `DATE` value.
    private static func basic(_ date: CalendarDate) -> String {
        date.description.filter { $0 != "-" }
    }

    /// `2026-12-01T16:47:16.123Z` as the UTC `DATE-TIME` `20261201T164716Z` (with
    /// `keepingFraction`, `20261201T164716123Z`, for a UID); nil for a text not of that shape.
    private static func timestamp(_ text: String, keepingFraction: Bool = false) -> String? {
        let digits = text.unicodeScalars.filter { ("0"..."9").contains($0) }.map(Character.init)
        guard text.hasSuffix("Z"), digits.count == 14 || digits.count == 17 else { return nil }
        let date = String(digits[0..<8]), time = String(digits[8..<14])
        return date + "T" + time + (keepingFraction ? String(digits[14...]) : "") + "Z"
    }
}
