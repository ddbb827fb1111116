import CorollaService
import CorollaStore
import CorollaTestSupport
import XCTest

/// Plant versions (`Migrations/0014_plant_versions.sql`): what a write to one plant is conditioned on.
final class PlantVersionTests: XCTestCase {
    /// Rule: a plant's version moves with a change to its fields, its waterings (an earlier day
    /// included, which moves no revision), who watered, its favorite state and its move among the
    /// favorites, by the service or by plain SQL; another plant's version stays, and so does the
    /// version of a favorite renumbered by another's move.
    func testAChangeMovesOnlyItsPlantsVersion() throws {
        let store = try CatalogStore.inMemory()
        let service = CatalogService(store: store)
        let plants = try (0..<4).map { try service.plants.add(PlantDraft(name: "Plant \($0)", lastWatered: CalendarDate(iso: "2026-11-20"))) }
        for plant in plants { try service.favorites.add(.id(plant.id)) }
        let changes: [(String, Int64, () throws -> Void)] = [
            ("a field", plants[0].id, { _ = try service.plants.edit(.id(plants[0].id)) { $0.notes = "Mist it" } }),
            ("an earlier watering", plants[1].id, { _ = try service.waterings.water([.id(plants[1].id)], on: CalendarDate(iso: "2026-11-01")!, by: "ada") }),
            ("who watered, by plain SQL", plants[1].id, { try store.database.execute("UPDATE waterings SET watered_by = 'Pixel 8' WHERE plant_id = \(plants[1].id)") }),
            ("a removed watering", plants[2].id, { _ = try service.waterings.unwater(.id(plants[2].id), on: nil) }),
            ("its favorite state", plants[3].id, { _ = try service.favorites.remove(.id(plants[3].id)) }),
            ("its move", plants[2].id, { _ = try service.favorites.move(.id(plants[2].id), to: 0) }),
            ("a plain SQL edit", plants[0].id, { try store.database.execute("UPDATE plants SET kind = 'fern' WHERE id = \(plants[0].id)") }),
        ]
        for (what, changed, change) in changes {
            let before = try service.plants.versions(of: plants.map(\.id))
            let revision = try service.revision()
            try change()
            let after = try service.plants.versions(of: plants.map(\.id))
            XCTAssertGreaterThan(after[changed] ?? 0, before[changed] ?? .max, what)
            XCTAssertEqual(after.filter { $0.key != changed }, before.filter { $0.key != changed }, what)
            if what == "an earlier watering" { XCTAssertEqual(try service.revision(), revision, "the history moves no revision") }
        }
    }

    /// Rule: a plant removed and put back, or a new plant given a removed one's id, or a catalog
    /// restored from a backup, never takes a version a client saw.
    func testNoVersionComesBack() throws {
        let folder = try makeTemporaryFolder()
        let path = folder.path("garden.sqlite")
        let service = try CatalogService(path: path)
        let plant = try service.plants.add(PlantDraft(name: "Fern"))
        let backup = folder.path("backup.sqlite")
        _ = try service.transfer.backup(to: backup)
        var seen = try XCTUnwrap(service.plants.version(of: plant.id))
        for step in 0..<3 { _ = try service.plants.edit(.id(plant.id)) { $0.notes = "step \(step)" } }
        seen = try XCTUnwrap(service.plants.version(of: plant.id))
        let removed = try service.plants.removeForUndo(id: plant.id)
        _ = try service.plants.restore(removed)
        XCTAssertGreaterThan(try XCTUnwrap(service.plants.version(of: plant.id)), seen, "put back")
        seen = try XCTUnwrap(service.plants.version(of: plant.id))
        _ = try service.plants.remove(.id(plant.id))
        let again = try service.plants.add(PlantDraft(name: "Fern again"))
        XCTAssertEqual(again.id, plant.id, "SQLite gives the largest id again")
        XCTAssertGreaterThan(try XCTUnwrap(service.plants.version(of: again.id)), seen, "a new plant with the id")
        seen = try XCTUnwrap(service.plants.version(of: again.id))
        _ = try CatalogService.Transfer.restore(catalog: path, from: backup, keepingCurrentAs: nil)
        let restored = try CatalogService(path: path)
        let old = try XCTUnwrap(restored.plants.version(of: plant.id))
        XCTAssertLessThan(old, seen, "the backup's own version")
        _ = try restored.plants.edit(.id(plant.id)) { $0.notes = "after the restore" }
        XCTAssertGreaterThan(try XCTUnwrap(restored.plants.version(of: plant.id)), seen, "the restored plant's next version")
    }
}
