import CorollaLayout
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
        let (_, service, editor, outside) = try catalog(plants: 90, favorites: 60)
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

    /// Rule (twin: the store's fresh `orderTag()`, and the tag of the ids read one by one): after
    /// each of 200 random changes — favorites added, removed and moved through another service, or
    /// with plain SQL on another connection (a position changed, a favorite deleted or inserted),
    /// plants' notes changed (the revision moves, the order does not), and grids computed (a first
    /// screen, a hit, a filtered grid, each of which may keep the tag of the ids it read) — the
    /// service's tag, asked twice, is the fresh one, and a kept tag is too; and a plant-level change
    /// leaves the tag as it was.
    func testKeptOrderTagsAreTheFreshTagsAfterAnyChange() throws {
        let (path, service, editor, outside) = try catalog(plants: 400, favorites: 300)
        var random = SplitMix64(seed: 0x7A6)
        let (screen, filtered) = try Self.tagGrids()
        let grids = [screen, screen.refined, filtered]
        for step in 0..<200 {
            let plant = Int64.random(in: 1...400, using: &random)
            let before = try service.store.favorites.orderTag()
            var movesOrder = true
            switch Int.random(in: 0..<8, using: &random) {
            case 0: _ = try editor.favorites.add(.id(plant), at: Int.random(in: 0...10, using: &random))
            case 1: _ = try editor.favorites.remove(.id(plant))
            case 2:
                let ids = try editor.store.favorites.orderedPlantIDs()
                if ids.contains(plant) { _ = try editor.favorites.move(.id(plant), to: Int.random(in: 0..<ids.count, using: &random)) }
            case 3: try outside.execute("UPDATE favorites SET position = -position - 1 WHERE plant_id = ?", [.integer(plant)])
            case 4: try outside.execute("DELETE FROM favorites WHERE plant_id = ?", [.integer(plant)])
            case 5:
                try outside.execute(
                    "INSERT OR IGNORE INTO favorites (plant_id, position) VALUES (?, (SELECT ifnull(max(position), 0) + 1 FROM favorites))", [.integer(plant)])
            case 6:
                try outside.execute("UPDATE plants SET notes = ? WHERE id = ?", [.text("step \(step)"), .integer(plant)])
                movesOrder = false
            default:
                _ = try CatalogService(path: path).grid.result(for: grids[Int.random(in: 0..<grids.count, using: &random)])
                movesOrder = false
            }
            let fresh = try service.store.favorites.orderTag()
            if !movesOrder { XCTAssertEqual(fresh, before, "step \(step): the order did not change") }
            XCTAssertEqual(FavoriteStore.orderTag(ofPlantIDs: try service.store.favorites.orderedPlantIDs()), fresh, "step \(step): the ids' tag")
            if let kept = try FavoriteCounts.shared.keptOrderTag(in: service.store) { XCTAssertEqual(kept, fresh, "kept before asking, step \(step)") }
            XCTAssertEqual(try service.favorites.orderTag(), fresh, "step \(step)")
            XCTAssertEqual(try service.favorites.orderTag(), fresh, "asked again, step \(step)")
            XCTAssertEqual(try FavoriteCounts.shared.keptOrderTag(in: service.store), fresh, "kept after asking, step \(step)")
        }
    }

    /// Rule: a grid that read every favorite's id keeps their order tag at its revision (no second
    /// read of them for `/api/grid`'s `favorites_order`): a cold first screen, and a hit of the whole
    /// grid; a filtered grid keeps none. The kept tag is the fresh one, and goes with the last
    /// service on the file.
    func testAGridKeepsTheOrderTagOfTheIdsItRead() throws {
        let path = try makeCatalogPath(plants: 400, favorites: 300)
        let (screen, filtered) = try Self.tagGrids()
        let whole = try GridParameters(width: 390).request()
        for (name, request) in [("first screen", screen), ("whole", whole), ("hit", whole), ("filtered", filtered)] {
            var service: CatalogService? = try CatalogService(path: path)
            let store = try XCTUnwrap(service).store
            XCTAssertNil(try FavoriteCounts.shared.keptOrderTag(in: store), "\(name): a new service on the file starts with none")
            let result = try XCTUnwrap(service).grid.result(for: request)
            if name == "hit" { XCTAssertEqual(result.report.outcome, .hit) }
            let kept = try FavoriteCounts.shared.keptOrderTag(in: store)
            XCTAssertEqual(kept, name == "filtered" ? nil : try store.favorites.orderTag(), name)
            service = nil
            XCTAssertNil(service)
        }
    }

    /// A catalog of `plants` plants, `favorites` of them favorites, at its path: a service that
    /// asks, another that edits, and a plain connection that writes from outside.
    private func catalog(plants: Int, favorites: Int) throws -> (path: String, service: CatalogService, editor: CatalogService, outside: Database) {
        let path = try makeCatalogPath(plants: plants, favorites: favorites)
        return (path, try CatalogService(path: path), try CatalogService(path: path), try Database(path: path))
    }

    /// The page's cold first screen of every favorite, and a grid of some of them (searched).
    private static func tagGrids() throws -> (screen: GridRequest, filtered: GridRequest) {
        var screen = GridParameters(width: 390)
        screen.firstScreen = Rect(x: 0, y: 0, width: 390, height: 844)
        screen.purpose = .page(storing: true)
        var filtered = GridParameters(width: 390)
        filtered.search = "plant 1"
        return (try screen.request(), try filtered.request())
    }
}
