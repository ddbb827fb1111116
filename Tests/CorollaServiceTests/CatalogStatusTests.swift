import CorollaLayout
import CorollaService
import CorollaStore
import XCTest

/// `status()`, `checkHealth()` and `measuringEnvironment()`: what `corolla db` and `doctor` show.
final class CatalogStatusTests: XCTestCase {
    func testStatusCountsPlantsFavoritesAndCaches() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 12, favorites: 5))
        var status = try service.status()
        XCTAssertEqual(status.schemaVersion, status.latestSchemaVersion)
        XCTAssertEqual(status.plants, 12)
        XCTAssertEqual(status.favorites, 5)
        XCTAssertEqual(status.revision, try service.revision())
        XCTAssertEqual(status.caches.layoutEntries, 0)
        XCTAssertGreaterThan(status.fileBytes, 0)
        _ = try service.grid(for: Fixtures.request())
        status = try service.status()
        XCTAssertEqual(status.caches.layoutEntries, 1)
        XCTAssertEqual(status.caches.cardSizeEntries, 5)
        XCTAssertTrue(try service.checkHealth().isSound)
    }

    func testMeasuringEnvironmentNamesTheLibrariesAndFonts() throws {
        let environment = try CatalogService(store: .inMemory()).measuringEnvironment()
        XCTAssertTrue(environment.sqlite.hasPrefix("3."))
        XCTAssertEqual(environment.fontFamily, "DejaVu Sans")
        XCTAssertNil(environment.fontSubstitution)
        XCTAssertEqual(environment.fonts.map(\.unknownGlyphs), [0, 0])
    }
}
