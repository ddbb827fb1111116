import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// Correcting waterings (`plants unwater`, `plants water --undo`, `plants edit --watered`) and the
/// days a watering may be on, through the built binary (the catalog of ``WateringCommandTests``).
extension WateringCommandTests {
    /// What `plants show KEY --json` gives, and the history lines of `plants show KEY`.
    private func shown(_ key: String) throws -> (lastWatered: String?, text: String) {
        let object = try json(try succeed(["plants", "show", key, "--json"])) as? [String: Any]
        return (object?["last_watered"] as? String, try succeed(["plants", "show", key]).stdout)
    }

    /// Rule: `plants water KEY --undo` removes the latest watering and `plants unwater KEY DATE`
    /// any one; last_watered becomes the latest day left and `plants show`'s average interval
    /// follows. A day not recorded is exit 65 naming it; `--undo` with `--on` or two plants is exit
    /// 64; nothing changes on a refusal.
    func testWateringsCanBeRemoved() throws {
        for day in ["2026-11-22", "2026-11-23"] { try succeed(["plants", "water", "monstera", "--on", day, "--as", "Ada", "-q"]) }
        XCTAssertEqual(try shown("monstera").lastWatered, "2026-11-23")
        XCTAssertEqual(try succeed(["plants", "water", "monstera", "--undo"]).stdout,
                       "Removed the watering of Monstera deliciosa on 2026-11-23; last watered 2026-11-22\n")
        XCTAssertEqual(try shown("monstera").lastWatered, "2026-11-22")
        try succeed(["plants", "unwater", "monstera", "2026-11-20", "-q"])
        let after = try shown("monstera")
        XCTAssertEqual(after.lastWatered, "2026-11-22")
        XCTAssertTrue(after.text.contains("waterings:    2026-11-22 by Ada\n"), after.text)

        let before = try digest()
        XCTAssertEqual(try fail(["plants", "unwater", "monstera", "2026-11-21"], status: 65),
                       "Error: 'monstera' has no watering recorded on 2026-11-21\n")
        XCTAssertTrue(try fail(["plants", "water", "monstera", "--undo", "--on", "2026-11-21"], status: 64).contains("--undo"))
        XCTAssertTrue(try fail(["plants", "water", "monstera", "aloe", "--undo"], status: 64).contains("--undo"))
        XCTAssertEqual(try fail(["plants", "water", "aloe", "--undo"], status: 65), "Error: 'aloe' has no watering recorded\n")
        XCTAssertEqual(try digest(), before)

        try succeed(["plants", "water", "monstera", "--undo", "-q"])
        XCTAssertNil(try shown("monstera").lastWatered, "no watering left: never watered")
    }

    /// Rule: `plants edit --watered DAY` records a watering on DAY: a later day becomes the last
    /// watering, an earlier one joins the history and leaves it; the history and last_watered agree.
    func testEditingTheLastWateringRecordsAWatering() throws {
        let edited = try json(try succeed(["plants", "edit", "monstera", "--watered", "2026-11-10", "--json"])) as? [String: Any]
        XCTAssertEqual(edited?["last_watered"] as? String, "2026-11-20", "the plant as stored")
        let earlier = try shown("monstera")
        XCTAssertEqual(earlier.lastWatered, "2026-11-20")
        XCTAssertTrue(earlier.text.contains("waterings:    2026-11-20, 2026-11-10\n"), earlier.text)
        XCTAssertTrue(earlier.text.contains("average:      every 10 days\n"), earlier.text)
        try succeed(["plants", "edit", "monstera", "--watered", "2026-11-24", "-q"])
        XCTAssertEqual(try shown("monstera").lastWatered, "2026-11-24")
    }

    /// Rule: an import's last_watered is a watering the file knows of, as `plants edit --watered`
    /// takes it: a later day is recorded and becomes the last watering; an earlier one joins the
    /// history and leaves the last watering as it is; an empty one changes nothing.
    func testImportedLastWateringsOnlyMoveForward() throws {
        let monstera = try shown("monstera")
        let lastBefore = try shown("guibeizhu").lastWatered
        let stale = try importFile("stale.csv", "key,last_watered\nmonstera,\nguibeizhu,2026-11-02\n")
        XCTAssertEqual(stale.stdout, "Imported \(path("stale.csv")): 0 inserted, 0 updated, 2 unchanged; 0 favorited; 1 waterings added\n")
        XCTAssertEqual(try shown("monstera").text, monstera.text, "an empty last_watered changes nothing")
        let earlier = try shown("guibeizhu")
        XCTAssertEqual(earlier.lastWatered, lastBefore)
        XCTAssertTrue(earlier.text.contains("waterings:    2026-11-25, 2026-11-02\n"), earlier.text)
        try importFile("later.csv", "key,last_watered\nguibeizhu,2026-11-29\n")
        let guibeizhu = try shown("guibeizhu")
        XCTAssertEqual(guibeizhu.lastWatered, "2026-11-29")
        XCTAssertTrue(guibeizhu.text.contains("waterings:    2026-11-29, 2026-11-25, 2026-11-02\n"), guibeizhu.text)
    }

    /// Rule: a watering day after today (the machine's local date) or before 1900-01-01 is refused
    /// at every door — `plants water --on`, `plants add` and `edit --watered`, an import (naming
    /// the line and field) — exit 65 naming the day, and nothing changes.
    func testWateringDaysOutOfRangeAreRefused() throws {
        let tomorrow = CalendarDate(daysSince1970: CalendarDate.today.daysSince1970 + 1).description
        let before = try digest()
        XCTAssertEqual(try fail(["plants", "water", "monstera", "--on", tomorrow], status: 65),
                       "Error: no watering can be recorded on \(tomorrow): \(tomorrow) is after today (\(CalendarDate.today))\n")
        XCTAssertEqual(try fail(["plants", "water", "monstera", "--on", "1899-12-31"], status: 65),
                       "Error: no watering can be recorded on 1899-12-31: 1899-12-31 is before 1900-01-01\n")
        XCTAssertTrue(try fail(["plants", "add", "Ficus", "--watered", tomorrow], status: 65).contains(tomorrow))
        XCTAssertTrue(try fail(["plants", "edit", "aloe", "--watered", "0000-01-01"], status: 65).contains("0000-01-01 is before 1900-01-01"))
        let imported = try importFile("late.csv", "key,name,last_watered\nficus,Ficus,2026-01-01\npalm,Palm,0000-01-01\n")
        XCTAssertEqual(imported.status, 65)
        XCTAssertTrue(imported.stderr.contains("late.csv:3: last_watered: must be a day from 1900-01-01 to today: 0000-01-01 is before 1900-01-01"),
                      imported.stderr)
        XCTAssertEqual(try digest(), before)
        try succeed(["plants", "water", "monstera", "--on", "1900-01-01", "-q"])
    }

    /// Rule (property, fixed seed): whatever last watering and interval plain SQL stores, every
    /// calendar `corolla calendar --on DAY` writes is read by Python's icalendar and vobject alike,
    /// with an event for exactly the plants whose next watering is at most 9999-12-31, starting on
    /// DAY when it is due then or before, else on its due day (never a day moved to fit); each other
    /// plant is named in a warning.
    func testEveryCalendarWrittenIsReadable() throws {
        var random = SplitMix64(seed: 25_10)
        let store = try CatalogStore(path: database)
        let first = CalendarDate(year: 0, month: 1, day: 1)!.daysSince1970, last = CalendarDate(year: 9999, month: 12, day: 31)!.daysSince1970
        let intervals = [1, 7, 365, 36_500, 3_000_000, Int(Int64.max)]
        let today = CalendarDate(year: 2026, month: 12, day: 1)!
        for round in 0..<4 {
            try store.database.execute("DELETE FROM plants")
            var expected: [String: String] = [:]
            var unwritable = 0
            for index in 0..<12 {
                let lastWatered = [
                    first, last, last - 3, first + 400, Int.random(in: first...last, using: &random),
                ].randomElement(using: &random)!
                let interval = intervals.randomElement(using: &random)!
                let day = CalendarDate(daysSince1970: lastWatered)
                try store.database.execute(
                    "INSERT INTO plants (key, name, water_every_days, last_watered) VALUES (?, ?, ?, ?)",
                    [.text("p\(index)"), .text("P\(index)"), .integer(Int64(interval)), day.databaseValue])
                let (next, overflow) = lastWatered.addingReportingOverflow(interval)
                if !overflow, next <= last {
                    expected["Water P\(index)"] = CalendarDate(daysSince1970: max(next, today.daysSince1970)).description
                } else {
                    unwritable += 1
                }
            }
            let written = try corolla(["calendar", "-o", path("round.ics"), "--on", today.description])
            XCTAssertEqual(written.status, 0, written.stderr)
            XCTAssertEqual(written.stderr.components(separatedBy: "warning:").count - 1, unwritable, "round \(round)")
            let events = try ParsedCalendar.read(path("round.ics"), on: today.description).events
            let starts = Dictionary(events.map { ($0.summary, $0.start) }, uniquingKeysWith: { a, _ in a })
            XCTAssertEqual(starts, expected, "round \(round)")
        }
    }
}
