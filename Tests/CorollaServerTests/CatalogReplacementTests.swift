@testable import CorollaService
import CorollaServer
@testable import CorollaStore
import Foundation
import XCTest

/// `corolla serve` while its catalog file is replaced (`mv other.sqlite garden.sqlite`) or removed:
/// it notices (device and inode, on each request and each revision poll), writes nothing of the
/// old file into the new one, serves the new catalog and tells the page; with no file, it answers
/// 503 instead of creating one.
final class CatalogReplacementTests: ServerTestCase {
    /// How many cards the grid at 390 points shows.
    private func cards(_ client: HTTPClient) throws -> Int? {
        try client.get("/api/grid?width=390").json()["cards"] as? Int
    }

    /// Rule: `mv other over` while serving: the API and the event stream show the new catalog,
    /// writes reach it, and both files stay sound.
    func testAnotherCatalogMovedOverIsServed() throws {
        let path = try makeCatalog(plants: 5, favorites: 3)
        let other = try makeCatalog(plants: 9, favorites: 7)
        let (_, client) = try serve(path, configuration: Self.quickPolling)
        var reader = try client.openEvents()
        defer { close(reader.socket) }
        _ = try reader.read(until: "event: revision")
        XCTAssertEqual(try cards(client), 3)
        let water1 = try addressed("/api/plants/plant-1/water", in: path)
        XCTAssertEqual(try client.send("POST", water1, headers: try conditioned(writeHeaders(client), water1, in: path)).status, 200)
        XCTAssertFalse(
            ((try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0) > 0,
            "the server's write is in the file, not left in its log")

        XCTAssertEqual(rename(other, path), 0)
        _ = try reader.read(until: "event: revision")
        XCTAssertEqual(try cards(client), 7)
        let water8 = try addressed("/api/plants/plant-8/water", in: path)
        XCTAssertEqual(try client.send("POST", water8, headers: try conditioned(writeHeaders(client), water8, in: path)).status, 200)
        let service = try CatalogService(path: path)
        XCTAssertTrue(try service.machinery.checkHealth().isSound)
        XCTAssertEqual(try service.store.plants.count(), 9)
        XCTAssertEqual(try service.store.plants.plant(key: "plant-8")?.lastWatered, CalendarDate.today)
    }

    /// Rule: with the catalog file removed, requests get 503 naming the reason (no empty catalog is
    /// created); once a catalog is put back under the name, it is served.
    func testARemovedCatalogIsNotRecreated() throws {
        let path = try makeCatalog(plants: 4, favorites: 2)
        let other = try makeCatalog(plants: 6, favorites: 5)
        let (_, client) = try serve(path)
        XCTAssertEqual(try cards(client), 2)
        XCTAssertEqual(unlink(path), 0)
        let refused = try client.get("/api/grid?width=390")
        XCTAssertEqual(refused.status, 503)
        XCTAssertEqual(try refused.json()["error"] as? String, "the catalog file was removed; nothing is served until a catalog is back under its name")
        XCTAssertEqual(try client.get("/api/grid?width=390").status, 503)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "no catalog is created in its place")
        XCTAssertEqual(rename(other, path), 0)
        XCTAssertEqual(try cards(client), 5)
    }

    /// Rule: a backup of an older schema (8, before photos were stored) restored while serving:
    /// grid reads and the calendar answer 503 with Retry-After or succeed, never 500, and succeed
    /// once the server reopened and migrated the catalog.
    func testAnOlderBackupRestoredWhileServingIsMigrated() throws {
        let path = try makeCatalog(plants: 5, favorites: 3)
        let folder = (path as NSString).deletingLastPathComponent
        let older = folder + "/older.sqlite"
        do {
            let store = try CatalogStore(
                path: older, mode: .readWrite, configuration: Database.Configuration(), migrations: Migration.embedded.filter { $0.version <= 8 })
            _ = try store.database.fetchAll("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let (_, client) = try serve(path)
        XCTAssertEqual(try cards(client), 3)
        XCTAssertEqual(try client.get("/calendar.ics").status, 200)
        XCTAssertEqual(try CatalogService.Transfer.restore(catalog: path, from: older, keepingCurrentAs: folder + "/kept.sqlite"), 8)
        var statuses: [Int] = []
        for _ in 0..<3 {
            for target in ["/api/grid?width=390", "/calendar.ics", "/api/grid?width=390"] {
                let response = try client.get(target)
                statuses.append(response.status)
            }
        }
        XCTAssertFalse(statuses.contains { $0 >= 500 && $0 != 503 }, "\(statuses)")
        XCTAssertEqual(try client.get("/calendar.ics").status, 200)
        XCTAssertEqual(try cards(client), 0)
        XCTAssertEqual(try CatalogStore(path: path, mode: .readOnly).schemaVersion(), CatalogStore.latestSchemaVersion)
    }
}
