import Foundation

extension CalendarDate {
    /// Today in the local time zone.
    public static var today: CalendarDate {
        let now = Date()
        let local = now.timeIntervalSince1970 + Double(TimeZone.current.secondsFromGMT(for: now))
        return CalendarDate(daysSince1970: Int((local / 86_400).rounded(.down)))
    }
}
