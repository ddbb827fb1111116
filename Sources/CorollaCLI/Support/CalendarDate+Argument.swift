import CorollaService
import Foundation

extension CalendarDate: ArgumentValue {
    /// `YYYY-MM-DD`, or `today` / `yesterday` (local dates).
    init?(argument: String) {
        switch argument {
        case "today": self = .today
        case "yesterday": self.init(daysSince1970: CalendarDate.today.daysSince1970 - 1)
        default: self.init(iso: argument)
        }
    }

    static var expectation: String { "a date YYYY-MM-DD that exists (or today, yesterday)" }
}
