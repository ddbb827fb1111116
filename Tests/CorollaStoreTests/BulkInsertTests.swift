import XCTest

@testable import CorollaStore

/// `PlantStore.insertNew`: the plants an import knows are new, many per statement.
final class BulkInsertTests: XCTestCase {
    /// Three statements' worth of drafts, and a short last one.
    private let count = 2 * PlantStore.rowsPerInsert + 44

    private func drafts(_ count: Int, from start: Int = 0) -> [PlantDraft] {
        (start..<start + count).map { index in
            var draft = PlantDraft.sample("Plant \(index)", key: "p\(index)")
            draft.photoAspect = 1 / Double(index + 3)
            draft.notes = index % 2 == 0 ? nil : "Line\n\"quoted\"\u{0} and a NUL"
            return draft
        }
    }

    /// Rule: every draft is stored exactly as given (texts, doubles, NULs), created and updated at
    /// one time, with the ids SQLite would give one by one (after the largest id, a deleted one
    /// reused), returned in order; progress reports after each statement.
    func testInsertsEveryDraftInOrder() throws {
        let store = try CatalogStore.inMemory()
        let first = try store.plants.insert(PlantDraft(name: "First"))
        let deleted = try store.plants.insert(PlantDraft(name: "Deleted"))
        try store.plants.delete(id: deleted.id)
        let drafts = drafts(count)
        var reports: [Int] = []
        let ids = try store.plants.insertNew(drafts) { reports.append($0) }
        XCTAssertEqual(ids, (1...Int64(count)).map { first.id + $0 })
        XCTAssertEqual(reports, [PlantStore.rowsPerInsert, 2 * PlantStore.rowsPerInsert, count])
        let stored = try ids.map { try XCTUnwrap(store.plants.plant(id: $0)) }
        XCTAssertEqual(stored.map(\.draft), drafts)
        XCTAssertEqual(Set(stored.flatMap { [$0.createdAt, $0.updatedAt] }).count, 1)
        XCTAssertEqual(try store.plants.insertNew([PlantDraft]()), [])
    }

    /// Rule: a key a plant has, or two drafts share, is refused as `duplicateKey`; a broken
    /// constraint as SQLite's error; either way nothing is inserted, even from earlier statements.
    func testRefusalsInsertNothing() throws {
        let store = try CatalogStore.inMemory()
        try store.plants.insert(PlantDraft(key: "taken", name: "Taken"))
        let revision = try store.revision()
        var takenLate = drafts(count)
        takenLate[count - 1].key = "taken"
        assertThrows(.duplicateKey("taken")) { try store.plants.insertNew(takenLate) }
        var repeated = drafts(count)
        repeated[count - 2].key = "p3"
        assertThrows(.duplicateKey("p3")) { try store.plants.insertNew(repeated) }
        var blank = drafts(count)
        blank[count - 1].name = " "
        assertThrows(.constraintCheck) { try store.plants.insertNew(blank) }
        XCTAssertEqual(try store.plants.count(), 1)
        XCTAssertEqual(try store.revision(), revision)
    }

    /// Rule: when the ids after the largest one would overflow, SQLite picks free ids and the
    /// returned ids are still each draft's plant.
    func testIDsNearTheLargestPossible() throws {
        let store = try CatalogStore.inMemory()
        try store.database.execute("INSERT INTO plants (id, key, name) VALUES (?, 'last', 'Last')", [.integer(Int64.max - 1)])
        let drafts = drafts(3)
        let ids = try store.plants.insertNew(drafts)
        XCTAssertEqual(Set(ids).count, 3)
        XCTAssertEqual(try ids.map { try store.plants.plant(id: $0)?.draft }, drafts)
    }
}
