import CorollaJSON
@testable import CorollaService
import CorollaStore
import CorollaTestSupport
import XCTest

/// Imports of files that give `key` and some of the plant fields: each row updates those fields of
/// the plant with its key, as editing them one by one through the service would.
final class PartialImportTests: XCTestCase {
    /// The fields a partial file may give besides `key`.
    static let fields: [PlantField] = [.name, .kind, .notes, .waterEveryDays, .lastWatered, .photoAspect]

    /// A random value of `field`: nil (none) for the fields that may be empty. Text holds commas,
    /// quotes and CJK, but no tab, line break or backslash (TSV would escape them).
    static func value(_ field: PlantField, _ random: inout SplitMix64) -> String? {
        let words = ["Fern", "Aloe, \"the\" green", "文竹", "Mint", "Monstera deliciosa", "sun & shade"]
        switch field {
        case .name: return words.randomElement(using: &random) ?? "Fern"
        case .kind: return Bool.random(using: &random) ? nil : ["herb", "fern", "多肉"].randomElement(using: &random)
        case .notes: return Int.random(in: 0..<4, using: &random) == 0 ? nil : words.randomElement(using: &random)
        case .waterEveryDays: return Bool.random(using: &random) ? nil : String(Int.random(in: 1...60, using: &random))
        case .lastWatered: return Bool.random(using: &random) ? nil : "2026-0\(Int.random(in: 1...9, using: &random))-1\(Int.random(in: 0...9, using: &random))"
        case .photoAspect: return Bool.random(using: &random) ? nil : ["0.5", "1", "1.25", "2.5"].randomElement(using: &random)
        default: return nil
        }
    }

    /// A file of `rows` (key, then one value per field of `fields`) in `format`; nil is written as
    /// an empty cell (CSV), `\N` (TSV) or `null` (JSON).
    static func file(_ rows: [(String, [String?])], fields: [PlantField], format: PlantFileFormat) -> String {
        let names = ["key"] + fields.map(\.rawValue)
        switch format {
        case .csv, .tsv:
            let separator = format == .csv ? "," : "\t"
            func cell(_ value: String?) -> String {
                guard let value else { return format == .csv ? "" : "\\N" }
                return format == .csv ? "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : value
            }
            return ([names.joined(separator: separator)] + rows.map { ([$0.0] + $0.1).map(cell).joined(separator: separator) })
                .joined(separator: "\n") + "\n"
        case .json, .ndjson:
            let objects = rows.map { row in
                JSONValue.object(zip(names, [row.0] + row.1).map { name, value in
                    let isNumber = name == PlantField.waterEveryDays.rawValue || name == PlantField.photoAspect.rawValue
                    return JSONMember(name, value.map { isNumber ? .number($0) : .string($0) } ?? .null)
                }).rendered()
            }
            return format == .json ? "[" + objects.joined(separator: ",\n") + "]" : objects.joined(separator: "\n") + "\n"
        case .xlsx, .ods: preconditionFailure("a workbook is not written as text")
        }
    }

    /// Sets `field` of `draft` to `value`, as `plants edit` would.
    static func set(_ field: PlantField, _ value: String?, in draft: inout PlantDraft) {
        switch field {
        case .name: draft.name = value ?? draft.name
        case .kind: draft.kind = value
        case .notes: draft.notes = value
        case .waterEveryDays: draft.waterEveryDays = value.flatMap { Int($0) }
        case .lastWatered: draft.lastWatered = value.flatMap { CalendarDate(iso: $0) }
        case .photoAspect: draft.photoAspect = value.flatMap { Double($0) }
        default: break
        }
    }

    /// A catalog of `count` plants with every field set, some favorites.
    static func seed(_ service: CatalogService, count: Int) throws {
        for index in 0..<count {
            try service.plants.add(
                PlantDraft(
                    key: "p\(index)", name: "Plant \(index)", kind: "kind \(index % 3)", notes: "Notes \(index)", waterEveryDays: index + 1,
                    lastWatered: CalendarDate(iso: "2026-01-1\(index % 10)"), photoAspect: 0.75))
            if index % 4 == 0 { try service.favorites.add(.key("p\(index)")) }
        }
    }

    /// Rule (property, brute-force twin): importing a file of `key` and a random subset of the
    /// fields, with random values (none included), for a random subset of the plants in random
    /// order, leaves the catalog equal to editing each row's fields one by one through
    /// ``CatalogService/editPlant(_:_:)``: the fields the file does not give stay, and so do the
    /// favorites. 60 cases over the four formats, seed 15.
    func testASubsetColumnFileEqualsEditingTheFieldsOneByOne() throws {
        var random = SplitMix64(seed: 15)
        let formats = PlantFileFormat.allCases.filter { !$0.isWorkbook }
        for trial in 0..<60 {
            let imported = CatalogService(store: try CatalogStore.inMemory())
            let edited = CatalogService(store: try CatalogStore.inMemory())
            let count = Int.random(in: 1...12, using: &random)
            try Self.seed(imported, count: count)
            try Self.seed(edited, count: count)
            let fields = Self.fields.filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
            let keys = (0..<count).map { "p\($0)" }.shuffled(using: &random).prefix(Int.random(in: 1...count, using: &random))
            let rows = keys.map { key in (key, fields.map { Self.value($0, &random) }) }
            let format = formats[trial % formats.count]
            let text = Self.file(rows, fields: fields, format: format)
            _ = try importText(text, format, into: imported.store)
            for (key, values) in rows {
                try edited.plants.edit(.key(key)) { draft in
                    for (field, value) in zip(fields, values) { Self.set(field, value, in: &draft) }
                }
            }
            XCTAssertEqual(try CatalogSnapshot(imported.store), try CatalogSnapshot(edited.store), "trial \(trial) (\(format)):\n\(text)")
        }
    }

    /// Rule: the importer reports each row as its batch is written, not at the end: rows of the
    /// first batch come while the later records are still to be written (the progress callback has
    /// not reached the total), so a listing of any size takes the memory of one batch.
    func testRowsAreReportedBatchByBatch() throws {
        let store = try CatalogStore.inMemory()
        let count = 3 * 1_024 + 5
        let text = "name\n" + (0..<count).map { "Plant \($0)\n" }.joined()
        var importer = CatalogService(store: store).transfer.importer(options: ImportOptions(dryRun: true))
        var done = 0, rowsWhenDone: [Int] = [], reported = 0
        importer.progress = { finished, _ in
            done = finished
            rowsWhenDone.append(reported)
        }
        importer.rows = { row in
            XCTAssertEqual(row.record, reported + 1, "file order")
            XCTAssertEqual(row.action, .insert)
            reported += 1
            XCTAssertLessThanOrEqual(reported, done + 1_024, "a row reported more than a batch ahead of the writes")
        }
        let summary = try importer.importData(Array(text.utf8), format: .csv, file: "plants.csv")
        XCTAssertEqual(reported, count)
        XCTAssertEqual(summary.inserted, count)
        XCTAssertEqual(rowsWhenDone.first, 1_024, "the first batch's rows came before the second batch was written")
        XCTAssertEqual(try store.plants.list().count, 0, "a dry run writes nothing")
    }

    /// Rule: an update row lists exactly the fields whose values change, old → new (a photo by its
    /// size); an import of the stored values reports `unchanged` with no changes.
    func testUpdateRowsListTheChangedFields() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        try Self.seed(service, count: 2)
        var importer = CatalogService(store: service.store).transfer.importer()
        var rows: [ImportRow] = []
        importer.rows = { rows.append($0) }
        _ = try importer.importData(
            Array("key,kind,notes,water_every_days\np0,kind 0,,1\np1,kind 1,Notes 1,2\n".utf8), format: .csv, file: "plants.csv")
        XCTAssertEqual(rows.map(\.action), [.update, .unchanged])
        XCTAssertEqual(rows[0].changes, [ImportRow.Change(field: .notes, old: .string("Notes 0"), new: .null)])
        XCTAssertEqual(rows[1].changes, [])
        XCTAssertEqual(rows.map(\.name), ["Plant 0", "Plant 1"])
    }
}
