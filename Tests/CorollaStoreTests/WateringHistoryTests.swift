import CorollaTestSupport
import XCTest

@testable import CorollaStore

/// The watering history (`Migrations/0008_watering_history.sql`): one row per plant and day,
/// kept by triggers for every writer and by `WateringStore.water(plantIDs:on:)`.
final class WateringHistoryTests: XCTestCase {
    private let day = { (day: Int) in CalendarDate(year: 2026, month: 11, day: day)! }

    private func days(_ database: Database, _ id: Int64) throws -> [String] {
        try database.fetchAll("SELECT watered_on FROM waterings WHERE plant_id = ? ORDER BY watered_on", [.integer(id)]).map { try $0.decode(at: 0) }
    }

    /// Rule: plain SQL from another connection is recorded: an insert with a last watering and
    /// an update that changes it each add that day; an update that leaves it, clears it or
    /// repeats a recorded day adds nothing.
    func testPlainSQLUpdatesOfTheLastWateringAreRecorded() throws {
        let folder = try makeTemporaryFolder()
        let store = try makeCatalog(in: folder)
        let outsider = try Database(path: folder.path("catalog.sqlite"))
        try outsider.execute("INSERT INTO plants (key, name, last_watered) VALUES ('hoya', 'Hoya', '2026-11-01')")
        try outsider.execute("INSERT INTO plants (key, name) VALUES ('fern', 'Fern')")
        let hoya = try XCTUnwrap(try store.plants.plant(key: "hoya")).id
        let fern = try XCTUnwrap(try store.plants.plant(key: "fern")).id
        XCTAssertEqual(try days(outsider, hoya), ["2026-11-01"])
        XCTAssertEqual(try days(outsider, fern), [])

        try outsider.execute("UPDATE plants SET last_watered = '2026-11-08' WHERE key = 'hoya'")
        try outsider.execute("UPDATE plants SET name = 'Hoya carnosa', last_watered = last_watered WHERE key = 'hoya'")
        try outsider.execute("UPDATE plants SET last_watered = NULL WHERE key = 'hoya'")
        try outsider.execute("UPDATE plants SET last_watered = '2026-11-08' WHERE key = 'hoya'")
        try outsider.execute("UPDATE plants SET last_watered = '2026-11-15'")
        XCTAssertEqual(try days(outsider, hoya), ["2026-11-01", "2026-11-08", "2026-11-15"])
        XCTAssertEqual(try days(outsider, fern), ["2026-11-15"])

        try outsider.execute("DELETE FROM plants WHERE key = 'hoya'")
        XCTAssertEqual(try days(outsider, hoya), [], "a plant's history goes with it")
    }

    /// Rule: watering several plants is one transaction: each gets the day in its history and as
    /// its last watering unless it was last watered later; the revision moves, no size stamp does.
    /// An id no plant has writes nothing at all.
    func testWateringSeveralPlants() throws {
        let store = try CatalogStore.inMemory()
        let early = try store.plants.insert(PlantDraft(name: "Early", lastWatered: day(1)))
        let late = try store.plants.insert(PlantDraft(name: "Late", lastWatered: day(20)))
        let never = try store.plants.insert(PlantDraft(name: "Never"))
        let stamps = try store.database.fetchAll("SELECT size_stamp FROM plants ORDER BY id").map { try $0.decode(Int64.self, at: 0) }
        let revision = try store.revision()

        let advanced = try store.waterings.water(plantIDs: [early.id, late.id, never.id], on: day(10))
        XCTAssertEqual(advanced, [early.id, never.id])
        XCTAssertEqual(try store.plants.list().map(\.lastWatered), [day(10), day(20), day(10)])
        XCTAssertEqual(try days(store.database, late.id), ["2026-11-10", "2026-11-20"], "an earlier day is recorded, the last stays")
        XCTAssertEqual(try days(store.database, early.id), ["2026-11-01", "2026-11-10"])
        XCTAssertGreaterThan(try store.revision(), revision)
        XCTAssertEqual(try store.database.fetchAll("SELECT size_stamp FROM plants ORDER BY id").map { try $0.decode(Int64.self, at: 0) }, stamps)

        let before = try store.database.fetchAll("SELECT * FROM waterings ORDER BY plant_id, watered_on").map(\.values)
        assertThrows(.plantNotFound(id: 999)) { try store.waterings.water(plantIDs: [early.id, 999], on: day(25)) }
        XCTAssertEqual(try store.database.fetchAll("SELECT * FROM waterings ORDER BY plant_id, watered_on").map(\.values), before)
        XCTAssertEqual(try store.plants.plant(id: early.id)?.lastWatered, day(10), "nothing watered")

        try store.waterings.water(plantIDs: [early.id, early.id], on: day(10))
        XCTAssertEqual(try days(store.database, early.id), ["2026-11-01", "2026-11-10"], "a day is recorded once")
    }

    /// Rule: a plant's history gives its count, first day, latest days newest first, and the
    /// average interval (the span over the intervals; none under two waterings).
    func testHistorySummary() throws {
        let store = try CatalogStore.inMemory()
        let plant = try store.plants.insert(PlantDraft(name: "Hoya"))
        XCTAssertEqual(try store.waterings.history(plantID: plant.id, recent: 3), WateringHistory(count: 0, first: nil, recent: []))
        XCTAssertNil(try store.waterings.history(plantID: plant.id, recent: 3).averageIntervalDays)
        for watered in [1, 8, 14, 22, 29] { try store.waterings.water(plantIDs: [plant.id], on: day(watered)) }
        let history = try store.waterings.history(plantID: plant.id, recent: 3)
        XCTAssertEqual(history, WateringHistory(count: 5, first: day(1), recent: [day(29), day(22), day(14)]))
        XCTAssertEqual(history.averageIntervalDays, 7)
        XCTAssertEqual(try store.waterings.all().map(\.day), [1, 8, 14, 22, 29].map(day))
    }

    /// Rule: migrating a catalog made before the history gives each plant with a last watering
    /// one row, that day; the migrated file passes the foreign key and machinery checks.
    func testTheMigrationRecordsEachLastWatering() throws {
        let folder = try makeTemporaryFolder()
        let old = try makeCatalog(in: folder, migrations: Array(Migration.embedded.prefix(7)))
        // Plain SQL: the store's statements are the latest schema's.
        try old.database.execute(
            "INSERT INTO plants (key, name, last_watered) VALUES ('a', 'A', ?), ('b', 'B', NULL)", [.text(day(3).description)])
        let store = try makeCatalog(in: folder)
        XCTAssertEqual(try store.waterings.all(), [WateringRecord(key: "a", name: "A", day: day(3))])
        XCTAssertEqual(try store.checkHealth(), CatalogHealth(integrityProblems: [], foreignKeyViolations: [], machinery: [], cacheRows: []))
    }
}
