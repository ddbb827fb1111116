import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaStore

/// `plants.last_watered` is the latest day of the plant's watering history, for every writer
/// (the triggers of `Migrations/0010_plants_rebuild.sql`).
final class LastWateredTests: XCTestCase {
    /// Rule (property, fixed seed): over random sequences of waterings, removals, edits, bulk
    /// upserts (what an import writes) and plain SQL from another connection — on waterings and on
    /// last_watered — every plant's history is the model's (a set of days: a watering or a
    /// written last_watered adds its day, a removal takes it away) and last_watered is its
    /// latest day, so the interval `plants show` gives from the history agrees with it.
    func testLastWateredIsAlwaysTheLatestWatering() throws {
        let folder = try makeTemporaryFolder()
        let store = try makeCatalog(in: folder)
        let outsider = try Database(path: folder.path("catalog.sqlite"))
        let keys = ["fern", "hoya", "pilea"]
        let ids = try keys.map { try store.plants.insert(PlantDraft(key: $0, name: $0.capitalized)).id }
        var model: [Int64: Set<CalendarDate>] = Dictionary(uniqueKeysWithValues: ids.map { ($0, []) })
        var random = SplitMix64(seed: 0x24_07)
        let origin = CalendarDate(year: 2026, month: 1, day: 1)!.daysSince1970
        func anyDay() -> CalendarDate { CalendarDate(daysSince1970: origin + Int.random(in: 0..<40, using: &random)) }

        for step in 0..<600 {
            let index = Int.random(in: 0..<ids.count, using: &random)
            let id = ids[index]
            let day = anyDay()
            let operation = Int.random(in: 0..<10, using: &random)
            switch operation {
            case 0:
                try store.waterings.water(plantIDs: [id], on: day)
                model[id, default: []].insert(day)
            case 1:
                // A recorded day most of the time, so removals really remove.
                let recorded = model[id, default: []].sorted()
                let target = recorded.isEmpty || Bool.random(using: &random) == false ? day : recorded.randomElement(using: &random)!
                XCTAssertEqual(try store.waterings.remove(plantID: id, on: target), model[id, default: []].remove(target) != nil)
            case 2:
                let latest = model[id, default: []].max()
                XCTAssertEqual(try store.waterings.removeLatest(plantID: id), latest)
                if let latest { model[id, default: []].remove(latest) }
            case 3:
                // An edit: the draft's last watering set to a day, or cleared.
                var draft = try XCTUnwrap(store.plants.plant(id: id)).draft
                draft.lastWatered = Bool.random(using: &random) ? day : nil
                draft.notes = "step \(step)"
                let returned = try store.plants.update(id: id, with: draft)
                if let written = draft.lastWatered { model[id, default: []].insert(written) }
                XCTAssertEqual(returned.lastWatered, model[id, default: []].max(), "step \(step): update returns the plant as stored")
            case 4:
                // An import: a bulk upsert by key.
                var draft = try XCTUnwrap(store.plants.plant(id: id)).draft
                draft.lastWatered = Bool.random(using: &random) ? day : nil
                _ = try store.bulkWrite { try $0.plants.upsert(contentsOf: [draft]) }
                if let written = draft.lastWatered { model[id, default: []].insert(written) }
            case 5:
                try outsider.execute("INSERT OR IGNORE INTO waterings (plant_id, watered_on) VALUES (?, ?)", [.integer(id), day.databaseValue])
                model[id, default: []].insert(day)
            case 6:
                try outsider.execute("DELETE FROM waterings WHERE plant_id = ? AND watered_on <= ?", [.integer(id), day.databaseValue])
                model[id] = model[id, default: []].filter { $0 > day }
            case 7:
                try outsider.execute("UPDATE plants SET last_watered = ? WHERE id = ?", [day.databaseValue, .integer(id)])
                model[id, default: []].insert(day)
            case 8:
                try outsider.execute("UPDATE plants SET last_watered = NULL WHERE id = ?", [.integer(id)])
            default:
                // Move a recorded day to another (ignored when that day is recorded too).
                guard let from = model[id, default: []].randomElement(using: &random) else { continue }
                try outsider.execute(
                    "UPDATE OR IGNORE waterings SET watered_on = ? WHERE plant_id = ? AND watered_on = ?",
                    [day.databaseValue, .integer(id), from.databaseValue])
                if !model[id, default: []].contains(day) {
                    model[id, default: []].remove(from)
                    model[id, default: []].insert(day)
                }
            }
            for id in ids {
                let plant = try XCTUnwrap(store.plants.plant(id: id))
                let days = model[id, default: []]
                let history = try store.waterings.history(plantID: id, recent: 1)
                XCTAssertEqual(history.count, days.count, "step \(step), operation \(operation)")
                XCTAssertEqual(plant.lastWatered, days.max(), "step \(step), operation \(operation)")
                XCTAssertEqual(history.recent.first, plant.lastWatered, "step \(step)")
                if let first = days.min(), let last = plant.lastWatered, days.count > 1 {
                    XCTAssertEqual(history.averageIntervalDays, Double(last.daysSince1970 - first.daysSince1970) / Double(days.count - 1))
                }
            }
        }
    }

    /// Rule: the rebuild (migration 10) keeps a catalog's plants, favorites and waterings, moves a
    /// photo path not read yet to unread_photo_files, and sets a last watering that plain SQL had
    /// moved back below its history's latest day to that day, moving the revision.
    func testRebuildKeepsRowsAndSetsTheLastWatering() throws {
        let folder = try makeTemporaryFolder()
        let older = try makeCatalog(in: folder, migrations: Migration.embedded.filter { $0.version <= 9 })
        try older.database.executeScript(
            """
            INSERT INTO plants (key, name, last_watered, photo_path) VALUES ('fern', 'Fern', '2026-03-01', 'fern.png');
            INSERT INTO plants (key, name, last_watered) VALUES ('hoya', 'Hoya', '2026-03-05');
            UPDATE plants SET last_watered = '2026-02-01' WHERE key = 'hoya';
            INSERT INTO favorites (plant_id, position) SELECT id, 0 FROM plants WHERE key = 'hoya';
            """)
        let revision = try older.revision()
        let store = try makeCatalog(in: folder)
        XCTAssertEqual(try store.plants.plant(key: "hoya")?.lastWatered?.description, "2026-03-05")
        XCTAssertEqual(try store.waterings.all().map(\.day.description), ["2026-03-01", "2026-02-01", "2026-03-05"])
        XCTAssertEqual(try store.plants.photoPaths().map(\.path), ["fern.png"])
        XCTAssertEqual(try store.favorites.list().map(\.plant.key), ["hoya"])
        XCTAssertEqual(try store.revision(), revision + 1)
        XCTAssertNil(try store.database.fetchOne("PRAGMA foreign_key_check"))
        XCTAssertEqual(try store.database.fetchValue(Int64.self, "PRAGMA foreign_keys"), 1, "foreign keys are on again")
    }
}
