import CorollaModel

/// How an import file writes its dates besides ISO 8601 (`YYYY-MM-DD`, always read): the patterns
/// spreadsheets write (`--date-format`).
public enum ImportDateFormat: String, CaseIterable, Hashable, Sendable {
    /// `12/31/2026` (United States).
    case monthDayYear = "%m/%d/%Y"
    /// `31.12.2026` (Germany, Switzerland, Russia, …).
    case dayMonthYearDotted = "%d.%m.%Y"
    /// `31/12/2026` (United Kingdom, France, Spain, …).
    case dayMonthYear = "%d/%m/%Y"
    /// `2026/12/31` (Japan, China, …).
    case yearMonthDay = "%Y/%m/%d"

    /// The day `text` writes: ISO 8601, or in `format`; without a format, in the one pattern that
    /// reads it (a dotted date is day first; `a/b/YYYY` with a or b over 12, or a equal to b).
    ///
    /// - Throws: ``ImportDateProblem`` when `text` is no date, no day that exists, or (without
    ///   a format) could be either of two days.
    /// - Complexity: O(n) for n characters.
    public static func day(_ text: Substring, format: ImportDateFormat?) throws(ImportDateProblem) -> CalendarDate {
        try day(text, format: format, order: nil)
    }

    /// The day `text` writes, as ``day(_:format:)`` reads it; a date two patterns read as
    /// different days is read in `order` when given (the order the column's evidence showed).
    ///
    /// - Throws: as ``day(_:format:)``.
    public static func day(_ text: Substring, format: ImportDateFormat?, order: ImportDateFormat?) throws(ImportDateProblem) -> CalendarDate {
        if let date = CalendarDate(iso: String(text)) { return date }
        guard let (parts, separator) = numbers(text) else { throw numbers(text, separator: "-") == nil ? .notADate : .noSuchDay }
        let candidates = format.map { [$0] } ?? allCases.filter { $0.separator == separator && $0.yearFirst == (parts[0] > 31) }
        let days = candidates.compactMap { $0.day(parts, separator: separator) }
        guard let first = days.first else {
            throw candidates.contains { $0.fields(parts, separator: separator) != nil } ? .noSuchDay : .notADate
        }
        guard days.allSatisfy({ $0 == first }) else {
            if let order, let day = order.day(parts, separator: separator) { return day }
            throw .ambiguous(days)
        }
        return first
    }

    /// The one pattern that reads `text` when its order is evidence for a column: a date with
    /// `/` and the year last that only day first (`25/11/2026`) or only month first (`11/25/2026`)
    /// reads; nil for any other text.
    ///
    /// - Complexity: O(n) for n characters.
    public static func order(of text: Substring) -> ImportDateFormat? {
        guard let (parts, separator) = numbers(text), separator == "/", parts[2] > 31 else { return nil }
        let readers = [monthDayYear, dayMonthYear].filter { $0.day(parts, separator: separator) != nil }
        return readers.count == 1 ? readers[0] : nil
    }

    /// Whether two patterns read `text` as different days (`03/04/2026`).
    public static func isAmbiguous(_ text: Substring) -> Bool {
        do throws(ImportDateProblem) {
            _ = try day(text, format: nil)
            return false
        } catch {
            if case .ambiguous = error { return true }
            return false
        }
    }

    /// How people say the order: `day first`, `month first`.
    public var order: String {
        switch self {
        case .monthDayYear: "month first"
        case .dayMonthYear, .dayMonthYearDotted: "day first"
        case .yearMonthDay: "year first"
        }
    }

    private var separator: Character { self == .dayMonthYearDotted ? "." : "/" }
    private var yearFirst: Bool { self == .yearMonthDay }

    /// Year, month and day of `parts` in this pattern, when they have its separator and shape
    /// (a four-digit year; a month from 1 to 12; a day from 1 to 31).
    private func fields(_ parts: [Int], separator: Character) -> (year: Int, month: Int, day: Int)? {
        guard separator == self.separator else { return nil }
        let (year, month, day): (Int, Int, Int)
        switch self {
        case .monthDayYear: (month, day, year) = (parts[0], parts[1], parts[2])
        case .dayMonthYear, .dayMonthYearDotted: (day, month, year) = (parts[0], parts[1], parts[2])
        case .yearMonthDay: (year, month, day) = (parts[0], parts[1], parts[2])
        }
        guard (1000...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        return (year, month, day)
    }

    private func day(_ parts: [Int], separator: Character) -> CalendarDate? {
        fields(parts, separator: separator).flatMap { CalendarDate(year: $0.year, month: $0.month, day: $0.day) }
    }

    /// Three numbers joined by one separator, `/` or `.` (1 to 4 digits each), and the separator.
    private static func numbers(_ text: Substring) -> ([Int], Character)? {
        // Most dates are YYYY-MM-DD: their bytes tell at once that no character is either separator.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ".") }),
              let separator = text.first(where: { $0 == "/" || $0 == "." })
        else { return nil }
        return numbers(text, separator: separator).map { ($0, separator) }
    }

    /// Three numbers joined by `separator` (1 to 4 digits each).
    private static func numbers(_ text: Substring, separator: Character) -> [Int]? {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        return parts.compactMap { Int($0) }
    }
}

/// Why a date of an import file was not read.
public enum ImportDateProblem: Error, Hashable, Sendable {
    /// Not written as a date at all.
    case notADate
    /// Written as a date, but no such day (`31/02/2026`).
    case noSuchDay
    /// Two patterns read it as different days (`03/04/2026`): 3 April or 4 March.
    case ambiguous([CalendarDate])

    /// `'03/04/2026' could be 2026-03-04 or 2026-04-03`; what is wrong without the value (one
    /// problem on many rows, ``ImportErrors``); and what to do.
    public func explained(_ shown: String, format: ImportDateFormat?) -> (reason: String, problem: String, hint: String?) {
        let formats = ImportDateFormat.allCases.map(\.rawValue).joined(separator: ", ")
        switch self {
        case .notADate:
            let written = format.map { "as YYYY-MM-DD or \($0.rawValue)" } ?? "as YYYY-MM-DD (or with --date-format: \(formats))"
            return ("must be a date \(written), got \(shown)", "must be a date \(written)", nil)
        case .noSuchDay:
            return ("must be a date that exists, got \(shown)", "must be a date that exists", nil)
        case .ambiguous(let days):
            // Only these two read a date two ways.
            let readers = [ImportDateFormat.monthDayYear, .dayMonthYear].map(\.rawValue)
            return (
                "\(shown) could be " + days.map(\.description).joined(separator: " or "), "could be either of two days",
                "add --date-format " + readers.joined(separator: " or ")
            )
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
