@testable import CorollaService
import CorollaServer
import CorollaTestSupport
import Foundation
import XCTest

/// `GET /calendar.ics`: the watering calendar a phone subscribes to.
final class CalendarEndpointTests: ServerTestCase {
    /// Rule: `/calendar.ics` answers `text/calendar; charset=utf-8` with the very document
    /// `corolla calendar` writes for the same catalog and day (reminders at 09:00; `?remind=HH:MM`
    /// and `?remind=none` as `--remind` and `--no-remind`), read alike by two iCalendar readers,
    /// with an event today for exactly the plants that need water today; a bad `remind`, another
    /// argument or another method is refused naming it.
    func testTheCalendarIsTheCommandsCalendar() throws {
        let path = try makeCatalog(plants: 12, favorites: 3)
        let service = try CatalogService(path: path)
        try service.plants.add(PlantDraft(key: "no-interval", name: "No interval", lastWatered: CalendarDate(daysSinceToday: -7)))
        try service.plants.add(PlantDraft(key: "never", name: "Never watered"))
        let (_, client) = try serve(path)
        let today = CalendarDate.today.description
        for (query, options) in [("", []), ("?remind=07:15", ["--remind", "07:15"]), ("?remind=none", ["--no-remind"])] {
            let answer = try client.get("/calendar.ics" + query)
            XCTAssertEqual(answer.status, 200, answer.text)
            XCTAssertEqual(answer.headers["content-type"], "text/calendar; charset=utf-8")
            let written = try corolla(["calendar", "--db", path, "--on", today] + options)
            XCTAssertEqual(written.status, 0, written.errors)
            XCTAssertEqual(answer.text, written.output, query)
            let file = try makeTemporaryFolder().path("served.ics")
            try Data(answer.body).write(to: URL(fileURLWithPath: file))
            let calendar = try ParsedCalendar.read(file, on: today)
            XCTAssertEqual(calendar.name, WateringCalendar.name)
            XCTAssertEqual(calendar.events.count, 14)
            let alarms = calendar.events.flatMap(\.alarms).map(\.trigger)
            XCTAssertEqual(alarms, query.isEmpty ? Array(repeating: 9 * 3600, count: 14) : query == "?remind=none" ? [] : Array(repeating: 7 * 3600 + 15 * 60, count: 14))
            let due = Set(try service.waterings.due(on: .today).map { "Water " + $0.plant.name })
            XCTAssertEqual(Set(calendar.events.filter { calendar.occurring.contains($0.uid) }.map(\.summary)), due)
            XCTAssertTrue(due.isSuperset(of: ["Water No interval", "Water Never watered"]), "\(due)")
        }
        let refused = try client.get("/calendar.ics?remind=25:00")
        XCTAssertEqual(refused.status, 400)
        XCTAssertTrue(refused.text.contains("'remind'") && refused.text.contains("HH:MM"), refused.text)
        XCTAssertEqual(try client.get("/calendar.ics?on=2026-01-01").status, 400)
        XCTAssertEqual(try client.send("POST", "/calendar.ics").status, 405)
        XCTAssertEqual(try client.send("HEAD", "/calendar.ics").status, 200)
    }

    /// Rule: beyond the loopback address the calendar needs its subscription key (or a paired
    /// device), which the addresses the server gives carry; the key is the same after a restart
    /// and stops answering once replaced (`corolla calendar --new-url`).
    func testTheCalendarNeedsItsKeyOffLoopbackAcrossRestarts() throws {
        let path = try makeCatalog(plants: 3, favorites: 0)
        let configuration = ServerConfiguration(host: "0.0.0.0", port: 0)
        var (server, client) = try serve(path, configuration: configuration)
        let key = try CatalogService(path: path).devices.calendarKey()
        XCTAssertEqual(key.count, 32)
        let urls = try server.calendarURLs()
        XCTAssertFalse(urls.isEmpty)
        XCTAssertTrue(urls.allSatisfy { $0.hasSuffix(":\(server.port)/calendar.ics?key=\(key)") }, "\(urls)")
        XCTAssertEqual(try client.get("/calendar.ics").status, 403)
        XCTAssertEqual(try client.get("/calendar.ics?key=wrong").status, 403)
        XCTAssertEqual(try client.get("/api/grid?width=390&key=\(key)").status, 403, "the key opens the calendar only")
        let answer = try client.get("/calendar.ics?key=\(key)&remind=none")
        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertTrue(answer.text.hasPrefix("BEGIN:VCALENDAR\r\n"), answer.text)
        server.stop()
        (server, client) = try serve(path, configuration: configuration)
        XCTAssertEqual(try client.get("/calendar.ics?key=\(key)").status, 200, "the same address after a restart")
        let replaced = try CatalogService(path: path).devices.newCalendarKey()
        XCTAssertNotEqual(replaced, key)
        XCTAssertEqual(try client.get("/calendar.ics?key=\(key)").status, 403, "the old key stops at once")
        XCTAssertEqual(try client.get("/calendar.ics?key=\(replaced)").status, 200)
        let (_, local) = try serve(path)
        XCTAssertEqual(try local.get("/calendar.ics").status, 200, "no key on 127.0.0.1")
    }

    /// Rule: `corolla serve` prints the calendar's address next to the page's (`calendar_urls`
    /// with `--json`), and the address answers the calendar.
    func testServePrintsTheCalendarsAddress() throws {
        let path = try makeCatalog(plants: 2, favorites: 0)
        let server = try ServeProcess(database: path, arguments: ["--json"])
        defer { _ = server.stop() }
        let text = try server.read(until: "\n}\n")
        let printed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
        XCTAssertEqual(printed["urls"] as? [String], ["http://127.0.0.1:\(server.port)/"])
        XCTAssertEqual(printed["calendar_urls"] as? [String], ["http://127.0.0.1:\(server.port)/calendar.ics"], "no key on 127.0.0.1")
        let answer = try HTTPClient(port: server.port).get("/calendar.ics")
        XCTAssertEqual(answer.status, 200)
        XCTAssertTrue(answer.text.contains("X-WR-CALNAME:Corolla — watering\r\n"), answer.text)
    }
}
