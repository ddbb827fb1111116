import CorollaService
import CorollaTestSupport
import Foundation
import XCTest

/// `corolla calendar` through the built binary (the catalog of ``WateringCommandTests``), each
/// file read by two iCalendar readers that share no code (``ParsedCalendar``).
extension WateringCommandTests {
    /// Rule: `calendar -o FILE` writes RFC 5545 that Python's icalendar and vobject read alike: the
    /// calendar's name; one daily-recurring event per plant (7 days without an interval of its
    /// own), on the day for each plant that needs water then (overdue ones too), else on its due
    /// day; a reminder at 09:00; the name and notes exactly (commas, semicolons, backslashes, line
    /// breaks, CJK, emoji); CRLF lines of at most 75 octets; the same UIDs after a watering.
    func testTheCalendarIsValidICalendar() throws {
        try succeed(["plants", "add", "Ficus", "-q"])
        let summary = try succeed(["calendar", "-o", path("plants.ics"), "--on", "2026-12-01"]).stdout
        XCTAssertEqual(summary, "Wrote 6 watering events to \(path("plants.ics"))\n")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path("plants.ics")))
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.hasSuffix("END:VCALENDAR\r\n"))
        for line in text.components(separatedBy: "\r\n").dropLast() {
            XCTAssertLessThanOrEqual(line.utf8.count, 75, line)
            XCTAssertFalse(line.contains("\n") || line.contains("\r"), line)
        }
        let calendar = try ParsedCalendar.read(path("plants.ics"), on: "2026-12-01")
        XCTAssertEqual(calendar.name, "Corolla — watering")
        let byName = Dictionary(calendar.events.map { ($0.summary, $0) }, uniquingKeysWith: { first, _ in first })
        let guibeizhu = try XCTUnwrap(byName["Water 龟背竹 🌿"], "\(byName.keys)")
        XCTAssertEqual(guibeizhu.description, "喜温暖湿润，忌阳光直射。\nBack\\slash; and, commas")
        XCTAssertEqual(guibeizhu.start, "2026-12-02")
        XCTAssertEqual(guibeizhu.freq, "DAILY")
        XCTAssertEqual(guibeizhu.interval, 7)
        XCTAssertEqual(guibeizhu.alarms, [ParsedCalendar.Alarm(action: "DISPLAY", trigger: 9 * 3600, description: "Water 龟背竹 🌿")])
        XCTAssertEqual(byName["Water Aloe vera"]?.start, "2026-12-01", "never watered: due on the day")
        XCTAssertEqual(byName["Water Monstera deliciosa"]?.start, "2026-12-01", "overdue since 2026-11-27: on the day, not in the past")
        XCTAssertEqual(byName["Water Ficus"]?.start, "2026-12-01")
        XCTAssertEqual(byName["Water Ficus"]?.interval, 7, "no interval of its own: the default")
        XCTAssertNotNil(byName["Water Sansevieria trifasciata 'Laurentii' (mother-in-law's tongue, snake plant) and a much longer name still"])
        XCTAssertEqual(byName["Water Monstera deliciosa"]?.description, "Bright, indirect light; wipe the leaves monthly.")

        try succeed(["plants", "water", "guibeizhu", "maidenhair"])
        try succeed(["calendar", "-o", path("again.ics")])
        XCTAssertEqual(Set(try ParsedCalendar.read(path("again.ics"), on: "2026-12-01").events.map(\.uid)), Set(calendar.events.map(\.uid)))
        XCTAssertEqual(try fail(["calendar", "-o", path("missing/plants.ics")], status: 64).split(separator: "\n").first,
                       "Error: The folder '\(path("missing"))' of '-o \(path("missing/plants.ics"))' does not exist.")
    }

    /// Rule: `--remind HH:MM` sets the reminders' time, `--no-remind` leaves them out; a time that
    /// does not exist, or both options, is a usage error (64).
    func testTheCalendarsReminders() throws {
        try succeed(["calendar", "--on", "2026-12-01", "--remind", "18:30", "-o", path("late.ics")])
        let late = try ParsedCalendar.read(path("late.ics"), on: "2026-12-01")
        XCTAssertEqual(Set(late.events.flatMap(\.alarms).map(\.trigger)), [18 * 3600 + 30 * 60])
        XCTAssertEqual(late.events.map(\.alarms.count), Array(repeating: 1, count: late.events.count))
        try succeed(["calendar", "--on", "2026-12-01", "--no-remind", "-o", path("quiet.ics")])
        XCTAssertEqual(try ParsedCalendar.read(path("quiet.ics"), on: "2026-12-01").events.flatMap(\.alarms), [])
        XCTAssertTrue(try fail(["calendar", "--remind", "24:00"], status: 64).contains("HH:MM"))
        XCTAssertTrue(try fail(["calendar", "--remind", "08:00", "--no-remind"], status: 64).contains("--no-remind"))
    }

    /// Rule (property, fixed seed): for random catalogs and days D, the plants with an event on D
    /// in `calendar --on D` (as both readers expand the recurrences) are the plants `today --on D`
    /// lists, the ones `plants list --needs-water --on D` lists, and the ones `plants list --on D
    /// --json` marks `needs_water`; each `due` there is the plant's last watering plus its
    /// interval (7 days without one).
    func testTheCalendarsDayIsWhatTodayLists() throws {
        var random = SplitMix64(seed: 2_712)
        let first = CalendarDate(year: 2026, month: 10, day: 1)!.daysSince1970
        for round in 0..<4 {
            let catalog = path("round\(round).sqlite")
            var rows = ["key,name,water_every_days,last_watered"]
            for index in 0..<Int.random(in: 1...12, using: &random) {
                let every = Bool.random(using: &random) ? "" : String(Int.random(in: 1...14, using: &random))
                let watered = Int.random(in: 0...3, using: &random) == 0 ? "" : CalendarDate(daysSince1970: first + Int.random(in: 0...60, using: &random)).description
                rows.append("p\(index),Plant \(index),\(every),\(watered)")
            }
            try Data(rows.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path("round\(round).csv")))
            try succeed(["--db", catalog, "import", "-q", path("round\(round).csv")])
            for _ in 0..<3 {
                let day = CalendarDate(daysSince1970: first + Int.random(in: 0...90, using: &random)).description
                let context = "round \(round), on \(day): \(rows)"
                let keys = { (arguments: [String]) in
                    Set((try self.json(try self.succeed(["--db", catalog] + arguments + ["--on", day, "--json"])) as? [[String: Any]] ?? [])
                        .compactMap { $0["key"] as? String })
                }
                let today = try keys(["today"])
                XCTAssertEqual(try keys(["plants", "list", "--needs-water"]), today, context)
                let listed = try json(try succeed(["--db", catalog, "plants", "list", "--on", day, "--json"])) as? [[String: Any]] ?? []
                XCTAssertEqual(Set(listed.filter { $0["needs_water"] as? Bool == true }.compactMap { $0["key"] as? String }), today, context)
                for plant in listed {
                    let due = (plant["last_watered"] as? String).flatMap(CalendarDate.init(iso:)).map {
                        CalendarDate(daysSince1970: $0.daysSince1970 + (plant["water_every_days"] as? Int ?? 7)).description
                    }
                    XCTAssertEqual(plant["due"] as? String, due, context)
                }
                try succeed(["--db", catalog, "calendar", "--on", day, "-o", path("round.ics"), "-q"])
                let calendar = try ParsedCalendar.read(path("round.ics"), on: day)
                let names = Dictionary(uniqueKeysWithValues: listed.compactMap { plant in
                    (plant["name"] as? String).flatMap { name in (plant["key"] as? String).map { ("Water " + name, $0) } }
                })
                let occurring = Set(calendar.events.filter { calendar.occurring.contains($0.uid) }.compactMap { names[$0.summary] })
                XCTAssertEqual(occurring, today, context)
                XCTAssertEqual(calendar.events.count, listed.count, context)
            }
        }
    }

    /// Rule: `plants list --on DAY --json` and `favorites list --on DAY --json` judge `needs_water`
    /// on DAY, and give the day each plant is due (null when never watered).
    func testTheJSONListingsJudgeTheDayAsked() throws {
        for arguments in [["plants", "list"], ["favorites", "list"]] {
            let early = try json(try succeed(arguments + ["--on", "2026-11-26", "--json"])) as? [[String: Any]] ?? []
            let late = try json(try succeed(arguments + ["--on", "2026-12-31", "--json"])) as? [[String: Any]] ?? []
            let needs = { (plants: [[String: Any]]) in plants.filter { $0["needs_water"] as? Bool == true }.compactMap { $0["key"] as? String }.sorted() }
            XCTAssertEqual(needs(early), arguments[0] == "plants" ? ["aloe", "snake"] : ["snake"], "\(arguments)")
            XCTAssertEqual(needs(late), late.compactMap { $0["key"] as? String }.sorted(), "\(arguments)")
            XCTAssertEqual(early.first { $0["key"] as? String == "monstera" }?["due"] as? String, "2026-11-27")
            XCTAssertTrue(early.contains { $0["key"] as? String == "aloe" } == (arguments[0] == "plants"))
            if let aloe = early.first(where: { $0["key"] as? String == "aloe" }) { XCTAssertTrue(aloe["due"] is NSNull) }
        }
    }
}
