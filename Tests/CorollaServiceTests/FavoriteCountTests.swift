import CorollaModel
@testable import CorollaService
import CorollaStore
import CorollaTestSupport
import XCTest

/// The favorite counts a service keeps per catalog file, revision and filter (``FavoriteCounts``):
/// always the count SQLite gives now, whoever changed the catalog and however.
final class FavoriteCountTests: XCTestCase {
    private static let start = CalendarDate(year: 2026, month: 9, day: 1)!
    private static let days = [1, 9, 20, 40].map { CalendarDate(daysSince1970: start.daysSince1970 + $0) }
    private static let filters: [PlantFilter] =
        [PlantFilter()] + days.map { PlantFilter(needsWaterOn: $0) } + [PlantFilter(kinds: ["fern"], needsWaterOn: days[1]), PlantFilter(search: "plant 1")]

    /// Rule (twin: a fresh `COUNT` on the same connection): after each of 300 random changes — made
    /// through another service, or with plain SQL on another connection (plants' watering, interval
    /// and kind, favorites added and removed), and after a revision trigger is dropped from outside
    /// (the machinery no longer what the migrations make, so the revision stops moving with
    /// plants' edits) — every filter's count, asked twice, is the fresh count.
    func testKeptCountsAreTheFreshCountsAfterAnyChange() throws {
        let path = try makeCatalogPath(plants: 90, favorites: 60)
        let service = try CatalogService(path: path)
        let editor = try CatalogService(path: path)
        let outside = try Database(path: path)
        var random = SplitMix64(seed: 36)
        for step in 0..<300 {
            let plant = Int64.random(in: 1...90, using: &random)
            let day = Self.days.randomElement(using: &random)!
            switch Int.random(in: 0..<7, using: &random) {
            case 0: try outside.execute("UPDATE plants SET last_watered = ? WHERE id = ?", [day.databaseValue, .integer(plant)])
            case 1: try outside.execute("UPDATE plants SET water_every_days = ? WHERE id = ?", [.integer(Int64.random(in: 1...30, using: &random)), .integer(plant)])
            case 2: try outside.execute("UPDATE plants SET kind = ? WHERE id = ?", [.text(["Fern", "Herb", "Aroid"].randomElement(using: &random)!), .integer(plant)])
            case 3: try outside.execute("DELETE FROM favorites WHERE plant_id = ?", [.integer(plant)])
            case 4:
                try outside.execute(
                    "INSERT OR IGNORE INTO favorites (plant_id, position) VALUES (?, (SELECT ifnull(max(position), 0) + 1 FROM favorites))", [.integer(plant)])
            case 5: _ = try editor.waterings.water([.id(plant)], on: day)
            default:
                if step > 150 { try outside.execute("DROP TRIGGER IF EXISTS plants_updated") }
            }
            let revision = try service.revision()
            for filter in Self.filters {
                let fresh = try service.store.favorites.count(filter)
                if let kept = try service.favorites.keptCount(filter) {
                    XCTAssertEqual(kept, FavoriteCount(count: fresh, revision: revision), "kept before asking, step \(step), \(filter)")
                }
                XCTAssertEqual(try service.favorites.counted(filter), FavoriteCount(count: fresh, revision: revision), "step \(step), \(filter)")
                XCTAssertEqual(try service.favorites.count(filter), fresh, "asked again, step \(step), \(filter)")
                let keeps = try service.store.machineryDifferences().isEmpty
                XCTAssertEqual(
                    try service.favorites.keptCount(filter), keeps ? FavoriteCount(count: fresh, revision: revision) : nil,
                    "kept after asking, step \(step), \(filter)")
            }
        }
        XCTAssertFalse(try service.store.machineryDifferences().isEmpty, "the trigger was dropped")
    }

    /// Rule: a count is kept only once counted, only at the revision counted at, and never while
    /// the cache machinery differs: `keptCount` is nil before the first count, the fresh count
    /// after it, nil again after a change (with plain SQL, on another connection) until counted
    /// again, and nil once a revision trigger is dropped.
    func testAKeptCountIsNilUntilCountedAtTheRevision() throws {
        let path = try makeCatalogPath(plants: 40, favorites: 30)
        let service = try CatalogService(path: path)
        let outside = try Database(path: path)
        let filter = PlantFilter(needsWaterOn: Self.days[2])
        XCTAssertNil(try service.favorites.keptCount(filter))
        let counted = try service.favorites.counted(filter)
        XCTAssertEqual(counted, FavoriteCount(count: try service.store.favorites.count(filter), revision: try service.revision()))
        XCTAssertEqual(try service.favorites.keptCount(filter), counted)
        XCTAssertNil(try service.favorites.keptCount(PlantFilter(needsWaterOn: Self.days[3])), "another filter")
        try outside.execute("UPDATE plants SET last_watered = ? WHERE id <= 10", [Self.days[2].databaseValue])
        XCTAssertNil(try service.favorites.keptCount(filter), "the revision moved")
        let recounted = try service.favorites.counted(filter)
        XCTAssertEqual(recounted.count, try service.store.favorites.count(filter))
        XCTAssertGreaterThan(recounted.revision, counted.revision)
        XCTAssertEqual(try service.favorites.keptCount(filter), recounted)
        try outside.execute("DROP TRIGGER plants_updated")
        XCTAssertNil(try service.favorites.keptCount(filter), "the machinery differs")
        XCTAssertEqual(try service.favorites.counted(filter).count, try service.store.favorites.count(filter))
        XCTAssertNil(try service.favorites.keptCount(filter), "nothing kept while it differs")
    }

    /// Rule: two catalog files at the same revision keep their own counts.
    func testEachFileKeepsItsOwnCounts() throws {
        let small = try CatalogService(path: try makeCatalogPath(plants: 10, favorites: 4))
        let large = try CatalogService(path: try makeCatalogPath(plants: 10, favorites: 9))
        try small.store.database.execute("UPDATE catalog_revision SET revision = ? WHERE id = 1", [.integer(try large.revision())])
        XCTAssertEqual(try small.revision(), try large.revision())
        XCTAssertEqual(try small.favorites.count(PlantFilter()), 4)
        XCTAssertEqual(try large.favorites.count(PlantFilter()), 9)
        XCTAssertEqual(try small.favorites.count(PlantFilter()), 4)
    }

    /// Rule: a file's counts are kept while a service has it open and go with the last one (the
    /// file's device and inode may then be given to another file, at the same revision): a service
    /// opened later on the same file starts uncounted; one of two services letting go keeps them.
    func testCountsGoWithTheLastServiceOnTheFile() throws {
        let path = try makeCatalogPath(plants: 30, favorites: 20)
        let filter = PlantFilter(needsWaterOn: Self.days[1])
        var first: CatalogService? = try CatalogService(path: path)
        let counted = try XCTUnwrap(first).favorites.counted(filter)
        var second: CatalogService? = try CatalogService(path: path)
        XCTAssertEqual(try XCTUnwrap(second).favorites.keptCount(filter), counted, "shared while both are open")
        first = nil
        XCTAssertEqual(try XCTUnwrap(second).favorites.keptCount(filter), counted, "kept while one is open")
        second = nil
        XCTAssertNil(try CatalogService(path: path).favorites.keptCount(filter), "gone with the last service")
        XCTAssertNil(first ?? second)
    }
}
