import CorollaService
import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaStore

/// Migration 10 (`Migrations/0010_plants_rebuild.sql`) applied to a catalog at every earlier
/// schema version, through the built binary.
final class PlantsRebuildTests: CatalogTestCase {
    /// The plants, favorites and (where the version has them) waterings, a stored photo and a photo
    /// path of a catalog at `version`, written with that version's SQL.
    private func fill(_ store: CatalogStore, version: Int) throws {
        try store.database.executeScript(
            """
            INSERT INTO plants (key, name, kind, notes, water_every_days, last_watered, photo_path, photo_aspect) VALUES
                ('monstera', 'Monstera 龟背竹 🌿', 'foliage', 'Bright, indirect light;
            wipe the leaves.', 7, '2026-11-20', NULL, 0.75),
                ('fern', 'Fern', NULL, '', 2, '2026-11-28', 'fern.png', 1.5),
                ('aloe', 'Aloe', NULL, NULL, NULL, NULL, NULL, NULL);
            INSERT INTO favorites (plant_id, position) SELECT id, CASE key WHEN 'fern' THEN 0 ELSE 1 END FROM plants WHERE key <> 'aloe';
            """)
        if version >= 8 {
            try store.database.execute("INSERT INTO waterings (plant_id, watered_on) SELECT id, '2026-11-01' FROM plants WHERE key = 'monstera'")
        }
        if version >= 9 {
            try store.database.execute(
                "UPDATE plants SET photo = ?, photo_width = 40, photo_height = 40, photo_aspect = 1 WHERE key = 'monstera'",
                [.blob(PhotoFixtures.png(width: 40, height: 40, rgb: 0x00AA00))])
        }
    }

    /// Rule: a catalog at each schema version 1…9, with plants, favorites, waterings, photos and
    /// (from version 7, whose cache tables are today's) cached layouts, migrated by `corolla init`:
    /// `db check` is clean, the export is what the same catalog exported at version 9, the photo
    /// path waits in unread_photo_files, the cached layouts stay and give the uncached grid.
    func testTheRebuildKeepsEveryEarlierCatalog() throws {
        for version in 1...9 {
            let older = Migration.embedded.filter { $0.version <= version }
            let store = try CatalogStore(path: database, mode: .readWrite, configuration: Database.Configuration(), migrations: older)
            try fill(store, version: version)
            var cachedLayouts: Int64 = 0
            if version >= 7 {
                try copyCachedLayouts(into: store)
                cachedLayouts = try store.database.fetchValue(Int64.self, "SELECT count(*) FROM layout_cache") ?? 0
                XCTAssertGreaterThan(cachedLayouts, 0, "version \(version)")
            }

            // The export of the same catalog brought to version 9 only.
            try checkpoint(store)
            try FileManager.default.copyItem(atPath: database, toPath: path("v9.sqlite"))
            _ = try CatalogStore(
                path: path("v9.sqlite"), mode: .readWrite, configuration: Database.Configuration(),
                migrations: Migration.embedded.filter { $0.version <= 9 })
            let expected = try CatalogService(store: CatalogStore(path: path("v9.sqlite"), mode: .readOnly)).transfer.export(as: .json)

            let initialized = try corolla(["init"])
            XCTAssertEqual(initialized.status, 0, "version \(version): \(initialized.stderr)")
            XCTAssertEqual(try corolla(["db", "check"]).status, 0, "version \(version)")
            XCTAssertEqual(try succeed(["export", "--format", "json"]).stdout, expected, "version \(version)")
            let migrated = try CatalogStore(path: database, mode: .readOnly)
            XCTAssertEqual(try migrated.schemaVersion(), CatalogStore.latestSchemaVersion)
            XCTAssertEqual(try migrated.plants.photoPaths().map(\.path), ["fern.png"], "version \(version)")
            XCTAssertEqual(try migrated.database.fetchValue(Int64.self, "SELECT count(*) FROM layout_cache"), cachedLayouts, "version \(version)")
            if version >= 7 {
                XCTAssertEqual(try succeed(["grid", "--format", "json"]).stdout, try succeed(["grid", "--format", "json", "--no-cache"]).stdout)
            }
            try FileManager.default.removeItem(atPath: database)
            try FileManager.default.removeItem(atPath: path("v9.sqlite"))
        }
    }

    /// Writes what `store` committed into its file, so that a copy of the file holds it.
    private func checkpoint(_ store: CatalogStore) throws {
        _ = try store.database.fetchOne("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// Copies into `store` the cached layouts `corolla grid` stores for a copy of
    /// it migrated by today's corolla: the migration keeps revisions and size stamps, so they are
    /// valid for `store` once migrated too.
    private func copyCachedLayouts(into store: CatalogStore) throws {
        let copy = path("cached.sqlite")
        try checkpoint(store)
        try FileManager.default.copyItem(atPath: database, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        XCTAssertEqual(try corolla(["init", "--db", copy]).status, 0)
        XCTAssertEqual(try corolla(["grid", "--format", "json", "--db", copy]).status, 0)
        try store.database.execute("ATTACH DATABASE ? AS cached", [.text(copy)])
        try store.database.executeScript(
            """
            INSERT INTO layout_cache SELECT * FROM cached.layout_cache;
            INSERT INTO layout_cache_use SELECT * FROM cached.layout_cache_use;
            """)
        try store.database.execute("DETACH DATABASE cached")
    }
}
