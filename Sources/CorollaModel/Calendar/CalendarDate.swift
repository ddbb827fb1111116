/// A day of the Gregorian calendar, stored as ISO 8601 text: `2024-05-01`.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The date, or nil when it does not exist (2023-02-29) or the year is outside 0...9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (0...9999).contains(year), (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day) else {
            return nil
        }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// Parses `YYYY-MM-DD`; nil for any other shape or for a date that does not exist.
    ///
    /// - Complexity: O(1): ten UTF-8 bytes are looked at (reading thousands of plants parses one
    ///   date each, so this avoids splitting into strings and Unicode character properties).
    public init?(iso text: String) {
        var text = text
        guard let date = text.withUTF8({ CalendarDate(isoBytes: $0) }) else { return nil }
        self = date
    }

    /// Parses `YYYY-MM-DD` from its UTF-8 bytes, as ``init(iso:)``.
    public init?(isoBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
