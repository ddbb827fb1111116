import CorollaTestSupport
import XCTest

@testable import CorollaStore

/// Each plant's size stamp: the revision at which something its card's size depends on last
/// changed, kept by triggers for every writer.
final class SizeStampTests: XCTestCase {
    private func stamp(_ database: Database, _ id: Int64) throws -> Int64? {
        try database.fetchValue(Int64.self, "SELECT size_stamp FROM plants WHERE id = ?", [.integer(id)])
    }

    /// Rule: an insert stamps the revision it commits at; a change of the name, kind, notes or
    /// photo aspect stamps the revision it commits at; a change of anything else (watering, the
    /// photo file, the key) and a no-op update leave the stamp, even when they move the revision.
    /// Plain SQL from another connection follows the same rules.
    func testStampsFollowTheSizeFields() throws {
        let folder = try makeTemporaryFolder()
        let store = try makeCatalog(in: folder)
        let outsider = try Database(path: folder.path("catalog.sqlite"))
        let plant = try store.plants.insert(PlantDraft(name: "Hoya"))
        XCTAssertEqual(try stamp(outsider, plant.id), try store.revision())
        let inserted = try store.revision()

        for sql in [
            "UPDATE plants SET last_watered = '2026-11-30'", "UPDATE plants SET water_every_days = 3",
            "UPDATE plants SET key = 'hoya-2'", "UPDATE plants SET name = name",
        ] {
            try outsider.execute(sql)
            XCTAssertEqual(try stamp(outsider, plant.id), inserted, sql)
        }
        XCTAssertGreaterThan(try store.revision(), inserted, "the watering and the photo moved the revision")

        for sql in [
            "UPDATE plants SET name = 'Hoya carnosa'", "UPDATE plants SET kind = 'vine'", "UPDATE plants SET notes = 'Dry.'",
            "UPDATE plants SET photo_aspect = 0.75",
        ] {
            let before = try store.revision()
            try outsider.execute(sql)
            XCTAssertEqual(try store.revision(), before + 1, sql)
            XCTAssertEqual(try stamp(outsider, plant.id), before + 1, sql)
        }
    }

    /// Rule: the stored photo's bytes and size (plants_updated) move the revision once, never
    /// the stamp; a photo written with a new aspect moves both, once; writing the same photo again
    /// moves nothing.
    func testPhotoBytesMoveTheRevisionNotTheStamp() throws {
        let folder = try makeTemporaryFolder()
        let store = try makeCatalog(in: folder)
        let outsider = try Database(path: folder.path("catalog.sqlite"))
        var draft = PlantDraft(name: "Hoya", photoAspect: 2, photo: PlantPhoto(bytes: [1, 2, 3], width: 40, height: 20))
        let plant = try store.plants.insert(draft)
        let inserted = try store.revision()
        for sql in ["UPDATE plants SET photo = x'0405'", "UPDATE plants SET photo_width = 80, photo_height = 40"] {
            let before = try store.revision()
            try outsider.execute(sql)
            XCTAssertEqual(try store.revision(), before + 1, sql)
            XCTAssertEqual(try stamp(outsider, plant.id), inserted, sql)
        }
        let unchanged = try store.revision()
        try outsider.execute("UPDATE plants SET photo = photo, photo_width = photo_width")
        XCTAssertEqual(try store.revision(), unchanged, "the same photo")
        draft = try XCTUnwrap(store.plants.plant(id: plant.id)).draft
        draft.photo = PlantPhoto(bytes: [9], width: 20, height: 40)
        draft.photoAspect = 0.5
        try store.plants.update(id: plant.id, with: draft)
        XCTAssertEqual(try store.revision(), unchanged + 1, "one bump for a photo and an aspect")
        XCTAssertEqual(try stamp(outsider, plant.id), unchanged + 1)
        XCTAssertThrowsError(try outsider.execute("UPDATE plants SET photo_width = NULL"), "a photo keeps its size")
        XCTAssertThrowsError(try outsider.execute("UPDATE plants SET photo = NULL"), "no size without a photo")
    }

    /// Rule: a bulk write stamps every plant it inserts or changes with the one revision it
    /// commits at; an unchanged plant keeps its stamp.
    func testBulkWritesStampTheirRevision() throws {
        let store = try CatalogStore.inMemory()
        let old = try store.plants.insert(PlantDraft(key: "old", name: "Old"))
        let kept = try store.plants.insert(PlantDraft(key: "kept", name: "Kept"))
        let keptStamp = try stamp(store.database, kept.id)
        let ids = try store.bulkWrite { store in
            var ids = try store.plants.insertNew((0..<300).map { PlantDraft(key: "new-\($0)", name: "New \($0)") })
            ids.append(try store.plants.upsert(PlantDraft(key: "old", name: "Old, renamed")).plantID)
            _ = try store.plants.upsert(PlantDraft(key: "kept", name: "Kept"))
            return ids
        }
        let revision = try store.revision()
        for id in ids { XCTAssertEqual(try stamp(store.database, id), revision, "plant \(id)") }
        XCTAssertEqual(ids.last, old.id)
        XCTAssertEqual(try stamp(store.database, kept.id), keptStamp)
    }

    /// Rule: a plant id used again after its plant was deleted gets a stamp no earlier state of
    /// the catalog had, so a cached layout of the deleted plant never passes for the new one.
    func testAReusedIdGetsANewStamp() throws {
        let store = try CatalogStore.inMemory()
        _ = try store.plants.insert(PlantDraft(key: "a", name: "A"))
        let last = try store.plants.insert(PlantDraft(key: "b", name: "B"))
        let before = try XCTUnwrap(try stamp(store.database, last.id))
        let revisionThen = try store.revision()
        try store.database.execute("DELETE FROM plants WHERE id = ?", [.integer(last.id)])
        let again = try store.plants.insert(PlantDraft(key: "c", name: "B"))
        XCTAssertEqual(again.id, last.id, "SQLite gives the largest id again")
        let after = try XCTUnwrap(try stamp(store.database, again.id))
        XCTAssertGreaterThan(after, revisionThen)
        XCTAssertNotEqual(after, before)
    }
}
