import CorollaCards
import CorollaService
import CorollaStore
import XCTest

/// The plant and favorite operations the CLI uses, by id, key or name, and the grid's progress.
final class CatalogOperationTests: XCTestCase {
    /// Rule: a plant is found by id or by key; an all-digit key is found when no plant has that id.
    func testPlantReferences() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        let monstera = try service.addPlant(PlantDraft(name: "Monstera deliciosa", kind: "Aroid"))
        let digits = try service.addPlant(PlantDraft(key: "4242", name: "Numbered"))
        XCTAssertEqual(PlantReference("42"), .id(42))
        XCTAssertEqual(PlantReference("monstera-deliciosa"), .key("monstera-deliciosa"))
        XCTAssertEqual(PlantReference("-1"), .key("-1"))
        XCTAssertEqual(try service.plant(.id(monstera.id)), monstera)
        XCTAssertEqual(try service.plant(PlantReference("monstera-deliciosa")), monstera)
        XCTAssertEqual(try service.plant(PlantReference("4242")), digits)
        XCTAssertThrowsError(try service.plant(.key("fern"))) { XCTAssertEqual($0 as? ServiceError, .plantNotFound(.key("fern"))) }
    }

    /// Rule: a text that is no id and no key names the plant with that name (ignoring case, in any
    /// script) when no other plant has it; several list their keys; none suggests the nearest.
    func testPlantsByName() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        let aloe = try service.addPlant(PlantDraft(name: "Aloe Vera"))
        let lily = try service.addPlant(PlantDraft(name: "ÉTOILE"))
        try service.addPlant(PlantDraft(name: "Fern"))
        try service.addPlant(PlantDraft(key: "other-fern", name: "FERN"))
        XCTAssertEqual(try service.plant(.key("aloe vera")), aloe)
        XCTAssertEqual(try service.plant(.key("étoile")), lily)
        XCTAssertThrowsError(try service.plant(.key("fern "))) { XCTAssertEqual($0 as? ServiceError, .plantNotFound(.key("fern "), suggestions: [PlantSuggestion(key: "fern", name: "Fern"), PlantSuggestion(key: "other-fern", name: "FERN")])) }
        XCTAssertThrowsError(try service.plant(.key("Fern"))) { XCTAssertEqual($0 as? ServiceError, .ambiguousPlantName("Fern", keys: ["fern", "other-fern"])) }
        XCTAssertEqual(try service.plant(.key("fern")).name, "Fern", "a key comes before a name")
        XCTAssertEqual(try service.waterPlants([.key("ALOE VERA")], on: .today).map(\.id), [aloe.id])
    }

    /// Rule: several favorites are added in order at a place (or the end) and removed in one
    /// transaction; an unknown plant among them changes nothing.
    func testAddAndRemoveSeveralFavorites() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        let ids = try ["a", "b", "c", "d"].map { try service.addPlant(PlantDraft(key: $0, name: $0.uppercased())).id }
        XCTAssertEqual(try service.addFavorites([.key("a"), .key("d")]), [true, true])
        XCTAssertEqual(try service.addFavorites([.key("b"), .key("a"), .key("c")], at: 1), [true, false, true])
        XCTAssertEqual(try service.favorites().map(\.plant.key), ["a", "b", "c", "d"])
        XCTAssertThrowsError(try service.removeFavorites([.key("a"), .key("zz")]))
        XCTAssertThrowsError(try service.addFavorites([.key("zz")]))
        XCTAssertEqual(try service.favorites().map(\.plant.id), ids)
        XCTAssertEqual(try service.removeFavorites([.key("a"), .id(ids[2]), .key("a")]), [true, true, false])
        XCTAssertEqual(try service.favorites().map(\.plant.key), ["b", "d"])
    }

    /// Rule: edit, water and remove change exactly what they say, and an edit that changes
    /// nothing writes nothing (the revision stays).
    func testEditWaterRemove() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        let fern = try service.addPlant(PlantDraft(name: "Boston fern", kind: "Fern", waterEveryDays: 3))
        let edited = try service.editPlant(.key("boston-fern")) { $0.notes = "Likes the bathroom." }
        XCTAssertEqual(edited.notes, "Likes the bathroom.")
        XCTAssertEqual(edited.kind, "Fern")
        let revision = try service.revision()
        try service.editPlant(.id(fern.id)) { $0.notes = "Likes the bathroom." }
        XCTAssertEqual(try service.revision(), revision)
        let day = try XCTUnwrap(CalendarDate(year: 2026, month: 11, day: 30))
        XCTAssertEqual(try service.waterPlants([.id(fern.id)], on: day).first?.lastWatered, day)
        try service.addFavorite(.id(fern.id))
        XCTAssertEqual(try service.removePlant(.key("boston-fern")).id, fern.id)
        XCTAssertEqual(try service.plants(), [])
        XCTAssertEqual(try service.favorites(), [])
        XCTAssertThrowsError(try service.removePlant(.id(fern.id)))
    }

    /// Rule: favorites are added (at the end or a position), moved and removed by reference, in order.
    func testFavorites() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        for name in ["Aloe", "Basil", "Cactus"] { try service.addPlant(PlantDraft(name: name)) }
        XCTAssertTrue(try service.addFavorite(.key("aloe")))
        XCTAssertTrue(try service.addFavorite(.key("basil")))
        XCTAssertTrue(try service.addFavorite(.key("cactus"), at: 0))
        XCTAssertFalse(try service.addFavorite(.key("aloe")))
        try service.moveFavorite(.key("basil"), to: 0)
        XCTAssertEqual(try service.favorites().map(\.plant.key), ["basil", "cactus", "aloe"])
        XCTAssertTrue(try service.removeFavorite(.key("cactus")))
        XCTAssertFalse(try service.removeFavorite(.key("cactus")))
        XCTAssertEqual(try service.favorites().map(\.plant.key), ["basil", "aloe"])
        XCTAssertThrowsError(try service.moveFavorite(.key("cactus"), to: 0)) {
            XCTAssertEqual($0 as? ServiceError, .notAFavorite(plantID: 3))
        }
    }

    /// Rule: a cold grid reports its measuring progress, once per card to measure, up to their
    /// number; a warm one measures nothing and reports nothing.
    func testGridProgress() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 80, favorites: 80))
        let reports = Reports()
        let cold = try service.grid(for: Fixtures.request()) { done, total in reports.append(done, total) }
        let measured = cold.report.cardsMeasured
        XCTAssertEqual(reports.all, (1...measured).map { [$0, measured] })
        _ = try service.grid(for: Fixtures.request()) { done, total in reports.append(done, total) }
        XCTAssertEqual(reports.all.count, measured)
    }

    /// Rule: the renderer draws a grid result as it is (contents, headers, the render date).
    func testRenderingAGrid() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 12, favorites: 12))
        let grid = try service.grid(for: Fixtures.request(grouping: .kind))
        let rendered = try service.renderer(style: grid.style).png(grid.renderable, scale: 1)
        XCTAssertEqual(rendered.diagnostics, [])
        XCTAssertEqual(Array(rendered.data.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(grid.renderable.date, Fixtures.date)
    }
}

/// Progress reports recorded from any thread.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [[Int]] = []

    func append(_ done: Int, _ total: Int) { lock.withLock { recorded.append([done, total]) } }

    var all: [[Int]] { lock.withLock { recorded } }
}
