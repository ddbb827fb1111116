import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// The page's writes act on the plant it shows, by id, over the version of it the page saw: a write
/// conflicts only with a change to the same plant.
final class PageWriteTests: ServerTestCase {
    /// What one page shows: the (id, key, version) of each card.
    private func shown(_ client: HTTPClient) throws -> [(id: Int64, key: String, version: Int64)] {
        let token = try gridToken(client)
        let elements = try client.get("/api/grid/elements?token=\(token)&rect=0,0,390,20000").json()
        return try XCTUnwrap(elements["elements"] as? [[String: Any]]).compactMap { item in
            guard let id = item["plant_id"] as? Int, let key = item["key"] as? String, let version = item["version"] as? Int else { return nil }
            return (Int64(id), key, Int64(version))
        }
    }

    /// Each plant's last watering and whether it is a favorite, by id.
    private func state(_ service: CatalogService) throws -> [Int64: String] {
        let favorites = Set(try service.favorites.list().map(\.plant.id))
        return Dictionary(uniqueKeysWithValues: try service.plants.list().map { ($0.id, "\($0.key) \(String(describing: $0.lastWatered)) \(favorites.contains($0.id))") })
    }

    /// Rule (property): random interleavings of writes from three pages (each over the versions it
    /// last saw) and of edits from elsewhere — plain SQL, keys swapped, plants removed and added
    /// again under an old key — succeed exactly when the plant's version is the one the page saw:
    /// then only that plant changes, and the answer's version and ETag are its new one; otherwise
    /// 412 with the plant as it is now (404 once no plant has the id), and nothing changes. A
    /// write leaves every other plant's version as it was, so it never makes another page's write
    /// to another plant conflict.
    func testAWriteSucceedsExactlyWhenItsPlantsVersionMatches() throws {
        let path = try makeCatalog(plants: 10, favorites: 10)
        let (_, client) = try serve(path)
        let headers = try writeHeaders(client)
        let service = try CatalogService(path: path)
        var random = SplitMix64(seed: 35_05)
        var views = try (0..<3).map { _ in try shown(client) }
        var (accepted, conflicts) = (0, 0)
        for step in 0..<150 {
            switch random.next() % 8 {
            case 0:
                views[Int(random.next() % 3)] = try shown(client)
            case 1:
                // Plain SQL from outside: a watering of an earlier day, recorded by someone.
                let plants = try service.plants.list()
                let plant = plants[Int(random.next() % UInt64(plants.count))]
                let store = try CatalogStore(path: path)
                try store.database.execute(
                    "INSERT OR IGNORE INTO waterings (plant_id, watered_on, watered_by) VALUES (?, date('now', ?), 'sql')",
                    [.integer(plant.id), .text("-\(100 + step) days")])
            case 2:
                // Two plants swap keys.
                let plants = try service.plants.list()
                let (a, b) = (plants[Int(random.next() % UInt64(plants.count))], plants[Int(random.next() % UInt64(plants.count))])
                guard a.id != b.id else { continue }
                _ = try service.plants.edit(.id(a.id)) { $0.key = "swap-\(step)" }
                _ = try service.plants.edit(.id(b.id)) { $0.key = a.key }
                _ = try service.plants.edit(.id(a.id)) { $0.key = b.key }
            case 3:
                // The newest plant is removed and another added under its key (SQLite may give it
                // the same id).
                guard let last = try service.plants.list().max(by: { $0.id < $1.id }) else { continue }
                _ = try service.plants.remove(.id(last.id))
                let added = try service.plants.add(PlantDraft(key: last.key, name: "Again \(step)", waterEveryDays: 3))
                _ = try service.favorites.add(.id(added.id))
            default:
                let page = Int(random.next() % 3)
                guard !views[page].isEmpty else { continue }
                let card = views[page][Int(random.next() % UInt64(views[page].count))]
                let before = try state(service)
                let versionsBefore = try service.plants.versions(of: before.keys)
                let versionBefore = versionsBefore[card.id]
                let water = random.next() % 3 != 0
                let target = water ? "/api/plants/\(card.id)/water" : "/api/favorites/\(card.id)"
                let response = try client.send(
                    water ? "POST" : "DELETE", target, headers: headers.merging(["If-Match": "\"\(card.version)\""]) { $1 })
                let after = try state(service)
                let changedIDs = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
                if versionBefore == card.version {
                    XCTAssertEqual(response.status, 200, "step \(step): \(response.text)")
                    XCTAssertTrue(changedIDs.isSubset(of: [card.id]), "step \(step): the write changed \(changedIDs), not only \(card.id)")
                    let version = try XCTUnwrap(service.plants.version(of: card.id))
                    XCTAssertEqual(try response.json()["version"] as? Int, Int(version), "step \(step)")
                    XCTAssertEqual(response.headers["etag"], "\"\(version)\"", "step \(step)")
                    // The page takes the version the write answers; the other pages keep theirs.
                    views[page] = views[page].map { $0.id == card.id ? ($0.id, $0.key, version) : $0 }
                    let versionsAfter = try service.plants.versions(of: before.keys)
                    XCTAssertEqual(versionsAfter.filter { $0.key != card.id }, versionsBefore.filter { $0.key != card.id }, "step \(step)")
                    accepted += 1
                } else {
                    XCTAssertEqual(response.status, versionBefore == nil ? 404 : 412, "step \(step): \(response.text)")
                    XCTAssertTrue(changedIDs.isEmpty, "step \(step): a refused write changed \(changedIDs)")
                    if let current = try service.plants.plant(id: card.id) {
                        XCTAssertEqual((try response.json()["plant"] as? [String: Any])?["key"] as? String, current.key, "step \(step)")
                        XCTAssertEqual(response.headers["etag"], "\"\(try XCTUnwrap(service.plants.version(of: card.id)))\"", "step \(step)")
                    }
                    conflicts += 1
                    views[page] = try shown(client)  // the page shows the plants as they are now
                }
            }
        }
        XCTAssertGreaterThan(accepted, 20)
        XCTAssertGreaterThan(conflicts, 5)
    }
}
