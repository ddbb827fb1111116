import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// The importer against a catalog: upsert by key or name, conflicts, favorites, dry runs, and
/// all-or-nothing writes.
final class ImporterTests: XCTestCase {
    private let base = "key,name,kind,notes,water_every_days\nmonstera,Monstera,foliage,Big leaves,7\npilea,Pilea,herb,,5\n"

    /// Rule: the first import inserts, the same file again changes nothing (revision kept), a
    /// changed file updates only the plants that differ.
    func testInsertThenUnchangedThenUpdated() throws {
        let store = try CatalogStore.inMemory()
        XCTAssertEqual(try importText(base, .csv, into: store).inserted, 2)
        let revision = try store.revision()
        let again = try importText(base, .csv, into: store)
        XCTAssertEqual([again.inserted, again.updated, again.unchanged], [0, 0, 2])
        XCTAssertEqual(try store.revision(), revision)
        let changed = try importText("key,name,water_every_days\nmonstera,Monstera,10\npilea,Pilea,5\naloe,Aloe,\n", .csv, into: store)
        XCTAssertEqual([changed.inserted, changed.updated, changed.unchanged], [1, 1, 1])
        let monstera = try XCTUnwrap(store.plants.plant(key: "monstera"))
        XCTAssertEqual(monstera.waterEveryDays, 10)
        // Columns the file does not have keep their stored values.
        XCTAssertEqual(monstera.kind, "foliage")
        XCTAssertEqual(monstera.notes, "Big leaves")
    }

    /// Rule: an empty cell in a column the file has clears the stored value; JSON null too, while
    /// a missing member keeps it.
    func testAbsentValuesClearAndMissingFieldsKeep() throws {
        let store = try CatalogStore.inMemory()
        _ = try importText(base, .csv, into: store)
        _ = try importText("key,name,kind\nmonstera,Monstera,\n", .csv, into: store)
        XCTAssertNil(try store.plants.plant(key: "monstera")?.kind)
        _ = try importText(#"[{"key": "pilea", "name": "Pilea", "water_every_days": null}]"#, .json, into: store)
        let pilea = try XCTUnwrap(store.plants.plant(key: "pilea"))
        XCTAssertNil(pilea.waterEveryDays)
        XCTAssertEqual(pilea.kind, "herb")
    }

    /// Rule: without a key, a record matches the plant with exactly its name, or gets the slug of
    /// its name as key, suffixed when another plant (or a key of the file) has it.
    func testUpsertByNameWithoutKey() throws {
        let store = try CatalogStore.inMemory()
        _ = try importText(base, .csv, into: store)
        let summary = try importText("name,kind\nMonstera,aroid\nMonstera!,foliage\nAloe vera,succulent\n", .csv, into: store)
        XCTAssertEqual([summary.inserted, summary.updated], [2, 1])
        XCTAssertEqual(try store.plants.plant(key: "monstera")?.kind, "aroid")
        XCTAssertEqual(try store.plants.plant(key: "monstera-2")?.name, "Monstera!")
        XCTAssertEqual(try store.plants.plant(key: "aloe-vera")?.name, "Aloe vera")
        let mixed = try importText("key,name\n,Fern\nfern,Other fern\n", .csv, into: store)
        XCTAssertEqual(mixed.inserted, 2)
        XCTAssertEqual(try store.plants.plant(key: "fern")?.name, "Other fern")
        XCTAssertEqual(try store.plants.plant(key: "fern-2")?.name, "Fern")
    }

    /// Rule: a name that several plants have cannot be matched without a key; a keyless record
    /// that reaches the same plant as a keyed one is refused.
    func testAmbiguousAndRepeatedPlants() throws {
        let store = try CatalogStore.inMemory()
        _ = try importText("key,name\na,Fern\nb,Fern\nc,Moss\n", .csv, into: store)
        assertImportError(
            "name\nFern\n", "plants.csv:2: name: 2 plants of the catalog have this name (record 1); add a key column to say which", store)
        assertImportError(
            "key,name\n,Moss\nc,Moss again\n", "plants.csv:3: key: the same plant ('c') as the record on line 2 (record 2)", store)
    }

    /// Rule: on-conflict skip leaves existing plants (and their favorites) alone, fail refuses the
    /// whole import, update (the default) writes.
    func testConflictPolicies() throws {
        let store = try CatalogStore.inMemory()
        _ = try importText(base, .csv, into: store)
        let file = "key,name,kind,favorite\nmonstera,Monstera,aroid,true\nfern,Fern,fern,true\n"
        let skipped = try importText(file, .csv, into: store, options: ImportOptions(onConflict: .skip))
        XCTAssertEqual([skipped.inserted, skipped.skipped, skipped.favorited], [1, 1, 1])
        XCTAssertEqual(try store.plants.plant(key: "monstera")?.kind, "foliage")
        XCTAssertEqual(try store.favorites.list().map(\.plant.key), ["fern"])
        assertImportError(
            file,
            """
            plants.csv:2: key: the catalog already has this plant ('monstera') (record 1); import with --on-conflict update or skip
            plants.csv:3: key: the catalog already has this plant ('fern') (record 2); import with --on-conflict update or skip
            """,
            store, options: ImportOptions(onConflict: .fail))
        let fresh = try importText("key,name\nnew,New\n", .csv, into: store, options: ImportOptions(onConflict: .fail))
        XCTAssertEqual(fresh.inserted, 1)
        let updated = try importText(file, .csv, into: store)
        XCTAssertEqual([updated.updated, updated.unchanged, updated.favorited], [1, 1, 1])
        XCTAssertEqual(try store.plants.plant(key: "monstera")?.kind, "aroid")
    }

    /// Rule: favorite true appends (keeping the place of a plant that already is one), false
    /// removes, a position puts the plant at that index (ties in file order), markFavorite
    /// favorites every imported plant.
    func testFavoritesAndPositions() throws {
        let store = try CatalogStore.inMemory()
        _ = try importText("key,name,favorite\na,A,yes\nb,B,yes\nc,C,yes\nd,D,\n", .csv, into: store)
        XCTAssertEqual(try store.favorites.list().map(\.plant.key), ["a", "b", "c"])
        let moved = try importText("key,name,favorite,position\nd,D,,0\nb,B,false,\na,A,true,\nc,C,,9\n", .csv, into: store)
        XCTAssertEqual([moved.favorited, moved.unfavorited, moved.unchanged], [1, 1, 4])
        XCTAssertEqual(try store.favorites.list().map(\.plant.key), ["d", "a", "c"])
        let tied = try importText(#"[{"key": "b", "name": "B", "position": 1}, {"key": "e", "name": "E", "position": 1}]"#, .json, into: store)
        XCTAssertEqual(tied.favorited, 2)
        XCTAssertEqual(try store.favorites.list().map(\.plant.key), ["d", "b", "e", "a", "c"])
        let marked = try importText(
            "key,name,favorite\nf,F,false\na,A,false\n", .csv, into: store, options: ImportOptions(markFavorite: true))
        XCTAssertEqual([marked.inserted, marked.favorited, marked.unfavorited], [1, 1, 0])
        XCTAssertEqual(try store.favorites.list().map(\.plant.key), ["d", "b", "e", "a", "c", "f"])
    }

    /// Rule: a dry run reports what a real import would do and leaves the catalog file
    /// byte-identical (and its revision unchanged).
    func testDryRunWritesNothing() throws {
        let folder = try makeTemporaryFolder()
        let path = folder.path("garden.sqlite")
        try { _ = try importText(base, .csv, into: try CatalogStore(path: path)) }()
        let file = "key,name,kind,favorite\nmonstera,Monstera,aroid,true\npilea,Pilea,herb,\nfern,Fern,,true\n"
        let (before, dry, after) = try withClosedFileBytes(at: path) { store in
            try importText(file, .csv, into: store, options: ImportOptions(dryRun: true))
        }
        XCTAssertTrue(before == after, "a dry run changed the file")
        XCTAssertTrue(dry.dryRun)
        let real = try importText(file, .csv, into: try CatalogStore(path: path))
        XCTAssertFalse(real.dryRun)
        XCTAssertEqual([dry.inserted, dry.updated, dry.unchanged, dry.favorited], [1, 1, 1, 2])
        XCTAssertEqual([real.inserted, real.updated, real.unchanged, real.favorited], [1, 1, 1, 2])
    }

    /// Rule: a bad record anywhere, or a conflict found while matching, aborts the import: the
    /// catalog file is byte-identical, even after thousands of good records before it.
    func testFailedImportLeavesTheFileByteIdentical() throws {
        let folder = try makeTemporaryFolder()
        let path = folder.path("garden.sqlite")
        try { _ = try importText(base, .csv, into: try CatalogStore(path: path)) }()
        let good = (0..<5_000).map { "key\($0),Plant \($0),7\n" }.joined()
        for (file, options) in [
            ("key,name,water_every_days\n" + good + "bad,Bad,-3\n", ImportOptions()),
            ("key,name,water_every_days\n" + good + "pilea,Pilea,3\n", ImportOptions(onConflict: .fail)),
        ] {
            let (before, failure, after) = try withClosedFileBytes(at: path) { store in
                Result { try importText(file, .csv, into: store, options: options) }
            }
            XCTAssertThrowsError(try failure.get()) { XCTAssertTrue($0 is ImportErrors, "\($0)") }
            XCTAssertTrue(before == after, "a failed import changed the file")
        }
    }

    /// Rule: progress reports every written record, in order, against the total.
    func testProgress() throws {
        var reports: [String] = []
        var importer = CatalogService(store: try CatalogStore.inMemory()).transfer.importer()
        importer.progress = { reports.append("\($0)/\($1)") }
        _ = try importer.importData(Array(base.utf8), format: .csv, file: "plants.csv")
        XCTAssertEqual(reports, ["1/2", "2/2"])
    }

    /// Rule: 100,000 CSV rows import in one transaction, every plant and favorite as written
    /// (speed is measured by corolla-bench, not here).
    func testHundredThousandRows() throws {
        let store = try CatalogStore.inMemory()
        var csv = "key,name,kind,notes,water_every_days,last_watered,favorite\n"
        for index in 0..<100_000 {
            csv += "p\(index),\"Plant \(index), 'Variegata'\",\(["foliage", "fern", "herb"][index % 3]),\"Row \(index)\nsecond line\","
                + "\(index % 14 + 1),2024-\(index % 9 + 1 < 10 ? "0" : "")\(index % 9 + 1)-15,\(index % 10 == 0)\n"
        }
        let summary = try importText(csv, .csv, into: store)
        XCTAssertEqual([summary.inserted, summary.favorited], [100_000, 10_000])
        XCTAssertEqual(try store.plants.count(), 100_000)
        let plant = try XCTUnwrap(store.plants.plant(key: "p54321"))
        XCTAssertEqual(plant.name, "Plant 54321, 'Variegata'")
        XCTAssertEqual(plant.notes, "Row 54321\nsecond line")
        XCTAssertEqual(plant.waterEveryDays, 54321 % 14 + 1)
        XCTAssertEqual(plant.lastWatered, CalendarDate(year: 2024, month: 54321 % 9 + 1, day: 15))
        XCTAssertEqual(try store.favorites.orderedPlantIDs().count, 10_000)
        XCTAssertEqual(try store.favorites.list().prefix(2).map(\.plant.key), ["p0", "p10"])
        XCTAssertEqual(try importText(csv, .csv, into: store).unchanged, 100_000)
    }

    private func assertImportError(
        _ text: String, _ expected: String, _ store: CatalogStore, options: ImportOptions = ImportOptions(), line: UInt = #line
    ) {
        XCTAssertThrowsError(try importText(text, .csv, into: store, options: options), line: line) { error in
            XCTAssertEqual((error as? ImportErrors)?.description, expected, "\(error)", line: line)
        }
    }
}
