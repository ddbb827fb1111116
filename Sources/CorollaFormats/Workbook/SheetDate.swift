import CorollaModel

/// A spreadsheet's date serial (days since the workbook's epoch, the time of day as a fraction)
/// as a calendar day.
///
/// Excel's 1900 date system counts 1900-01-01 as day 1 and, as Lotus 1-2-3 did, has a
/// 1900-02-29 (day 60) that never was: days from 61 on are one more than the calendar's. The 1904
/// system (Excel for Mac before 2011, `<workbookPr date1904="1"/>`) counts 1904-01-01 as day 0.
enum SheetDate {
    /// 1899-12-31, the 1900 system's day 0, in days since 1970-01-01.
    private static let epoch1900 = -25_568
    /// 1904-01-01, the 1904 system's day 0, in days since 1970-01-01.
    private static let epoch1904 = -24_107
    /// Day 2,958,465: 9999-12-31 in the 1900 system, the last day a spreadsheet shows.
    private static let lastSerial = 2_958_465.0

    /// The day of `serial` in the 1900 system or, when `date1904`, the 1904 one.
    ///
    /// - Returns: the day, or why the serial is no day (a reason to show with the cell).
    static func day(serial: Double, date1904: Bool) -> Result<CalendarDate, SheetValueProblem> {
        guard serial.isFinite, serial >= (date1904 ? 0 : 1), serial < lastSerial + 1 else {
            return .failure(SheetValueProblem("the date serial \(SheetNumber.text(serial)) is before the workbook's first day or after 9999"))
        }
        let whole = Int(serial.rounded(.down))
        if date1904 { return .success(CalendarDate(daysSince1970: epoch1904 + whole)) }
        switch whole {
        case 60:
            return .failure(SheetValueProblem("1900-02-29 (date serial 60), a day that never was (Excel's 1900 leap-year bug)"))
        case ..<60: return .success(CalendarDate(daysSince1970: epoch1900 + whole))
        default: return .success(CalendarDate(daysSince1970: epoch1900 + whole - 1))
        }
    }
}

/// Why a cell's value cannot be read: an error the spreadsheet shows (`#N/A`), a date that is none.
struct SheetValueProblem: Error, Hashable, Sendable {
    var reason: String

    init(_ reason: String) { self.reason = reason }
}
