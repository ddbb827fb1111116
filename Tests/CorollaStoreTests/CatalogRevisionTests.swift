import CorollaTestSupport
import XCTest

@testable import CorollaStore

/// The catalog revision: triggers bump it for every real change, whoever writes.
final class CatalogRevisionTests: XCTestCase {
    /// Rule: a plain-SQL UPDATE from another connection that changes a shown column bumps the
    /// revision once, the key included (the page addresses plants by key); a no-op update, or one
    /// of a column nothing shows (updated_at), does not.
    func testPlainSQLUpdatesFromAnotherConnection() throws {
        let folder = try makeTemporaryFolder()
        let store = try makeCatalog(in: folder)
        let plant = try store.plants.insert(.sample("Hoya"))
        let outsider = try Database(path: folder.path("catalog.sqlite"))
        let start = try store.revision()

        try outsider.execute("UPDATE plants SET name = name, notes = notes WHERE id = ?", [.integer(plant.id)])
        try outsider.execute("UPDATE plants SET updated_at = '2030-01-01T00:00:00.000Z'")
        XCTAssertEqual(try store.revision(), start)

        try outsider.execute("UPDATE plants SET key = 'hoya-carnosa' WHERE id = ?", [.integer(plant.id)])
        XCTAssertEqual(try store.revision(), start + 1)
        try outsider.execute("UPDATE plants SET notes = 'Lets it dry out.' WHERE id = ?", [.integer(plant.id)])
        XCTAssertEqual(try store.revision(), start + 2)
        try outsider.execute("UPDATE plants SET photo_aspect = NULL WHERE id = ?", [.integer(plant.id)])
        XCTAssertEqual(try store.revision(), start + 3)
    }

    /// Rule: inserts and deletes of plants and favorites, and favorite moves, bump the revision.
    func testInsertsDeletesAndMoves() throws {
        let store = try CatalogStore.inMemory()
        var revision = try store.revision()
        func assertBumped(_ step: String, file: StaticString = #filePath, line: UInt = #line) throws {
            let now = try store.revision()
            XCTAssertGreaterThan(now, revision, step, file: file, line: line)
            revision = now
        }
        let a = try store.plants.insert(PlantDraft(name: "A"))
        try assertBumped("insert plant")
        let b = try store.plants.insert(PlantDraft(name: "B"))
        try store.favorites.add(plantID: a.id)
        try assertBumped("add favorite")
        try store.favorites.add(plantID: b.id)
        try store.favorites.move(plantID: b.id, to: 0)
        try assertBumped("move favorite")
        try store.favorites.move(plantID: b.id, to: 0)
        XCTAssertEqual(try store.revision(), revision, "a move to where it is changes nothing")
        try store.favorites.remove(plantID: a.id)
        try assertBumped("remove favorite")
        try store.plants.delete(id: b.id)
        try assertBumped("delete plant")
    }

    /// Rule: a bulk write bumps the revision once when it changed something shown and not at all when
    /// it changed nothing (or only what no card shows); a failed one changes nothing; outside a bulk
    /// (after one, and from another connection meanwhile), every change bumps it as before.
    func testBulkWriteBumpsOnce() throws {
        struct Refusal: Error {}
        let folder = try makeTemporaryFolder()
        let store = try makeCatalog(in: folder)
        let outsider = try Database(path: folder.path("catalog.sqlite"))
        let start = try store.revision()

        let ids = try store.bulkWrite { store in
            try (1...20).map { number in
                let plant = try store.plants.insert(PlantDraft(name: "Plant \(number)"))
                try store.favorites.add(plantID: plant.id)
                return plant.id
            }
        }
        XCTAssertEqual(try store.revision(), start + 1)
        XCTAssertEqual(try store.database.fetchValue(Int.self, "SELECT bulk FROM catalog_revision"), 0)

        try store.bulkWrite { store in
            _ = try store.plants.upsert(contentsOf: (1...20).map { PlantDraft(name: "Plant \($0)") })
            try store.favorites.replace(with: ids)
            try store.database.execute("UPDATE plants SET updated_at = '2030-01-01T00:00:00.000Z'")
            // Nested: only the outermost bulk closes it.
            _ = try store.bulkWrite { try $0.plants.upsert(contentsOf: [PlantDraft(name: "Plant 1")]) }
        }
        XCTAssertEqual(try store.revision(), start + 1, "nothing shown changed")

        XCTAssertThrowsError(
            try store.bulkWrite { store in
                try store.plants.insert(PlantDraft(name: "Rolled back"))
                throw Refusal()
            })
        XCTAssertEqual(try store.revision(), start + 1)
        XCTAssertEqual(try store.plants.count(), 20)

        try store.bulkWrite { store in
            _ = try store.bulkWrite { try $0.plants.update(id: ids[0], with: PlantDraft(name: "Renamed")) }
            _ = try store.plants.upsert(contentsOf: [PlantDraft(name: "Plant 2")])
        }
        XCTAssertEqual(try store.revision(), start + 2, "a change in a nested bulk counts once")

        try outsider.execute("UPDATE plants SET notes = 'Outside' WHERE id = ?", [.integer(ids[1])])
        try outsider.execute("DELETE FROM favorites WHERE plant_id = ?", [.integer(ids[2])])
        XCTAssertEqual(try store.revision(), start + 4)
        try store.plants.insert(PlantDraft(name: "After"))
        XCTAssertEqual(try store.revision(), start + 5)
    }
}
