import XCTest

@testable import CorollaStore

/// Favorites: a stable user-defined order, kept dense, joined with the plants.
final class FavoriteStoreTests: XCTestCase {
    private func makeStore(plants count: Int) throws -> (CatalogStore, [Int64]) {
        let store = try CatalogStore.inMemory()
        let ids = try (0..<count).map { try store.plants.insert(PlantDraft(name: "Plant \($0)")).id }
        return (store, ids)
    }

    /// Rule: add appends, or inserts at a (clamped) index; adding twice changes nothing.
    func testAdd() throws {
        let (store, ids) = try makeStore(plants: 4)
        try store.favorites.add(plantID: ids[0])
        try store.favorites.add(plantID: ids[1])
        try store.favorites.add(plantID: ids[2], at: 0)
        try store.favorites.add(plantID: ids[3], at: 99)
        XCTAssertFalse(try store.favorites.add(plantID: ids[0], at: 3))
        XCTAssertEqual(try store.favorites.orderedPlantIDs(), [ids[2], ids[0], ids[1], ids[3]])
        XCTAssertEqual(try store.favorites.list().map(\.position), [0, 1, 2, 3])
        XCTAssertEqual(try store.favorites.list().map(\.plant.name), ["Plant 2", "Plant 0", "Plant 1", "Plant 3"])
        assertThrows(.plantNotFound(id: 404)) { try store.favorites.add(plantID: 404) }
    }

    /// Rule: move and remove keep the others' order and positions dense (0, 1, 2, …).
    func testMoveAndRemove() throws {
        let (store, ids) = try makeStore(plants: 5)
        for id in ids { try store.favorites.add(plantID: id) }
        try store.favorites.move(plantID: ids[4], to: 1)
        XCTAssertEqual(try store.favorites.orderedPlantIDs(), [ids[0], ids[4], ids[1], ids[2], ids[3]])
        try store.favorites.move(plantID: ids[0], to: -3)
        try store.favorites.move(plantID: ids[1], to: 10)
        XCTAssertEqual(try store.favorites.orderedPlantIDs(), [ids[0], ids[4], ids[2], ids[3], ids[1]])
        XCTAssertTrue(try store.favorites.remove(plantID: ids[4]))
        XCTAssertFalse(try store.favorites.remove(plantID: ids[4]))
        XCTAssertEqual(try store.favorites.orderedPlantIDs(), [ids[0], ids[2], ids[3], ids[1]])
        XCTAssertEqual(try store.database.fetchAll("SELECT position FROM favorites ORDER BY position").map { try $0.decode(Int.self, at: 0) }, [0, 1, 2, 3])
        assertThrows(.notAFavorite(plantID: ids[4])) { try store.favorites.move(plantID: ids[4], to: 0) }
    }

    /// Rule: replace makes exactly the given plants the favorites in that order, keeps the added_at
    /// of those that stay, writes nothing (no revision) when the order is already right, and
    /// changes nothing when an id is unknown.
    func testReplace() throws {
        let (store, ids) = try makeStore(plants: 5)
        for id in ids.prefix(3) { try store.favorites.add(plantID: id) }
        let addedAt = try store.favorites.list().first { $0.plant.id == ids[1] }?.addedAt
        try store.favorites.replace(with: [ids[4], ids[1], ids[3], ids[1]])
        XCTAssertEqual(try store.favorites.orderedPlantIDs(), [ids[4], ids[1], ids[3]])
        XCTAssertEqual(try store.favorites.list().map(\.position), [0, 1, 2])
        XCTAssertEqual(try store.favorites.list().first { $0.plant.id == ids[1] }?.addedAt, addedAt)
        let revision = try store.revision()
        try store.favorites.replace(with: [ids[4], ids[1], ids[3]])
        XCTAssertEqual(try store.revision(), revision)
        assertThrows(.plantNotFound(id: 404)) { try store.favorites.replace(with: [ids[0], 404]) }
        XCTAssertEqual(try store.favorites.orderedPlantIDs(), [ids[4], ids[1], ids[3]])
        try store.favorites.replace(with: [])
        XCTAssertEqual(try store.favorites.count(), 0)
    }

    /// Rule: `shownPlants` (the grid's lean query) reads the favorites in order with every shown column
    /// as `list` does, NULLs included; a value of the wrong type written with plain SQL throws as in `list`.
    func testShownPlantsMatchList() throws {
        let store = try CatalogStore.inMemory()
        let full = try store.plants.insert(
            PlantDraft(
                name: "Hoya 球兰", kind: "vine", notes: "Lets it dry out.", waterEveryDays: 10,
                lastWatered: CalendarDate(year: 2024, month: 2, day: 29), photoAspect: 0.75))
        let bare = try store.plants.insert(PlantDraft(name: "Pilea"))
        try store.favorites.add(plantID: bare.id)
        try store.favorites.add(plantID: full.id, at: 0)
        let shown = try store.favorites.shownPlants()
        XCTAssertEqual(shown.map { plant in with(plant) { $0.sizeStamp = 0 } }, try store.favorites.list().map { ShownPlant($0.plant) })
        XCTAssertEqual(shown.map(\.sizeStamp), [1, 2], "each plant's size stamp is the revision its insert committed at")
        XCTAssertEqual(try store.favorites.shownPlants().map(\.id), [full.id, bare.id])
        try store.database.execute("PRAGMA ignore_check_constraints = ON")
        try store.database.execute("UPDATE plants SET last_watered = '2024-02-30' WHERE id = ?", [.integer(full.id)])
        XCTAssertThrowsError(try store.favorites.list())
        XCTAssertThrowsError(try store.favorites.shownPlants()) { XCTAssertTrue($0 is RowDecodingError, "\($0)") }
    }

    /// Rule: deleting a plant deletes its favorite entry (ON DELETE CASCADE), with plain SQL too.
    func testCascadeOnPlantDelete() throws {
        let (store, ids) = try makeStore(plants: 3)
        for id in ids { try store.favorites.add(plantID: id) }
        try store.plants.delete(id: ids[1])
        try store.database.execute("DELETE FROM plants WHERE id = ?", [.integer(ids[2])])
        XCTAssertEqual(try store.favorites.orderedPlantIDs(), [ids[0]])
        XCTAssertEqual(try store.favorites.count(), 1)
    }

    /// Rule: a list edited outside Corolla (ties, gaps) still has one stable order — position, then
    /// plant id — and the next change makes the positions dense again.
    func testOrderSurvivesOutsideEdits() throws {
        let (store, ids) = try makeStore(plants: 3)
        for id in ids { try store.favorites.add(plantID: id) }
        try store.database.execute("UPDATE favorites SET position = 7")
        XCTAssertEqual(try store.favorites.orderedPlantIDs(), ids)
        try store.favorites.move(plantID: ids[2], to: 0)
        XCTAssertEqual(try store.favorites.list().map(\.plant.id), [ids[2], ids[0], ids[1]])
        XCTAssertEqual(try store.database.fetchAll("SELECT position FROM favorites ORDER BY position").map { try $0.decode(Int.self, at: 0) }, [0, 1, 2])
    }
}

/// `value` changed by `change`.
private func with<Value>(_ value: Value, _ change: (inout Value) -> Void) -> Value {
    var value = value
    change(&value)
    return value
}
