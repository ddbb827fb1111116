import XCTest

@testable import CorollaStore

/// The catalog's machinery (its schema objects and the revision the caches rely on) checked against
/// the migrations, and repaired without touching plants or favorites.
final class MachineryTests: XCTestCase {
    /// A catalog with plants, favorites and both caches filled at the current revision.
    private func makeFilledCatalog() throws -> CatalogStore {
        let store = try makeCatalog(in: try makeTemporaryFolder())
        let ids = try (0..<5).map { try store.plants.insert(.sample("Plant \($0)")).id }
        for id in ids.prefix(3) { try store.favorites.add(plantID: id) }
        let revision = try store.revision()
        let manifest = ids.map { ManifestItem(plantID: $0, sizeStamp: revision) }
        try store.caches.putLayout(
            LayoutCacheValue(revision: revision, manifest: manifest, frames: [1, 2, 3, 4], contentWidth: 390, contentHeight: 100),
            for: LayoutCacheKey(configuration: "waterfall", containerWidth: 390, containerHeight: nil, scale: 2, style: "card", fingerprint: "f"))
        try store.caches.putCardSizes([CardSizeKey(contentHash: ContentHash(of: "plant"), style: "card", columnWidth: 180, fingerprint: "f"): CardSize(width: 180, height: 90)])
        return store
    }

    /// Every row of the plants and the favorites, in order.
    private func catalogRows(_ store: CatalogStore) throws -> [Row] {
        try store.database.fetchAll("SELECT * FROM plants ORDER BY id") + store.database.fetchAll("SELECT * FROM favorites ORDER BY plant_id")
    }

    /// Rule: a catalog the migrations made, new or upgraded, has no differences; the in-memory one neither.
    func testMigratedCatalogsHaveNoDifferences() throws {
        XCTAssertEqual(try makeFilledCatalog().machineryDifferences(), [])
        XCTAssertEqual(try CatalogStore.inMemory().machineryDifferences(), [])
        let folder = try makeTemporaryFolder()
        _ = try makeCatalog(in: folder, migrations: Array(Migration.embedded.prefix(2)))
        XCTAssertEqual(try CatalogStore(path: folder.path("catalog.sqlite"), mode: .readOnly).machineryDifferences(), [], "compared with its own migrations")
        XCTAssertEqual(try makeCatalog(in: folder).machineryDifferences(), [])
    }

    /// Rule: each kind of damage to the machinery is found by type and name; repair restores it
    /// exactly as the migrations define it, empties the caches and leaves plants and favorites
    /// byte for byte as they were; afterwards nothing differs.
    func testEachDifferenceIsFoundAndRepaired() throws {
        let cases: [(damage: String, expected: [MachineryDifference])] = [
            ("DROP TRIGGER plants_updated", [.missing(type: "trigger", name: "plants_updated")]),
            ("DROP TRIGGER waterings_deleted", [.missing(type: "trigger", name: "waterings_deleted")]),
            (
                "DROP TRIGGER plants_last_watered_written; CREATE TRIGGER plants_last_watered_written AFTER INSERT ON plants BEGIN SELECT 1; END",
                [.altered(type: "trigger", name: "plants_last_watered_written")]
            ),
            (
                "DROP TRIGGER favorites_inserted; CREATE TRIGGER favorites_inserted AFTER INSERT ON favorites BEGIN SELECT 1; END",
                [.altered(type: "trigger", name: "favorites_inserted")]
            ),
            ("UPDATE catalog_revision SET revision = revision - 2", [.revisionMovedBackwards(revision: 6, cachedRevision: 8)]),
            ("DROP TABLE layout_cache_use; DROP TABLE layout_cache", [
                .missing(type: "table", name: "layout_cache"), .missing(type: "index", name: "layout_cache_by_key"),
                .missing(type: "table", name: "layout_cache_use"),
            ]),
            (
                "DROP TABLE card_sizes",
                [
                    .missing(type: "table", name: "card_sizes"), .missing(type: "index", name: "card_sizes_by_group"),
                    .missing(type: "trigger", name: "card_sizes_inserted"), .missing(type: "trigger", name: "card_sizes_deleted"),
                    .missing(type: "trigger", name: "card_sizes_updated"),
                ]
            ),
            ("CREATE INDEX plants_by_name ON plants (name)", [.unexpected(type: "index", name: "plants_by_name")]),
            ("DROP TABLE cache_settings; CREATE TABLE cache_settings (name TEXT, value INTEGER)", [.altered(type: "table", name: "cache_settings")]),
            (
                "DROP TABLE catalog_revision; CREATE TABLE catalog_revision (id INTEGER PRIMARY KEY, revision INTEGER, bulk INTEGER); INSERT INTO catalog_revision VALUES (1, 3, 0)",
                [.altered(type: "table", name: "catalog_revision")]
            ),
            ("CREATE VIEW thirsty AS SELECT name FROM plants", [.unexpected(type: "view", name: "thirsty")]),
        ]
        for (damage, expected) in cases {
            let store = try makeFilledCatalog()
            let rows = try catalogRows(store)
            XCTAssertEqual(try store.revision(), 8, "5 plants, 3 favorites")
            try store.database.executeScript("PRAGMA foreign_keys = OFF; \(damage); PRAGMA foreign_keys = ON;")
            XCTAssertEqual(try store.machineryDifferences(), expected, damage)
            XCTAssertTrue(expected.allSatisfy(\.isRepairable), damage)

            let repair = try store.repairMachinery()
            XCTAssertEqual(repair, MachineryRepair(repaired: expected, remaining: []), damage)
            XCTAssertEqual(try store.machineryDifferences(), [], damage)
            XCTAssertEqual(try catalogRows(store), rows, damage)
            XCTAssertEqual(try store.caches.stats().layoutEntries + store.caches.stats().cardSizeEntries, 0, damage)
            XCTAssertEqual(try store.database.fetchValue(Int.self, "SELECT count(*) FROM cache_counters"), 4, damage)
            let revisionWentBack = expected.contains {
                if case .revisionMovedBackwards = $0 { return true }
                return $0.tableName == "catalog_revision"
            }
            XCTAssertEqual(try store.revision(), revisionWentBack ? 9 : 8, "above the cached layout's once it went back: \(damage)")
            XCTAssertNil(try store.database.fetchOne("PRAGMA foreign_key_check"), damage)
            XCTAssertEqual(try store.repairMachinery(), MachineryRepair(repaired: [], remaining: []), damage)
        }
    }

    /// Rule: the revision goes back up to max(revision, highest cached revision + 1), and a
    /// re-created revision table keeps the revision it had.
    func testRepairRaisesTheRevisionAboveTheCache() throws {
        let store = try makeFilledCatalog()
        try store.database.execute("UPDATE layout_cache SET revision = 20")
        try store.database.execute("UPDATE catalog_revision SET revision = 4")
        XCTAssertEqual(try store.machineryDifferences(), [.revisionMovedBackwards(revision: 4, cachedRevision: 20)])
        try store.repairMachinery()
        XCTAssertEqual(try store.revision(), 21)

        try store.database.execute("UPDATE catalog_revision SET revision = 30")
        try store.database.executeScript("ALTER TABLE catalog_revision ADD COLUMN note TEXT")
        XCTAssertEqual(try store.machineryDifferences(), [.altered(type: "table", name: "catalog_revision")])
        try store.repairMachinery()
        XCTAssertEqual(try store.revision(), 30)
        XCTAssertEqual(try store.machineryDifferences(), [])
    }

    /// Rule: an altered plants or favorites table, a missing one, and a table nobody expects are
    /// reported and left as they are; what else differs is repaired.
    func testCatalogDataIsReportedNotRebuilt() throws {
        let store = try makeFilledCatalog()
        try store.database.executeScript("""
            ALTER TABLE plants ADD COLUMN height REAL;
            CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine');
            DROP TRIGGER plants_deleted;
            """)
        let rows = try catalogRows(store)
        let unrepairable: [MachineryDifference] = [.altered(type: "table", name: "plants"), .unexpected(type: "table", name: "notes")]
        XCTAssertEqual(try store.machineryDifferences(), [unrepairable[0], .missing(type: "trigger", name: "plants_deleted"), unrepairable[1]])
        XCTAssertFalse(unrepairable.contains(where: \.isRepairable))

        XCTAssertEqual(try store.repairMachinery(), MachineryRepair(repaired: [.missing(type: "trigger", name: "plants_deleted")], remaining: unrepairable))
        XCTAssertEqual(try catalogRows(store), rows)
        XCTAssertEqual(try store.database.fetchValue(String.self, "SELECT body FROM notes"), "mine")
        XCTAssertEqual(MachineryDifference.missing(type: "table", name: "favorites").isRepairable, false)
    }

    /// Rule: the descriptions name the object, or both revisions.
    func testDescriptions() {
        XCTAssertEqual(MachineryDifference.missing(type: "table", name: "layout_cache").description, "missing table layout_cache")
        XCTAssertEqual(MachineryDifference.altered(type: "trigger", name: "plants_inserted").description, "altered trigger plants_inserted")
        XCTAssertEqual(MachineryDifference.unexpected(type: "index", name: "x").description, "unexpected index x")
        XCTAssertEqual(
            MachineryDifference.revisionMovedBackwards(revision: 3, cachedRevision: 7).description, "the catalog revision (3) is below a cached layout's (7)")
    }
}
