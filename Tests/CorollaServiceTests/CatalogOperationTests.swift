import CorollaCards
import CorollaService
import CorollaStore
import XCTest

/// The plant and favorite operations the CLI uses, by id, key or name, and the grid's progress.
final class CatalogOperationTests: XCTestCase {
    /// Rule: a plant is found by id or by key; an all-digit key is found when no plant has that id.
    func testPlantReferences() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        let monstera = try service.plants.add(PlantDraft(name: "Monstera deliciosa", kind: "Aroid"))
        let digits = try service.plants.add(PlantDraft(key: "4242", name: "Numbered"))
        XCTAssertEqual(PlantReference("42"), .id(42))
        XCTAssertEqual(PlantReference("monstera-deliciosa"), .key("monstera-deliciosa"))
        XCTAssertEqual(PlantReference("-1"), .key("-1"))
        XCTAssertEqual(try service.plants.plant(.id(monstera.id)), monstera)
        XCTAssertEqual(try service.plants.plant(PlantReference("monstera-deliciosa")), monstera)
        XCTAssertEqual(try service.plants.plant(PlantReference("4242")), digits)
        XCTAssertThrowsError(try service.plants.plant(.key("fern"))) { XCTAssertEqual($0 as? ServiceError, .plantNotFound(.key("fern"))) }
    }

    /// Rule: a text that is no id and no key names the plant with that name (ignoring case, in any
    /// script) when no other plant has it; several list their keys; none suggests the nearest.
    func testPlantsByName() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        let aloe = try service.plants.add(PlantDraft(name: "Aloe Vera"))
        let lily = try service.plants.add(PlantDraft(name: "ÉTOILE"))
        try service.plants.add(PlantDraft(name: "Fern"))
        try service.plants.add(PlantDraft(key: "other-fern", name: "FERN"))
        XCTAssertEqual(try service.plants.plant(.key("aloe vera")), aloe)
        XCTAssertEqual(try service.plants.plant(.key("étoile")), lily)
        XCTAssertThrowsError(try service.plants.plant(.key("fern "))) { XCTAssertEqual($0 as? ServiceError, .plantNotFound(.key("fern "), suggestions: [PlantSuggestion(key: "fern", name: "Fern"), PlantSuggestion(key: "other-fern", name: "FERN")])) }
        XCTAssertThrowsError(try service.plants.plant(.key("Fern"))) { XCTAssertEqual($0 as? ServiceError, .ambiguousPlantName("Fern", keys: ["fern", "other-fern"])) }
        XCTAssertEqual(try service.plants.plant(.key("fern")).name, "Fern", "a key comes before a name")
        XCTAssertEqual(try service.waterings.water([.key("ALOE VERA")], on: .today).map(\.id), [aloe.id])
    }

    /// Rule: several favorites are added in order at a place (or the end) and removed in one
    /// transaction; an unknown plant among them changes nothing.
    func testAddAndRemoveSeveralFavorites() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        let ids = try ["a", "b", "c", "d"].map { try service.plants.add(PlantDraft(key: $0, name: $0.uppercased())).id }
        XCTAssertEqual(try service.favorites.add(contentsOf: [.key("a"), .key("d")]), [true, true])
        XCTAssertEqual(try service.favorites.add(contentsOf: [.key("b"), .key("a"), .key("c")], at: 1), [true, false, true])
        XCTAssertEqual(try service.favorites.list().map(\.plant.key), ["a", "b", "c", "d"])
        XCTAssertThrowsError(try service.favorites.remove(contentsOf: [.key("a"), .key("zz")]))
        XCTAssertThrowsError(try service.favorites.add(contentsOf: [.key("zz")]))
        XCTAssertEqual(try service.favorites.list().map(\.plant.id), ids)
        XCTAssertEqual(try service.favorites.remove(contentsOf: [.key("a"), .id(ids[2]), .key("a")]), [true, true, false])
        XCTAssertEqual(try service.favorites.list().map(\.plant.key), ["b", "d"])
    }

    /// Rule: edit, water and remove change exactly what they say, and an edit that changes
    /// nothing writes nothing (the revision stays).
    func testEditWaterRemove() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        let fern = try service.plants.add(PlantDraft(name: "Boston fern", kind: "Fern", waterEveryDays: 3))
        let edited = try service.plants.edit(.key("boston-fern")) { $0.notes = "Likes the bathroom." }
        XCTAssertEqual(edited.notes, "Likes the bathroom.")
        XCTAssertEqual(edited.kind, "Fern")
        let revision = try service.revision()
        try service.plants.edit(.id(fern.id)) { $0.notes = "Likes the bathroom." }
        XCTAssertEqual(try service.revision(), revision)
        let day = try XCTUnwrap(CalendarDate(year: 2026, month: 11, day: 30))
        XCTAssertEqual(try service.waterings.water([.id(fern.id)], on: day).first?.lastWatered, day)
        try service.favorites.add(.id(fern.id))
        XCTAssertEqual(try service.plants.remove(.key("boston-fern")).id, fern.id)
        XCTAssertEqual(try service.plants.list(), [])
        XCTAssertEqual(try service.favorites.list(), [])
        XCTAssertThrowsError(try service.plants.remove(.id(fern.id)))
    }

    /// Rule: favorites are added (at the end or a position), moved and removed by reference, in order.
    func testFavorites() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        for name in ["Aloe", "Basil", "Cactus"] { try service.plants.add(PlantDraft(name: name)) }
        XCTAssertTrue(try service.favorites.add(.key("aloe")))
        XCTAssertTrue(try service.favorites.add(.key("basil")))
        XCTAssertTrue(try service.favorites.add(.key("cactus"), at: 0))
        XCTAssertFalse(try service.favorites.add(.key("aloe")))
        try service.favorites.move(.key("basil"), to: 0)
        XCTAssertEqual(try service.favorites.list().map(\.plant.key), ["basil", "cactus", "aloe"])
        XCTAssertTrue(try service.favorites.remove(.key("cactus")))
        XCTAssertFalse(try service.favorites.remove(.key("cactus")))
        XCTAssertEqual(try service.favorites.list().map(\.plant.key), ["basil", "aloe"])
        XCTAssertThrowsError(try service.favorites.move(.key("cactus"), to: 0)) {
            XCTAssertEqual($0 as? ServiceError, .notAFavorite(plantID: 3))
        }
    }

    /// Rule: a cold grid reports its measuring progress, once per card to measure, up to their
    /// number; a warm one measures nothing and reports nothing.
    func testGridProgress() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 80, favorites: 80))
        let reports = Reports()
        let cold = try service.grid.result(for: Fixtures.request()) { done, total in reports.append(done, total) }
        let measured = cold.report.cardsMeasured
        XCTAssertEqual(reports.all, (1...measured).map { [$0, measured] })
        _ = try service.grid.result(for: Fixtures.request()) { done, total in reports.append(done, total) }
        XCTAssertEqual(reports.all.count, measured)
    }

    /// Rule: the renderer draws a grid result as it is (contents, headers, the render date).
    func testRenderingAGrid() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 12, favorites: 12))
        let grid = try service.grid.result(for: Fixtures.request(grouping: .kind))
        let rendered = try service.grid.renderer(style: grid.style).png(grid.renderable, scale: 1)
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
