import XCTest

@testable import CorollaStore

/// The catalog revision: triggers bump it for every real change, whoever writes.
final class CatalogRevisionTests: XCTestCase {
    /// Rule: a plain-SQL UPDATE from another connection that changes a shown column bumps the
    /// revision; a no-op update, or one of a column no card shows (key, updated_at), does not.
    func testPlainSQLUpdatesFromAnotherConnection() throws {
        let folder = try makeTemporaryFolder()
        let store = try makeCatalog(in: folder)
        let plant = try store.plants.insert(.sample("Hoya"))
        let outsider = try Database(path: folder.path("catalog.sqlite"))
        let start = try store.revision()

        try outsider.execute("UPDATE plants SET name = name, notes = notes WHERE id = ?", [.integer(plant.id)])
        try outsider.execute("UPDATE plants SET key = 'hoya-carnosa', updated_at = '2030-01-01T00:00:00.000Z'")
        XCTAssertEqual(try store.revision(), start)

        try outsider.execute("UPDATE plants SET notes = 'Lets it dry out.' WHERE id = ?", [.integer(plant.id)])
        XCTAssertEqual(try store.revision(), start + 1)
        try outsider.execute("UPDATE plants SET photo_aspect = NULL WHERE id = ?", [.integer(plant.id)])
        XCTAssertEqual(try store.revision(), start + 2)
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
}
