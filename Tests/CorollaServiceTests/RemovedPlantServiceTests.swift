import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// A plant removed for an Undo and put back: the same row, or a refusal that changes nothing.
final class RemovedPlantServiceTests: XCTestCase {
    /// Rule: a removed plant whose key another plant has now is not put back (``PlantRestoreError/keyTaken(_:)``),
    /// and nothing is written; once that plant goes, it is put back under its own id and key.
    func testRestoreRefusesATakenKeyAndChangesNothing() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 6, favorites: 6))
        let target = try service.plants.plant(.key("plant-2"))
        let removed = try service.plants.removeForUndo(id: target.id)
        let taker = try service.plants.add(PlantDraft(key: target.key, name: "Taker"))
        let revision = try service.revision()
        XCTAssertThrowsError(try service.plants.restore(removed)) { error in
            XCTAssertEqual(error as? PlantRestoreError, .keyTaken(target.key))
        }
        XCTAssertEqual(try service.revision(), revision)
        XCTAssertNil(try service.plants.plant(id: target.id))
        try service.plants.remove(.id(taker.id))
        XCTAssertEqual(try service.plants.restore(removed), target)
    }

    /// Rule: a removed favorite is put back at the index it had, or last when fewer favorites are
    /// left than that.
    func testRestorePutsTheFavoriteBackAtItsIndex() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 6, favorites: 6))
        let order = try service.favorites.list().map(\.plant.id)
        let removed = try service.plants.removeForUndo(id: order[3])
        XCTAssertEqual(removed.favoritePosition, 3)
        try service.plants.restore(removed)
        XCTAssertEqual(try service.favorites.list().map(\.plant.id), order)
        let again = try service.plants.removeForUndo(id: order[4])
        try service.favorites.remove(contentsOf: order.prefix(3).map { .id($0) })
        try service.plants.restore(again)
        XCTAssertEqual(try service.favorites.list().map(\.plant.id), [order[3], order[5], order[4]])
    }

    /// Rule: Undo of a removal puts the watering history back exactly: every day with the moment
    /// it was recorded (`recorded_at`), not the moment of the Undo.
    func testRestoreKeepsWhenEachWateringWasRecorded() throws {
        let path = try makeCatalogPath(plants: 3, favorites: 1)
        let service = try CatalogService(path: path)
        let target = try service.plants.plant(.key("plant-1"))
        for day in ["2025-03-01", "2025-04-02", "2025-05-03"] {
            _ = try service.waterings.water([.id(target.id)], on: try XCTUnwrap(CalendarDate(iso: day)))
        }
        let database = try Database(path: path)
        try database.execute("UPDATE waterings SET recorded_at = '2025-0' || substr(watered_on, 7, 1) || '-09T08:07:06.' || substr(watered_on, 9, 2) || '5Z' WHERE plant_id = ?", [.integer(target.id)])
        let sql = "SELECT watered_on || ' ' || recorded_at FROM waterings WHERE plant_id = ? ORDER BY watered_on"
        let history = try database.fetchAll(sql, [.integer(target.id)]).map { try $0.decode(String.self, at: 0) }
        XCTAssertGreaterThanOrEqual(history.count, 3)
        let plant = try service.plants.plant(id: target.id)
        let removed = try service.plants.removeForUndo(id: target.id)
        XCTAssertEqual(try service.plants.restore(removed), plant)
        XCTAssertEqual(try database.fetchAll(sql, [.integer(target.id)]).map { try $0.decode(String.self, at: 0) }, history)
    }
}
