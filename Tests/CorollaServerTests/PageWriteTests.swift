import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// The page's writes act on the plant it shows: by id, at the revision it saw.
final class PageWriteTests: ServerTestCase {
    /// What the page shows: the revision and the (id, key) of each card.
    private func shown(_ client: HTTPClient) throws -> (revision: Int64, cards: [(id: Int64, key: String)]) {
        let token = try gridToken(client)
        let elements = try client.get("/api/grid/elements?token=\(token)&rect=0,0,390,20000").json()
        let revision = try XCTUnwrap(elements["revision"] as? Int64 ?? (elements["revision"] as? Int).map(Int64.init))
        let items = try XCTUnwrap(elements["elements"] as? [[String: Any]]).compactMap { item -> (Int64, String)? in
            guard let id = item["plant_id"] as? Int, let key = item["key"] as? String else { return nil }
            return (Int64(id), key)
        }
        return (revision, items)
    }

    /// Each plant's last watering and whether it is a favorite, by id.
    private func state(_ service: CatalogService) throws -> [Int64: String] {
        let favorites = Set(try service.favorites.list().map(\.plant.id))
        return Dictionary(uniqueKeysWithValues: try service.plants.list().map { ($0.id, "\($0.key) \(String(describing: $0.lastWatered)) \(favorites.contains($0.id))") })
    }

    /// Rule (property): random edits from elsewhere — keys swapped, plants renamed, removed and
    /// added again under an old key — interleaved with the page's writes at the revision it last
    /// saw never act on a plant other than the one shown: a write either changes only the plant
    /// whose id the page showed, the catalog unchanged since, or answers 409 with that plant as it
    /// is now and changes nothing.
    func testPageWritesNeverActOnAnotherPlant() throws {
        let path = try makeCatalog(plants: 8, favorites: 8)
        let (_, client) = try serve(path)
        let headers = try writeHeaders(client)
        let service = try CatalogService(path: path)
        var random = SplitMix64(seed: 25_02)
        var view = try shown(client)
        var (accepted, conflicts) = (0, 0)
        for step in 0..<60 {
            switch random.next() % 6 {
            case 0:
                view = try shown(client)
            case 1:
                // Two plants swap keys.
                let plants = try service.plants.list()
                guard plants.count >= 2 else { continue }
                let (a, b) = (plants[Int(random.next() % UInt64(plants.count))], plants[Int(random.next() % UInt64(plants.count))])
                guard a.id != b.id else { continue }
                _ = try service.plants.edit(.id(a.id)) { $0.key = "swap-\(step)" }
                _ = try service.plants.edit(.id(b.id)) { $0.key = a.key }
                _ = try service.plants.edit(.id(a.id)) { $0.key = b.key }
            case 2:
                // The newest plant is removed and another added under its key (SQLite may give it
                // the same id).
                guard let last = try service.plants.list().max(by: { $0.id < $1.id }) else { continue }
                _ = try service.plants.remove(.id(last.id))
                let added = try service.plants.add(PlantDraft(key: last.key, name: "Again \(step)", waterEveryDays: 3))
                _ = try service.favorites.add(.id(added.id))
            default:
                guard !view.cards.isEmpty else { continue }
                let card = view.cards[Int(random.next() % UInt64(view.cards.count))]
                let before = try state(service)
                let revisionBefore = try service.revision()
                let water = random.next() % 3 != 0
                let target = water ? "/api/plants/\(card.id)/water" : "/api/favorites/\(card.id)"
                let response = try client.send(water ? "POST" : "DELETE", target + "?revision=\(view.revision)", headers: headers)
                let after = try state(service)
                let changedIDs = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
                if revisionBefore == view.revision {
                    XCTAssertEqual(response.status, 200, "step \(step): \(response.text)")
                    XCTAssertTrue(changedIDs.isSubset(of: [card.id]), "step \(step): the write changed \(changedIDs), not only \(card.id)")
                    // The page takes the revision the write answers: its own change is the only one.
                    let revision = try XCTUnwrap(response.json()["revision"] as? Int)
                    XCTAssertEqual(Int64(revision), try service.revision())
                    view.revision = Int64(revision)
                    accepted += 1
                } else {
                    XCTAssertEqual(response.status, 409, "step \(step): \(response.text)")
                    XCTAssertTrue(changedIDs.isEmpty, "step \(step): a refused write changed \(changedIDs)")
                    let plant = try response.json()["plant"]
                    if let current = try? service.plants.plant(.id(card.id)), current.id == card.id {
                        XCTAssertEqual((plant as? [String: Any])?["key"] as? String, current.key, "step \(step)")
                    } else {
                        XCTAssertTrue(plant is NSNull, "step \(step): \(String(describing: plant))")
                    }
                    conflicts += 1
                    view = try shown(client)  // the page refreshes
                }
            }
        }
        XCTAssertGreaterThan(accepted, 3)
        XCTAssertGreaterThan(conflicts, 3)
    }
}
