import CorollaTestSupport
import XCTest

@testable import CorollaStore

/// Writes on a catalog whose unique index on `plants.key` lost a row: the keys are checked against
/// the table, so no write gives a second plant a key.
final class DamagedIndexWriteTests: XCTestCase {
    /// A catalog file of plants `p0` to `p19`, the unique index missing `p7`'s row.
    private func damagedStore() throws -> CatalogStore {
        let path = try makeTemporaryFolder().path("garden.sqlite")
        try CatalogStore(path: path).plants.insertNew((0..<20).map { PlantDraft.sample("Plant \($0)", key: "p\($0)") })
        try IndexDamage.removeRow(ofPlantWithKey: "p7", catalog: path)
        let store = try CatalogStore(path: path)
        XCTAssertNil(try store.quickCheck())
        XCTAssertNil(try store.plants.plant(key: "p7"), "the index does not find it")
        return store
    }

    private func plantsWithKey(_ key: String, in store: CatalogStore) throws -> Int {
        try store.database.fetchScalar(Int.self, "SELECT count(*) FROM plants NOT INDEXED WHERE key = ?", [.text(key)])
    }

    /// Rule: `insert`, `update` (a new key), `upsert`, `upsert(contentsOf:)` and `insertNew` each
    /// refuse a key the table has as `duplicateKey`, and insert nothing.
    func testEveryWriteRefusesAKeyTheIndexLost() throws {
        let store = try damagedStore()
        let count = try store.plants.count()
        let draft = PlantDraft.sample("Again", key: "p7")
        let writes: [(String, () throws -> Void)] = [
            ("insert", { try store.plants.insert(draft) }),
            ("update", { _ = try store.plants.update(id: 9, with: draft) }),
            ("upsert", { _ = try store.plants.upsert(draft) }),
            ("upsert(contentsOf:)", { _ = try store.plants.upsert(contentsOf: [PlantDraft.sample("New", key: "new"), draft]) }),
            ("insertNew", { _ = try store.plants.insertNew([PlantDraft.sample("New", key: "new"), draft]) }),
        ]
        for (name, write) in writes {
            XCTAssertThrowsError(try write(), name) { XCTAssertEqual($0 as? StoreError, .duplicateKey("p7"), name) }
            XCTAssertEqual(try plantsWithKey("p7", in: store), 1, name)
            XCTAssertEqual(try store.plants.count(), count, name)
        }
        XCTAssertEqual(try store.plants.plant(id: 9)?.key, "p8")
    }
}
