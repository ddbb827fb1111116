import CorollaStore

/// The watering schedule as an iCalendar file (RFC 5545), as ``WateringDue`` has it on a day:
/// one recurring all-day event per plant, `RRULE:FREQ=DAILY;INTERVAL=N` (N its interval, the
/// default one when it has none). A plant that needs water on the day (due, overdue or never
/// watered) has its event on the day itself; any other on the day it is due. So the plants with
/// an event on the day are the ones `today` lists for it.
///
/// Each event has a reminder (`VALARM`) at ``reminder`` on its day, unless there is none. The
/// calendar is named ``name`` (`X-WR-CALNAME`) and asks subscribers to fetch it again every hour.
///
/// Each event's `UID` is made of the plant's id and creation time, which no edit and no watering
/// changes, so a calendar that imports the file again, or reads it again as a subscription,
/// updates the events it has instead of adding new ones; `DTSTAMP` and `LAST-MODIFIED` are the
/// plant's last change (`updated_at`), so the file is the same for the same catalog and day.
///
/// Every date it writes is one iCalendar readers represent, 0001-01-01 to 9999-12-31: a plant
/// whose next watering falls outside (a last watering or interval written by plain SQL) is left
/// out and listed in ``unwritable``, never moved to another day.
public struct WateringCalendar {
    /// The plants of the calendar: those with a next watering it can write.
    public let plants: [Plant]
    /// The plants whose next watering is outside 0001-01-01...9999-12-31.
    public let unwritable: [Plant]
    /// The day the schedule is made on: what needs water then is on that day.
    public let day: CalendarDate
    /// When each event reminds; nil: no reminders.
    public let reminder: WateringReminder?

    /// The calendar's name, as a calendar app shows it.
    public static let name = "Corolla — watering"

    /// The days an iCalendar `DATE` holds for every reader (RFC 5545 allows year 0000, which
    /// Python's and other libraries' dates do not).
    static let writableDays = CalendarDate(year: 1, month: 1, day: 1)!.daysSince1970...CalendarDate(year: 9999, month: 12, day: 31)!.daysSince1970

    public init(plants: [Plant], day: CalendarDate, reminder: WateringReminder? = .standard) {
        let writable = { (plant: Plant) in Self.writableDays.contains(plant.wateringDue.scheduledDaysSince1970(from: day)) }
        self.plants = plants.filter(writable)
        unwritable = plants.filter { !writable($0) }
        self.day = day
        self.reminder = reminder
    }

    /// The `.ics` text: CRLF line ends, lines folded at 75 octets, UTF-8.
    ///
    /// - Complexity: O(b) for b bytes of the plants' names and notes.
    public var document: String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Corolla//Watering calendar//EN", "CALSCALE:GREGORIAN",
            "X-WR-CALNAME:" + ICalendarText.escaped(Self.name), "REFRESH-INTERVAL;VALUE=DURATION:PT1H", "X-PUBLISHED-TTL:PT1H",
        ]
        for plant in plants { lines += event(plant) }
        lines.append("END:VCALENDAR")
        return lines.map(ICalendarText.folded).joined()
    }

    /// The `VEVENT` lines of `plant`.
    private func event(_ plant: Plant) -> [String] {
        let rule = plant.wateringDue
        let stamp = Self.timestamp(plant.updatedAt) ?? Self.basic(day) + "T000000Z"
        let summary = ICalendarText.escaped("Water \(plant.name)")
        var lines = [
            "BEGIN:VEVENT",
            "UID:corolla-plant-\(plant.id)-\(Self.timestamp(plant.createdAt, keepingFraction: true) ?? "0")@corolla",
            "DTSTAMP:\(stamp)", "LAST-MODIFIED:\(stamp)",
            "DTSTART;VALUE=DATE:\(Self.basic(CalendarDate(daysSince1970: rule.scheduledDaysSince1970(from: day))))",
            "RRULE:FREQ=DAILY;INTERVAL=\(rule.intervalDays)",
            "SUMMARY:" + summary,
        ]
        if let notes = plant.notes, !notes.isEmpty { lines.append("DESCRIPTION:" + ICalendarText.escaped(notes)) }
        lines.append("TRANSP:TRANSPARENT")
        if let reminder {
            lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + summary, "TRIGGER:\(reminder.trigger)", "END:VALARM"]
        }
        lines.append("END:VEVENT")
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
