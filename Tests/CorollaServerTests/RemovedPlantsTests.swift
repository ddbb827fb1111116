@testable import CorollaService
@testable import CorollaServer
import Foundation
import XCTest

/// The removed plants kept for an Undo are bounded in number and in time.
final class RemovedPlantsTests: XCTestCase {
    private func removed(_ id: Int64) -> RemovedPlant {
        RemovedPlant(plant: Plant(id: id, draft: PlantDraft(key: "plant-\(id)", name: "Plant \(id)"), createdAt: "", updatedAt: ""), waterings: [], favoritePosition: nil)
    }

    /// Rule: the last ``RemovedPlants/capacity`` removals are kept; one more forgets the oldest.
    func testOnlyTheLastRemovalsAreKept() {
        let store = RemovedPlants()
        let tokens = (0...Int64(RemovedPlants.capacity)).map { store.keep(removed($0)) }
        XCTAssertNil(store.removed(tokens[0]), "the oldest is forgotten")
        for (id, token) in tokens.enumerated().dropFirst() { XCTAssertEqual(store.removed(token)?.plant.id, Int64(id)) }
        store.forget(tokens[1])
        XCTAssertNil(store.removed(tokens[1]))
        XCTAssertNil(store.removed("not a token"))
    }

    /// Rule: a removal is kept for ``RemovedPlants/lifetime``, and not after.
    func testRemovalsExpire() {
        let store = RemovedPlants()
        let start = ContinuousClock.now
        let token = store.keep(removed(1), now: start)
        XCTAssertNotNil(store.removed(token, now: start + RemovedPlants.lifetime - .seconds(1)))
        XCTAssertNil(store.removed(token, now: start + RemovedPlants.lifetime + .seconds(1)))
    }
}
