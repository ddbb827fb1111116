extension CalendarDate {
    /// The days from 1970-01-01 to this date (negative before), by the proleptic Gregorian
    /// calendar (Howard Hinnant's `days_from_civil`): plain arithmetic, no calendar object.
    public var daysSince1970: Int {
        let year = month <= 2 ? self.year - 1 : self.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01 (Hinnant's `civil_from_days`), clamped to the years
    /// 0...9999 a `CalendarDate` holds.
    public init(daysSince1970 days: Int) {
        let low = -719_528, high = 2_932_896  // 0000-01-01 and 9999-12-31
        let shifted = min(max(days, low), high) + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        (year, self.month, self.day) = (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
