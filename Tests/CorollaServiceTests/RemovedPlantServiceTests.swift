import CorollaService
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
}
