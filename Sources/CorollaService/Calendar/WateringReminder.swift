/// When a watering event's reminder goes off: a time of the event's day, in the calendar's own
/// (local) time zone, written as a `VALARM` whose trigger is that long after the start of the
/// all-day event.
public struct WateringReminder: Hashable, Sendable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    /// The reminder at `hour`:`minute`; nil outside 00:00...23:59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        (self.hour, self.minute) = (hour, minute)
    }

    /// Reads `HH:MM` (`9:30` too); nil for any other text or a time that does not exist.
    public init?(text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// The reminder when none is asked for: 09:00.
    public static let standard = WateringReminder(hour: 9, minute: 0)!

    /// What ``init(text:)`` reads, for messages.
    public static let expectation = "a time HH:MM from 00:00 to 23:59"

    /// `09:00`.
    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    /// The `TRIGGER` value: the duration from the start of the day (`PT9H`, `PT9H30M`, `PT0S`).
    var trigger: String {
        if hour == 0 && minute == 0 { return "PT0S" }
        return "PT" + (hour > 0 ? "\(hour)H" : "") + (minute > 0 ? "\(minute)M" : "")
    }
}
