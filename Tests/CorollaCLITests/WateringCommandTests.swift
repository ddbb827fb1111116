import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// Watering through the built binary: `plants water` of several plants, `today`, the history in
/// `plants show` and `export --history`; `calendar` in CalendarCommandTests.swift.
final class WateringCommandTests: CatalogTestCase {
    private static let plants = """
        key,name,kind,notes,water_every_days,last_watered,favorite,position
        monstera,Monstera deliciosa,foliage,"Bright, indirect light; wipe the leaves monthly.",7,2026-11-20,true,0
        guibeizhu,龟背竹 🌿,Foliage,"喜温暖湿润，忌阳光直射。
        Back\\slash; and, commas",7,2026-11-25,true,1
        maidenhair,Adiantum raddianum,fern,Never let it dry out.,2,2026-11-28,true,2
        aloe,Aloe vera,succulent,,14,,false,
        snake,"Sansevieria trifasciata 'Laurentii' (mother-in-law's tongue, snake plant) and a much longer name still",succulent,,21,2026-11-01,true,
        """

    override func setUpWithError() throws {
        try super.setUpWithError()
        XCTAssertEqual(try importFile("plants.csv", Self.plants).status, 0)
    }

    /// Rule: `plants water` waters every plant named, in one transaction; one unknown key is exit
    /// 65 naming it, and nothing is watered (the catalog file's bytes are unchanged).
    func testWateringSeveralPlantsIsAllOrNothing() throws {
        let before = try digest()
        XCTAssertEqual(try fail(["plants", "water", "monstera", "nope", "aloe"], status: 65), "Error: nothing was watered: no plant has key or name nope\n")
        XCTAssertEqual(try digest(), before)
        XCTAssertEqual(
            try succeed(["plants", "water", "monstera", "aloe", "--on", "2026-11-30"]).stdout,
            "Watered Monstera deliciosa on 2026-11-30; next watering 2026-12-07\nWatered Aloe vera on 2026-11-30; next watering 2026-12-14\n")
        let watered = try json(try succeed(["plants", "list", "--json"])) as? [[String: Any]] ?? []
        XCTAssertEqual(watered.filter { $0["last_watered"] as? String == "2026-11-30" }.compactMap { $0["key"] as? String }.sorted(), ["aloe", "monstera"])
    }

    /// Rule: `today` and `plants list --needs-water` list what needs water on the day, most
    /// overdue first, with the days overdue; `--json` gives snake_case keys.
    func testTodayListsWhatNeedsWaterMostOverdueFirst() throws {
        let text = try succeed(["today", "--on", "2026-12-01"]).stdout
        let rows = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(rows.first?.hasPrefix("ID  KEY"), true, text)
        XCTAssertEqual(rows.dropFirst().map { $0.split(separator: " ").dropFirst().first ?? "" }, ["aloe", "snake", "monstera", "maidenhair"], text)
        guard rows.count == 5 else { return }
        XCTAssertTrue(rows[1].hasSuffix("never watered"), text)
        XCTAssertTrue(rows[2].hasSuffix("2026-11-22  9 days"), text)
        XCTAssertTrue(rows[3].hasSuffix("2026-11-27  4 days"), text)
        XCTAssertTrue(rows[4].hasSuffix("2026-11-30  1 day"), text)
        XCTAssertEqual(try succeed(["plants", "list", "--needs-water", "--on", "2026-12-01"]).stdout, text)

        let listed = try json(try succeed(["today", "--on", "2026-12-01", "--json"])) as? [[String: Any]] ?? []
        XCTAssertEqual(listed.map { $0["days_overdue"] as? Int }, [nil, 9, 4, 1])
        XCTAssertEqual(listed.map { $0["due"] as? String }, [nil, "2026-11-22", "2026-11-27", "2026-11-30"])
        XCTAssertTrue(listed.allSatisfy { $0.keys.allSatisfy { $0 == $0.lowercased() } }, "snake_case keys: \(listed)")
        XCTAssertEqual(try succeed(["today", "--on", "2026-11-02", "--kind", "fern"]).stdout, "Nothing needs water on 2026-11-02.\n")

        try succeed(["plants", "add", "Evil\u{1B}[2J", "--key", "evil\u{1B}]0;title\u{07}", "--kind", "fern\u{1B}[31m"])
        let shown = try succeed(["today", "--kind", "fern\u{1B}[31m"]).stdout
        XCTAssertFalse(shown.contains("\u{1B}") || shown.contains("\u{07}"), "terminal escapes are made visible: \(shown)")
        XCTAssertTrue(shown.contains("Evil"), shown)
    }

    /// Rule: a plain SQL update of `last_watered` from outside corolla adds a history row; `plants
    /// show` gives the latest waterings, who watered (`--as`, unknown for plain SQL) and their
    /// average interval; `export --history` writes every watering with who watered.
    func testTheHistoryIsShownAndExported() throws {
        try succeed(["plants", "water", "monstera", "--on", "2026-11-27", "--as", "Pixel 8"])
        let outsider = try Database(path: database)
        try outsider.execute("UPDATE plants SET last_watered = '2026-12-04' WHERE key = 'monstera'")
        let shown = try succeed(["plants", "show", "monstera"]).stdout
        XCTAssertTrue(shown.contains("waterings:    2026-12-04, 2026-11-27 by Pixel 8, 2026-11-20\n"), shown)
        XCTAssertTrue(shown.contains("average:      every 7 days\n"), shown)
        let object = try json(try succeed(["plants", "show", "monstera", "--json"])) as? [String: Any]
        XCTAssertEqual(object?["waterings"] as? [String], ["2026-12-04", "2026-11-27", "2026-11-20"])
        XCTAssertEqual((object?["watered_by"] as? [Any])?.map { $0 as? String }, [nil, "Pixel 8", nil])
        XCTAssertEqual(object?["watering_count"] as? Int, 3)
        XCTAssertEqual(object?["average_interval_days"] as? Double, 7)

        let history = try succeed(["export", "--history"]).stdout
        XCTAssertTrue(history.hasPrefix("key,name,watered_on,watered_by\r\n"), history)
        XCTAssertTrue(history.contains("monstera,Monstera deliciosa,2026-11-20,\r\nmonstera,Monstera deliciosa,2026-11-27,Pixel 8\r\nmonstera,Monstera deliciosa,2026-12-04,\r\n"), history)
        XCTAssertEqual(history.components(separatedBy: "\r\n").count - 2, 6, history)
        try succeed(["export", "--history", "-o", path("history.ndjson")])
        let lines = try String(contentsOfFile: path("history.ndjson"), encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 6)
        XCTAssertEqual(lines.first, #"{"key":"guibeizhu","name":"龟背竹 🌿","watered_on":"2026-11-25","watered_by":null}"#)
    }
}
