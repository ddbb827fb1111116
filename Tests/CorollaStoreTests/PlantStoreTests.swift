import XCTest

@testable import CorollaStore

/// Plants: insert, upsert outcomes, update, delete, lookups, filters, constraints.
final class PlantStoreTests: XCTestCase {
    /// Rule: an inserted plant comes back with every field, an id and timestamps; without a key its
    /// key is the slug of its name, made unique with a suffix.
    func testInsertAndGet() throws {
        let plants = try CatalogStore.inMemory().plants
        let monstera = try plants.insert(.sample("Monstera deliciosa 'Thai Constellation'"))
        XCTAssertEqual(monstera.key, "monstera-deliciosa-thai-constellation")
        XCTAssertEqual(monstera.draft, PlantDraft.sample("Monstera deliciosa 'Thai Constellation'", key: monstera.key))
        XCTAssertEqual(monstera.createdAt, monstera.updatedAt)
        XCTAssertEqual(try plants.plant(id: monstera.id), monstera)
        XCTAssertEqual(try plants.plant(key: monstera.key), monstera)
        XCTAssertEqual(try plants.insert(PlantDraft(name: "Monstera deliciosa — Thai Constellation")).key, "monstera-deliciosa-thai-constellation-2")
        XCTAssertEqual(try plants.insert(PlantDraft(name: "龟背竹")).key, "龟背竹")
        XCTAssertNil(try plants.plant(id: 999))
        XCTAssertNil(try plants.plant(key: "missing"))
    }

    /// Rule: a key given twice is refused (`duplicateKey`), on insert and on update.
    func testDuplicateKeys() throws {
        let plants = try CatalogStore.inMemory().plants
        try plants.insert(PlantDraft(key: "a", name: "A"))
        var b = try plants.insert(PlantDraft(key: "b", name: "B"))
        assertThrows(.duplicateKey("a")) { try plants.insert(PlantDraft(key: "a", name: "Another A")) }
        b.key = "a"
        assertThrows(.duplicateKey("a")) { try plants.update(b) }
    }

    /// Rule: the schema's CHECK constraints refuse what must not be stored, naming the constraint.
    func testConstraints() throws {
        let store = try CatalogStore.inMemory()
        let refused: [(PlantDraft, String)] = [
            (PlantDraft(name: "  "), "plants_name_not_blank"),
            (PlantDraft(name: "Fern", kind: ""), "plants_kind_not_blank"),
            (PlantDraft(name: "Fern", waterEveryDays: 0), "plants_water_every_days_positive"),
            (PlantDraft(name: "Fern", photoAspect: -1), "plants_photo_aspect_positive"),
            (PlantDraft(name: "Fern", photoAspect: .infinity), "plants_photo_aspect_positive"),
        ]
        for (draft, constraint) in refused {
            XCTAssertThrowsError(try store.plants.insert(draft)) { error in
                XCTAssertEqual((error as? DatabaseError)?.extendedResultCode, .constraintCheck)
                XCTAssertTrue((error as? DatabaseError)?.message.contains(constraint) == true, "\(error)")
            }
        }
        for date in ["2023-02-29", "2024-13-01", "1 May 2024", "2024-5-1"] {
            assertThrows(.constraintCheck) {
                try store.database.execute("INSERT INTO plants (key, name, last_watered) VALUES ('x', 'X', ?)", [.text(date)])
            }
        }
        XCTAssertEqual(try store.plants.count(), 0)
    }

    /// Rule: upsert by key inserts a new key, updates a changed plant, and leaves an identical one
    /// alone (same `updatedAt`, same revision).
    func testUpsertOutcomes() throws {
        let store = try CatalogStore.inMemory()
        let draft = PlantDraft.sample("Pilea peperomioides")
        guard case .inserted(let id) = try store.plants.upsert(draft) else { return XCTFail("expected an insert") }
        let stored = try XCTUnwrap(try store.plants.plant(id: id))
        let revision = try store.revision()

        XCTAssertEqual(try store.plants.upsert(draft), .unchanged(plantID: id))
        XCTAssertEqual(try store.plants.plant(id: id), stored)
        XCTAssertEqual(try store.revision(), revision)

        var watered = draft
        watered.lastWatered = CalendarDate(year: 2024, month: 6, day: 2)
        XCTAssertEqual(try store.plants.upsert(watered), .updated(plantID: id))
        XCTAssertEqual(try store.plants.plant(id: id)?.lastWatered, watered.lastWatered)
        XCTAssertEqual(try store.plants.plant(id: id)?.createdAt, stored.createdAt)
        XCTAssertGreaterThan(try store.revision(), revision)

        let summary = try store.plants.upsert(contentsOf: [watered, PlantDraft(key: "new", name: "New"), watered])
        XCTAssertEqual([summary.inserted, summary.updated, summary.unchanged], [1, 0, 2])
    }

    /// Rule: update writes the plant's fields and moves `updatedAt` only for a real change; a missing
    /// plant is `plantNotFound`.
    func testUpdate() throws {
        let plants = try CatalogStore.inMemory().plants
        var plant = try plants.insert(.sample("Calathea"))
        XCTAssertEqual(try plants.update(plant), plant)
        plant.notes = nil
        plant.waterEveryDays = 3
        let updated = try plants.update(plant)
        XCTAssertNil(updated.notes)
        XCTAssertEqual(updated.waterEveryDays, 3)
        XCTAssertEqual(try plants.plant(id: plant.id), updated)
        plant.id = 404
        assertThrows(.plantNotFound(id: 404)) { try plants.update(plant) }
    }

    /// Rule: delete removes the plant and reports whether there was one.
    func testDelete() throws {
        let plants = try CatalogStore.inMemory().plants
        let plant = try plants.insert(.sample("Aloe"))
        XCTAssertTrue(try plants.delete(id: plant.id))
        XCTAssertFalse(try plants.delete(id: plant.id))
        XCTAssertNil(try plants.plant(id: plant.id))
    }

    /// Rule: list filters by exact kind and by name (Unicode case-insensitive), sorts by name, pages;
    /// count agrees with list.
    func testListAndCount() throws {
        let plants = try CatalogStore.inMemory().plants
        let drafts = [
            PlantDraft(name: "Échevéria elegans", kind: "succulent"), PlantDraft(name: "aloe vera", kind: "succulent"),
            PlantDraft(name: "Boston fern", kind: "fern"), PlantDraft(name: "龟背竹", kind: "foliage"), PlantDraft(name: "Basil", kind: "herb"),
        ]
        _ = try plants.upsert(contentsOf: drafts)
        XCTAssertEqual(try plants.list().map(\.name), ["aloe vera", "Basil", "Boston fern", "Échevéria elegans", "龟背竹"])
        XCTAssertEqual(try plants.list(PlantFilter(kinds: ["succulent"])).map(\.name), ["aloe vera", "Échevéria elegans"])
        XCTAssertEqual(try plants.list(PlantFilter(search: "ÉCHEV")).map(\.name), ["Échevéria elegans"])
        XCTAssertEqual(try plants.list(PlantFilter(search: "背")).map(\.name), ["龟背竹"])
        XCTAssertEqual(try plants.list(PlantFilter(kinds: ["fern"], search: "b")).map(\.name), ["Boston fern"])
        XCTAssertEqual(try plants.list(PlantFilter(search: "%")).map(\.name), [], "search text is not a LIKE pattern")
        XCTAssertEqual(try plants.list(PlantFilter(limit: 2, offset: 1)).map(\.name), ["Basil", "Boston fern"])
        XCTAssertEqual(try plants.count(), 5)
        XCTAssertEqual(try plants.count(PlantFilter(kinds: ["succulent"])), 2)
        XCTAssertEqual(try plants.count(PlantFilter(limit: 2, offset: 4)), 1)
    }
}
