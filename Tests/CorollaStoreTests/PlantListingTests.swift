import CorollaTestSupport
import XCTest

@testable import CorollaStore

/// The streamed listing (`PlantStore.forEach`, `FavoriteStore.forEach`) against its twin built from
/// arrays: `list(_:)` and the favorites' ordered ids, numbered and filtered.
final class PlantListingTests: XCTestCase {
    /// Rule: `forEach` gives the plants of `list(filter)`, in its order, each with its index among
    /// the favorites ordered by position then plant id — whether the stored positions are packed
    /// (0, 1, 2, …, as Corolla keeps them) or have gaps and ties (a list edited outside Corolla);
    /// `FavoriteStore.forEach(filter)` gives the favorites of `list()` whose plants
    /// `orderedPlantIDs(filter)` names, each keeping its index among all. Random catalogs, fixed seeds.
    func testForEachMatchesListAndFavoriteOrder() throws {
        var random = SplitMix64(seed: 18)
        var unpacked = 0
        for round in 0..<24 {
            let store = try CatalogStore.inMemory()
            let kinds = ["fern", "Cactus", nil]
            let ids = try (0..<Int(random.next() % 40)).map { index in
                let watered = random.next() % 3 == 0 ? nil : CalendarDate(daysSince1970: 11_000 + Int(random.next() % 20))
                return try store.plants.insert(
                    PlantDraft(
                        name: "Plant \(random.next() % 50) \(index)", kind: kinds[Int(random.next() % 3)],
                        waterEveryDays: random.next() % 2 == 0 ? nil : Int(1 + random.next() % 9), lastWatered: watered)
                ).id
            }
            for id in ids where random.next() % 2 == 0 {
                try store.favorites.add(plantID: id, at: Int(random.next() % 10))
            }
            if round % 2 == 1 {
                // Gaps and ties, as an edit outside Corolla may leave them.
                for id in try store.favorites.orderedPlantIDs() {
                    try store.database.execute("UPDATE favorites SET position = ? WHERE plant_id = ?", [.integer(Int64(random.next() % 6) * 3), .integer(id)])
                }
            }
            let order = try store.favorites.orderedPlantIDs()
            let indexes = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
            let filters = [
                PlantFilter(), PlantFilter(kinds: ["fern"]), PlantFilter(kinds: ["cactus", "FERN"]), PlantFilter(search: "1"),
                PlantFilter(needsWaterOn: CalendarDate(daysSince1970: 11_015)), PlantFilter(kinds: ["fern"], search: "2", needsWaterOn: CalendarDate(daysSince1970: 11_012)),
                PlantFilter(limit: 5, offset: 3),
            ]
            for filter in filters {
                var streamed: [(Plant, Int?)] = []
                try store.plants.forEach(filter) { streamed.append(($0, $1)) }
                let listed = try store.plants.list(filter)
                XCTAssertEqual(streamed.map(\.0), listed, "round \(round) \(filter)")
                XCTAssertEqual(streamed.map { $0.1 }, listed.map { indexes[$0.id] }, "round \(round) \(filter)")
                var favorites: [Favorite] = []
                try store.favorites.forEach(filter) { favorites.append($0) }
                let selected = Set(try store.favorites.orderedPlantIDs(filter))
                XCTAssertEqual(favorites, try store.favorites.list().filter { selected.contains($0.plant.id) }, "round \(round) \(filter)")
            }
            XCTAssertEqual(try store.favorites.positionsArePacked(), try isPacked(store), "round \(round)")
            if round % 2 == 0 { XCTAssertTrue(try store.favorites.positionsArePacked(), "Corolla keeps them packed") }
            unpacked += try store.favorites.positionsArePacked() ? 0 : 1
        }
        XCTAssertGreaterThan(unpacked, 6, "the rounds with gaps and ties reach the numbering path")
    }

    /// The brute-force twin of `positionsArePacked()`: the positions in order are 0, 1, 2, ….
    private func isPacked(_ store: CatalogStore) throws -> Bool {
        let positions = try store.database.fetchAll("SELECT position FROM favorites ORDER BY position, plant_id").map { try $0.decode(Int.self, at: 0) }
        return positions == Array(0..<positions.count)
    }
}
