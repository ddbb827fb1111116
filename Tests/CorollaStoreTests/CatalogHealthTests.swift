import CorollaTestSupport
import XCTest

@testable import CorollaStore

/// Schema version, file size and SQLite's integrity and foreign-key checks, as `corolla db` shows them.
final class CatalogHealthTests: XCTestCase {
    func testAFreshCatalogIsSoundAtTheLatestSchema() throws {
        let folder = try makeTemporaryFolder()
        let store = try makeCatalog(in: folder)
        XCTAssertEqual(try store.schemaVersion(), CatalogStore.latestSchemaVersion)
        XCTAssertEqual(CatalogStore.latestSchemaVersion, Migration.embedded.last?.version)
        XCTAssertGreaterThan(try store.fileSize(), 0)
        XCTAssertEqual(try store.checkHealth(), CatalogHealth(integrityProblems: [], foreignKeyViolations: [], machinery: [], cacheRows: []))
        XCTAssertTrue(CatalogStore.sqliteVersion.hasPrefix("3."))
    }

    /// Rule: a favorite and a watering whose plant was deleted behind SQLite's back (foreign keys
    /// off) are reported with their table, row and parent.
    func testAForeignKeyViolationIsReported() throws {
        let folder = try makeTemporaryFolder()
        let store = try makeCatalog(in: folder)
        let plant = try store.plants.insert(.sample("Hoya"))
        _ = try store.favorites.add(plantID: plant.id)
        let outsider = try Database(path: folder.path("catalog.sqlite"))
        try outsider.execute("PRAGMA foreign_keys = OFF")
        try outsider.execute("DELETE FROM plants")
        let health = try store.checkHealth()
        XCTAssertFalse(health.isSound)
        XCTAssertEqual(health.foreignKeyViolations, ["waterings row 1 → plants", "favorites row \(plant.id) → plants"])
        XCTAssertEqual(health.integrityProblems, [])
    }

    func testAnEmptyDatabaseHasSchemaVersionZero() throws {
        let store = try CatalogStore(path: ":memory:", mode: .readWrite, configuration: Database.Configuration(), migrations: [])
        XCTAssertEqual(try store.schemaVersion(), 0)
    }
}
