import CorollaService

extension Router {
    /// The calendar's path, after `/`.
    static let calendarFile = "calendar.ics"

    /// The query value of `remind` that leaves the reminders out.
    static let noReminder = "none"

    /// `GET /calendar.ics[?remind=HH:MM|none]`: the live watering calendar as `corolla calendar`
    /// writes it for today (``CatalogService/Waterings/calendar(on:reminder:)``), for a calendar app
    /// to subscribe to; reminders at ``WateringReminder/standard`` unless `remind` says otherwise.
    /// Off loopback it needs a paired device or the calendar's subscription key in `key`
    /// (``checkAccess(_:)``), which a subscription keeps in its address: the key stays the same
    /// across restarts until `corolla calendar --new-url` replaces it.
    func calendar(_ request: HTTPRequest) throws -> HTTPResponse {
        try request.accept(["remind", "key"])
        let reminder: WateringReminder?
        switch try request.argument("remind") {
        case nil: reminder = .standard
        case Self.noReminder: reminder = nil
        case let text?:
            guard let read = WateringReminder(text: text) else {
                throw HTTPFailure(.usage, "the query argument 'remind' must be \(WateringReminder.expectation), or \(Self.noReminder)")
            }
            reminder = read
        }
        let document = try withService { try $0.waterings.calendar(on: .today, reminder: reminder).document }
        return HTTPResponse(
            contentType: "text/calendar; charset=utf-8", body: Array(document.utf8),
            headers: [("Cache-Control", "no-store"), ("Content-Disposition", "inline; filename=\"corolla-watering.ics\"")])
    }
}
