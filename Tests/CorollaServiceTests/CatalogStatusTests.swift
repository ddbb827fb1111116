import CorollaLayout
@testable import CorollaService
import CorollaStore
import XCTest

/// `status()`, `checkHealth()` and `measuringEnvironment()`: what `corolla db` and `doctor` show.
final class CatalogStatusTests: XCTestCase {
    func testStatusCountsPlantsFavoritesAndCaches() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 12, favorites: 5))
        var status = try service.machinery.status()
        XCTAssertEqual(status.schemaVersion, status.latestSchemaVersion)
        XCTAssertEqual(status.plants, 12)
        XCTAssertEqual(status.favorites, 5)
        XCTAssertEqual(status.revision, try service.revision())
        XCTAssertEqual(status.caches?.layoutEntries, 0)
        XCTAssertGreaterThan(status.fileBytes, 0)
        _ = try service.grid.result(for: Fixtures.request())
        status = try service.machinery.status()
        XCTAssertEqual(status.caches?.layoutEntries, 1)
        XCTAssertEqual(status.caches?.cardSizeEntries, 5)
        XCTAssertTrue(try service.machinery.checkHealth().isSound)
    }

    /// Rule: with a cache table dropped, the status still shows the catalog, with the difference
    /// and without cache statistics; reading or clearing the caches says what repairs them, and
    /// the repair does.
    func testStatusWithACacheTableDropped() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 3, favorites: 2))
        try service.store.database.executeScript("DROP TABLE card_sizes")
        let status = try service.machinery.status()
        XCTAssertEqual([status.plants, status.favorites], [3, 2])
        XCTAssertEqual(status.revision, try service.revision())
        XCTAssertNil(status.caches)
        let missing: [MachineryDifference] = [
            .missing(type: "table", name: "card_sizes"), .missing(type: "index", name: "card_sizes_by_group"),
            .missing(type: "trigger", name: "card_sizes_inserted"), .missing(type: "trigger", name: "card_sizes_deleted"),
            .missing(type: "trigger", name: "card_sizes_updated"),
        ]
        XCTAssertEqual(status.machinery, missing)
        XCTAssertFalse(try service.machinery.checkHealth().isSound)
        let refusal = StoreError.machineryDiffers([.missing(type: "table", name: "card_sizes")])
        XCTAssertEqual(
            refusal.description,
            "the catalog's tables are not as this Corolla makes them; run 'corolla init' to repair: missing table card_sizes")
        for operation in [{ try service.caches.clear() }, { _ = try service.caches.stats() }] {
            XCTAssertThrowsError(try operation()) { XCTAssertEqual($0 as? ServiceError, .catalog(refusal.description)) }
        }
        XCTAssertEqual(try service.machinery.repair().remaining, [])
        XCTAssertEqual(try service.machinery.status().caches?.cardSizeEntries, 0)
        try service.caches.clear()
    }

    func testMeasuringEnvironmentNamesTheLibrariesAndFonts() throws {
        let environment = try CatalogService(store: .inMemory()).machinery.measuringEnvironment()
        XCTAssertTrue(environment.sqlite.hasPrefix("3."))
        XCTAssertEqual(environment.fontFamily, "Inter")
        XCTAssertNil(environment.fontSubstitution)
        XCTAssertEqual(environment.fonts.map(\.unknownGlyphs), [0, 0])
    }
}
