import CorollaService
import CorollaStore
import XCTest

/// Watering histories in import files: a plant record's `waterings` (JSON, NDJSON) and the history
/// file `export --history` writes.
final class HistoryImportTests: XCTestCase {
    private func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    /// The recorded days of the catalog's one plant, oldest first.
    private func days(_ store: CatalogStore) throws -> [CalendarDate] { try store.waterings.all().map(\.day) }

    private func fern() throws -> (CatalogStore, Int64) {
        let store = try CatalogStore.inMemory()
        let id = try store.plants.insert(PlantDraft(key: "fern", name: "Fern", lastWatered: day("2025-03-10"))).id
        try store.waterings.water(plantIDs: [id], on: day("2025-03-01"))
        return (store, id)
    }

    /// Rule: a record's waterings are merged: new days are added (the latest becomes the last
    /// watering), days already recorded are counted once, and none is removed.
    func testWateringsMergeIntoTheHistory() throws {
        let (store, id) = try fern()
        let summary = try importText(#"[{"key":"fern","waterings":["2025-03-01","2025-03-12","2025-02-01"]}]"#, .json, into: store)
        XCTAssertEqual([summary.wateringsAdded, summary.wateringsRecorded], [2, 1])
        XCTAssertEqual(try days(store).map(\.description), ["2025-02-01", "2025-03-01", "2025-03-10", "2025-03-12"])
        XCTAssertEqual(try store.plants.plant(id: id)?.lastWatered, day("2025-03-12"))
        XCTAssertEqual(summary.notInFile, [.photos])
    }

    /// Rule: a bad `waterings` value is refused naming the line and the field: not an array, an item
    /// that is not a date, a value in a CSV cell (CSV carries the history in a file of its own).
    func testBadWateringsAreRefused() throws {
        XCTAssertEqual(
            importFailure(#"[{"name":"Fern","waterings":"2025-03-01"}]"#, .json),
            "plants.json:1: waterings: expected an array of dates, found a string (record 1)")
        XCTAssertEqual(
            importFailure("{\"name\":\"Fern\",\"waterings\":[\"2025-03-01\",\"2025-02-30\"]}\n", .ndjson),
            "plants.ndjson:1: waterings: item 2 must be a date that exists, as YYYY-MM-DD, got '\"2025-02-30\"' (record 1)")
        XCTAssertEqual(
            importFailure("name,waterings\nFern,2025-03-01\n", .csv),
            "plants.csv:2: waterings: a CSV or TSV file cannot hold a watering history (record 1); import the file export --history writes with --history")
    }

    /// Rule: a history file adds each day once; a dry run reports the same and writes nothing.
    func testHistoryFileMerges() throws {
        let (store, _) = try fern()
        let text = "key,name,watered_on\r\nfern,Fern,2025-03-01\r\nfern,Fern,2025-03-04\r\nfern,Fern,2025-03-04\r\n"
        let revision = try store.revision()
        let dry = try CatalogService(store: store).transfer.importer(options: ImportOptions(dryRun: true)).importHistory(data: Array(text.utf8), format: .csv, file: "h.csv")
        XCTAssertEqual([dry.wateringsAdded, dry.wateringsRecorded], [1, 2])
        XCTAssertEqual(try store.revision(), revision)
        XCTAssertEqual(try days(store).count, 2)
        let done = try CatalogService(store: store).transfer.importer().importHistory(data: Array(text.utf8), format: .csv, file: "h.csv")
        XCTAssertEqual([done.wateringsAdded, done.wateringsRecorded], [1, 2])
        XCTAssertEqual(try days(store).map(\.description), ["2025-03-01", "2025-03-04", "2025-03-10"])
    }

    /// Rule: a history file's every bad record is reported in one run, in file order, and nothing is
    /// written; an unknown field of a CSV header is said once.
    func testEveryBadHistoryRecordInOneRun() throws {
        let (store, _) = try fern()
        let text = "key,watered_on\nfern,2025-03-04\nrose,2025-03-05\nfern,yesterday\n,2025-03-06\nfern,2025-03-07\n"
        XCTAssertThrowsError(try CatalogService(store: store).transfer.importer().importHistory(data: Array(text.utf8), format: .csv, file: "h.csv")) { error in
            XCTAssertEqual(
                "\(error)",
                """
                h.csv:3: key: no plant has the key 'rose' (record 2); import the plants first
                h.csv:4: watered_on: must be a date that exists, as YYYY-MM-DD, got 'yesterday' (record 3)
                h.csv:5: key: required (the key of the plant that was watered) (record 4)
                """)
        }
        XCTAssertEqual(try days(store).count, 2)
        XCTAssertThrowsError(try CatalogService(store: store).transfer.importer().importHistory(data: Array("key,watered_on,colour\nfern,2025-03-04,red\nfern,2025-03-05,blue\n".utf8), format: .csv, file: "h.csv")) { error in
            XCTAssertEqual((error as? ImportErrors)?.count, 1, "\(error)")
        }
    }

    /// Rule: a bad history record is refused naming its line and field, and nothing is written.
    func testBadHistoryRecordsAreRefused() throws {
        let cases: [(String, PlantFileFormat, String)] = [
            ("key,watered_on\nfern,2025-03-04\nfern,04/03/2025\n", .csv,
             "h.csv:3: watered_on: must be a date that exists, as YYYY-MM-DD, got '04/03/2025' (record 2)"),
            ("key\twatered_on\nfern\t\\N\n", .tsv, "h.tsv:2: watered_on: required (the day the plant was watered, YYYY-MM-DD) (record 1)"),
            (#"[{"key":"fern","watered_on":"2025-03-04","colour":"green"}]"#, .json,
             "h.json:1: unknown field colour (record 1); a watering history has the fields key, name, watered_on, watered_by"),
            ("{\"key\":\"fern\",\"watered_on\":\"2025-03-04\",\"kind\":\"fern\"}\n", .ndjson,
             "h.ndjson:1: unknown field kind (record 1); a watering history has the fields key, name, watered_on, watered_by (import a plant file without --history)"),
            ("key,watered_on\nrose,2025-03-04\n", .csv, "h.csv:2: key: no plant has the key 'rose' (record 1); import the plants first"),
        ]
        for (text, format, message) in cases {
            let (store, _) = try fern()
            XCTAssertThrowsError(try CatalogService(store: store).transfer.importer().importHistory(data: Array(text.utf8), format: format, file: "h.\(format)")) { error in
                XCTAssertEqual((error as? ImportErrors)?.description, message)
            }
            XCTAssertEqual(try days(store).count, 2, message)
        }
    }
}
