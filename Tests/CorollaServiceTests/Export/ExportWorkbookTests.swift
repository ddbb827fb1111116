import CorollaJSON
import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// The .xlsx export (``Exporter/exportWorkbook(to:photos:)``) as openpyxl, the stand-in for Excel,
/// reads it (``ParsedWorkbook``): its sheets, every cell's type and value.
final class ExportWorkbookTests: XCTestCase {
    private typealias Cell = ParsedWorkbook.Cell

    /// Rule (golden): the sheets Plants and Waterings, each with a frozen header row of the export's
    /// columns under an autofilter; text that looks like a number or a formula stays text, empty
    /// notes are an empty text cell apart from absent ones, numbers are numbers, days dates (a
    /// day before 1900, which Excel has not, is `YYYY-MM-DD` text), favorites booleans; notes up
    /// to the field's limit are whole; a number of more digits than a spreadsheet keeps is its
    /// literal as text; columns are about as wide as their contents.
    func testAnAwkwardCatalogCellByCell() throws {
        let store = try CatalogStore.inMemory()
        let leap = try XCTUnwrap(CalendarDate(year: 2024, month: 2, day: 29))
        let old = try XCTUnwrap(CalendarDate(year: 1899, month: 12, day: 31))
        let zero = try store.plants.insert(
            PlantDraft(key: "0012", name: "=1+1", kind: "+1", notes: "", waterEveryDays: 3, lastWatered: leap, photoAspect: 0.75))
        let escapes = "_x0041_ stays, as do\ttabs\r\nand \u{1} and 龟背竹 👩🏽‍🌾"
        try store.plants.insert(PlantDraft(key: "ficus", name: "Ficus lyrata 🌿, ü", notes: escapes, lastWatered: old, photoAspect: 1.0 / 3))
        let limit = try XCTUnwrap(PlantField.notes.declaration.limit?.characters)
        let long = String(repeating: "ab", count: limit / 2)
        try store.plants.insert(PlantDraft(key: "long", name: "Long notes", notes: long))
        try store.favorites.add(plantID: zero.id)
        try store.waterings.water(plantIDs: [zero.id], on: try XCTUnwrap(CalendarDate(year: 2024, month: 2, day: 28)), by: "Küche — Tablet")

        let book = try workbook(of: store)
        XCTAssertEqual(book.sheets.map(\.name), ["Plants", "Waterings"])
        XCTAssertEqual(book.created, "1980-01-01T00:00:00", "a date of no export's, so the same catalog gives the same bytes")
        let plants = try XCTUnwrap(book["Plants"])
        let header = ["key", "name", "kind", "notes", "water_every_days", "last_watered", "photo_aspect", "favorite", "position"]
        let expected: [[Cell]] = [
            header.map(Cell.text),
            [.text("0012"), .text("=1+1"), .text("+1"), .emptyText, .number(3), .date("2024-02-29"), .number(0.75), .boolean(true), .number(0)],
            [.text("ficus"), .text("Ficus lyrata 🌿, ü"), .none, .text(escapes), .none, .text("1899-12-31"), .text("0.3333333333333333"), .boolean(false), .none],
            [.text("long"), .text("Long notes"), .none, .text(long), .none, .none, .none, .boolean(false), .none],
        ]
        XCTAssertEqual(plants.rows.count, expected.count)
        for (row, (got, want)) in zip(plants.rows, expected).enumerated() {
            for (column, (cell, wanted)) in zip(got, want).enumerated() {
                XCTAssertEqual(cell, wanted, "Plants row \(row + 1), \(header[column])")
            }
            XCTAssertEqual(got.count, want.count, "Plants row \(row + 1)")
        }
        XCTAssertEqual(plants.frozen, "A2")
        XCTAssertEqual(plants.filter, "A1:I4")

        let waterings = try XCTUnwrap(book["Waterings"])
        XCTAssertEqual(
            waterings.rows,
            [
                ["key", "name", "watered_on", "watered_by"].map(Cell.text),
                [.text("0012"), .text("=1+1"), .date("2024-02-28"), .text("Küche — Tablet")],
                [.text("0012"), .text("=1+1"), .date("2024-02-29"), .none],
                [.text("ficus"), .text("Ficus lyrata 🌿, ü"), .text("1899-12-31"), .none],
            ])
        XCTAssertEqual(waterings.frozen, "A2")
        XCTAssertEqual(waterings.filter, "A1:D\(waterings.rows.count)")

        // Each column is about as wide as its widest value: the notes at the widest, the key
        // column as wide as "0012"'s header, never the default.
        let widths = plants.widths.map { $0 ?? 0 }
        XCTAssertEqual(widths.count, header.count)
        XCTAssertGreaterThanOrEqual(widths[3], 60, "the notes")
        XCTAssertLessThan(widths[3], 70, "the notes, capped")
        XCTAssertGreaterThan(widths[1], Double("Ficus lyrata 🌿, ü".count), "the name")
        XCTAssertLessThan(widths[1], Double("Ficus lyrata 🌿, ü".count + 4), "the name")
        XCTAssertGreaterThanOrEqual(widths[4], Double("water_every_days".count), "a header wider than its values")
    }

    /// Rule: text longer than an Excel cell holds (32,767 UTF-16 code units) — notes within the
    /// field's limit of characters, but of characters Excel counts twice — is refused naming the
    /// plant, the column, its length and the formats that hold it; nothing is written, never a
    /// cell cut short.
    func testTextLongerThanACellIsRefused() throws {
        let store = try CatalogStore.inMemory()
        let limit = try XCTUnwrap(PlantField.notes.declaration.limit?.characters)
        try store.plants.insert(PlantDraft(key: "aloe", name: "Aloe"))
        try store.plants.insert(PlantDraft(key: "herbs", name: "Herbs", notes: String(repeating: "🌿", count: limit)))
        var written = 0
        let output = OutputBuffer { written += $0.count }
        XCTAssertThrowsError(try CatalogService(store: store).transfer.exportWorkbook(to: output)) { error in
            guard let failure = error as? Failure else { return XCTFail("\(error)") }
            XCTAssertEqual(failure.kind, .badInput)
            XCTAssertEqual(
                failure.message,
                "Cannot write an .xlsx file: the notes of herbs (sheet 'Plants', row 3) has \(limit * 2) characters, more than the 32767 "
                    + "an Excel cell holds; export as CSV, TSV or JSON, which hold it whole, or shorten it.")
        }
        try output.finish()
        XCTAssertEqual(written, 0)
    }

    /// Rule (property, with the NDJSON export as the twin): for random catalogs of awkward text
    /// (``RandomCatalog``), each Plants row holds the values of the NDJSON export's object of
    /// that plant (but its waterings), and the Waterings sheet those of `export --history`, each
    /// as the cell of its kind: null none, "" empty text, a day a date, a number a number,
    /// true/false a boolean, other text text; a number that 15 significant digits, what a
    /// spreadsheet keeps, would not give back exactly is its literal as text. Two exports of a
    /// catalog are the same bytes.
    func testCellsHoldWhatTheNDJSONExportHolds() throws {
        var random = SplitMix64(seed: 20_261_207)
        for round in 0..<4 {
            let store = try RandomCatalog.make(plants: Int.random(in: 1...16, using: &random), using: &random)
            let transfer = CatalogService(store: store).transfer
            let book = try workbook(of: store)
            XCTAssertEqual(try bytes(of: store), try bytes(of: store), "round \(round): the same catalog, the same bytes")
            let plants = try OutputBuffer.collecting { _ = try transfer.export(as: .ndjson, to: $0) }
            let history = try OutputBuffer.collecting { _ = try transfer.exportHistory(as: .ndjson, to: $0) }
            for (name, text, dropping) in [("Plants", plants, "waterings"), ("Waterings", history, "")] {
                let objects = try text.split(separator: "\n").map { line -> [JSONMember] in
                    guard case .object(let members) = try JSONParser.parse(Data(line.utf8)) else { throw WorkbookReadError(message: "not an object: \(line)") }
                    return members.filter { $0.key != dropping }
                }
                let sheet = try XCTUnwrap(book[name], "round \(round)")
                if let first = objects.first { XCTAssertEqual(sheet.rows.first, first.map { Cell.text($0.key) }, "round \(round), \(name)") }
                XCTAssertEqual(sheet.rows.count, objects.count + 1, "round \(round), \(name)")
                for (row, (cells, members)) in zip(sheet.rows.dropFirst(), objects).enumerated() {
                    XCTAssertEqual(cells, members.map(Self.cell), "round \(round), \(name) row \(row + 2)")
                }
            }
        }
    }

    /// The cell a JSON export's member is written as.
    private static func cell(_ member: JSONMember) -> Cell {
        let isDay = ["last_watered", "watered_on"].contains(member.key)
        switch member.value {
        case .null: return .none
        case .string(""): return .emptyText
        case .string(let text): return isDay && text >= "1900" ? .date(text) : .text(text)
        case .number(let literal):
            guard let number = Double(literal) else { return .other(literal) }
            return Double(String(format: "%.15g", number)) == number ? .number(number) : .text(literal)
        case .bool(let flag): return .boolean(flag)
        default: return .other("\(member.value)")
        }
    }

    /// `store` exported as a workbook, read by openpyxl.
    private func workbook(of store: CatalogStore) throws -> ParsedWorkbook {
        let path = try makeTemporaryFolder().path("plants.xlsx")
        try Data(try bytes(of: store)).write(to: URL(fileURLWithPath: path))
        return try ParsedWorkbook.read(path)
    }

    /// The bytes of `store` exported as a workbook.
    private func bytes(of store: CatalogStore) throws -> [UInt8] {
        var bytes: [UInt8] = []
        let output = OutputBuffer { bytes += $0 }
        try CatalogService(store: store).transfer.exportWorkbook(to: output)
        try output.finish()
        return bytes
    }
}
