import Foundation
import XCTest

@testable import CorollaFormats

/// .xlsx and .ods workbooks read as their sheets: the fixtures openpyxl and odfpy wrote, as Excel
/// and LibreOffice save them (`Fixtures/make-fixtures.py`).
final class WorkbookReaderTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The bytes of the fixture `name`.
    static func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
    }

    /// The header and records of `bytes`, read as `format` (the sheet `sheet`), and the problems
    /// of the records left out.
    private func read(_ bytes: [UInt8], _ format: PlantFileFormat, file: String, sheet: String? = nil) throws -> (RawTable, [ImportError]) {
        var stream = RawRecordStream(
            input: BytesInput(bytes), format: format, file: file, dialect: DialectChoice(sheet: sheet), collectingRecordProblems: true)
        var records: [RawRecord] = []
        var problems: [ImportError] = []
        while let record = try stream.next() {
            records.append(record)
            problems += stream.takeRecordProblems()
        }
        return (RawTable(header: stream.header, records: records), problems + stream.takeRecordProblems())
    }

    private func texts(_ record: RawRecord) -> [String?] {
        record.values.map { if case .text(let text) = $0 { text } else { nil } }
    }

    /// Rule: the first sheet in workbook order is read; shared strings (a rich-text one's runs
    /// joined, its phonetic run left out), numbers as the shortest decimal (`7.0` is 7,
    /// `0.30000000000000004` is 0.3), dates by the cell's number format (a custom `dd/mm/yyyy`
    /// and the built-in format 14), booleans; a missing cell is absent and a missing row skipped.
    func testTheFirstSheetOfAnExcelWorkbook() throws {
        let (table, problems) = try read(Self.fixture("plants.xlsx"), .xlsx, file: "plants.xlsx")
        XCTAssertEqual(problems, [])
        XCTAssertEqual(table.header, RawHeader(line: 1, names: ["name", "kind", "water_every_days", "last_watered", "favorite", "notes"]))
        XCTAssertEqual(table.records.map(\.line), [2, 3, 5, 6])
        XCTAssertEqual(table.records.map(\.index), [1, 2, 3, 4])
        XCTAssertEqual(table.records.map(texts), [
            ["Peace lily", "Foliage", "7", "2026-11-30", "true", "Bright, indirect light"],
            ["Fern", nil, "3", "2026-11-02", "false", "Mist daily"],
            ["Cactus", "Succulent", "30", nil, nil, "0.3"],
            ["Total", nil, "40", nil, nil, nil],
        ])
    }

    /// Rule: `--sheet` reads the sheet of that name; without it, the first sheet shown (a hidden
    /// one is passed); a name no sheet has is an ``UnknownSheetError`` listing the sheets.
    func testASheetByName() throws {
        let (table, _) = try read(Self.fixture("plants.xlsx"), .xlsx, file: "plants.xlsx", sheet: "Archive")
        XCTAssertEqual(table.records.map(texts), [["Orchid", "Flowering"]])
        for (name, format) in [("plants.xlsx", PlantFileFormat.xlsx), ("plants.ods", .ods)] {
            XCTAssertThrowsError(try read(Self.fixture(name), format, file: name, sheet: "Plnts")) { error in
                XCTAssertEqual(error as? UnknownSheetError, UnknownSheetError(file: name, name: "Plnts", sheets: ["Plants", "Archive"]))
                XCTAssertEqual("\(error)", "\(name) has no sheet 'Plnts'; its sheets: 'Plants', 'Archive'")
            }
        }
        let (hidden, _) = try read(Self.fixture("hidden.xlsx"), .xlsx, file: "hidden.xlsx")
        XCTAssertEqual(hidden.records.map(texts), [["Fern"]], "the first sheet shown, past a hidden one")
        let (ods, _) = try read(Self.fixture("plants.ods"), .ods, file: "plants.ods", sheet: "Archive")
        XCTAssertEqual(ods.records.map(texts), [["Orchid"]])
    }

    /// Rule: a workbook in the 1904 date system (`date1904`) reads its serials from 1904-01-01.
    func testThe1904DateSystem() throws {
        let (table, _) = try read(Self.fixture("dates1904.xlsx"), .xlsx, file: "dates1904.xlsx")
        XCTAssertEqual(table.records.map(texts), [["Fern", "2026-11-30"]])
    }

    /// Rule: inline strings (rich-text runs too), a formula's string, booleans and ISO dates are
    /// read; rows and cells without a reference follow the one before, and a reference with a gap
    /// leaves the cells between absent.
    func testInlineStringsAndCellsWithoutReferences() throws {
        let (table, _) = try read(Self.fixture("inline.xlsx"), .xlsx, file: "inline.xlsx")
        XCTAssertEqual(table.header?.names, ["name", "notes", "favorite", "last_watered"])
        XCTAssertEqual(table.records.map(\.line), [2, 5])
        XCTAssertEqual(table.records.map(texts), [["Rubber plant", "Dust leaves", "true", "2026-11-30"], ["Snake plant", nil, nil, "2026-10-01"]])
    }

    /// Rule: an .ods sheet's paragraphs are joined by line breaks, its `text:s` are spaces and its
    /// spans text; floats, percentages, dates and booleans are read from their values; an empty row
    /// is skipped, a repeated row is each of its rows, and the million empty rows under the data
    /// (written once) are counted, not read one by one.
    func testAnOpenDocumentSheet() throws {
        let (table, _) = try read(Self.fixture("plants.ods"), .ods, file: "plants.ods")
        XCTAssertEqual(table.header?.names, ["name", "notes", "water_every_days", "last_watered", "favorite", "kind", "position"])
        XCTAssertEqual(table.records.map(\.line), [2, 4, 5])
        XCTAssertEqual(table.records.map(texts), [
            ["Peace lily", "Bright,   indirect\nlight", "7", "2026-11-30", "true", nil, nil],
            ["Fern", "0.25", nil, nil, nil, nil, nil],
            ["Fern", "0.25", nil, nil, nil, nil, nil],
        ])
    }

    /// Rule: an .ods row with values written once for more than 1,000 rows is refused, not read
    /// thousands of times (every repeat would be the same plant).
    func testARowRepeatedThousandsOfTimesIsRefused() throws {
        XCTAssertThrowsError(try read(Self.fixture("repeated.ods"), .ods, file: "repeated.ods")) { error in
            XCTAssertEqual(
                (error as? ImportError)?.description,
                "repeated.ods, sheet Plants, row 2: a row with values written once for 5000 rows (table:number-rows-repeated), over the 1000 read; every repeat of a row is the same plant: keep one")
        }
    }

    /// Rule: a sheet's bad records are said with the sheet, the row and the cell: an error the
    /// spreadsheet shows, a word for a number (two rows: one problem), a value under no header.
    func testProblemsNameTheSheetTheRowAndTheCell() throws {
        var stream = RecordStream(input: BytesInput(try Self.fixture("problems.xlsx")), format: .xlsx, file: "problems.xlsx")
        try stream.start()
        while try stream.next() != nil {}
        XCTAssertEqual(stream.problems.description, """
            problems.xlsx, sheet Plants, row 2 (B2): water_every_days: #N/A, an error the spreadsheet shows; put a value in the cell, or clear it
            problems.xlsx, sheet Plants, row 3 (B3): water_every_days: must be a whole number from 1 to 36500, got 'lots' (2 rows like it: rows 3, 5)
            problems.xlsx, sheet Plants, row 4 (D4): a value in column D, which has no header; give column D a header in row 1, or clear it
            """)
    }

    /// Rule: a reader that does not collect the problems of a sheet's records (a watering
    /// history's) gets the first one thrown: a bad cell is never passed over in silence.
    func testARecordProblemIsThrownUnlessCollected() throws {
        var stream = RawRecordStream(input: BytesInput(try Self.fixture("problems.xlsx")), format: .xlsx, file: "problems.xlsx")
        XCTAssertThrowsError(try stream.next()) { error in
            XCTAssertEqual(
                (error as? ImportError)?.description,
                "problems.xlsx, sheet Plants, row 2 (B2): water_every_days: #N/A, an error the spreadsheet shows; put a value in the cell, or clear it")
        }
        XCTAssertNil(try stream.next())
    }

    /// Rule: a truncated workbook, a file that is no zip archive and a zip archive of something
    /// else are each refused with what they are; nothing is read.
    func testWhatIsNotAWorkbook() throws {
        let plants = try Self.fixture("plants.xlsx")
        let cases: [(String, [UInt8], String)] = [
            ("cut.xlsx", Array(plants.prefix(plants.count / 2)), "cut.xlsx: not a readable .xlsx workbook (not a zip archive); an .xlsx file is a zip archive: save it again from the spreadsheet program, or name its format with --format"),
            ("text.xlsx", Array("name,kind\nFern,Fern\n".utf8), "text.xlsx: not a readable .xlsx workbook (not a zip archive); an .xlsx file is a zip archive: save it again from the spreadsheet program, or name its format with --format"),
            ("plants.ods", plants, "plants.ods: not a readable .ods workbook (a zip archive without content.xml); an .ods file is a zip archive: save it again from the spreadsheet program, or name its format with --format"),
            ("empty.xlsx", [], "empty.xlsx:1: the file is empty"),
        ]
        for (name, bytes, message) in cases {
            XCTAssertThrowsError(try read(bytes, PlantFileFormat(path: name) ?? .csv, file: name), name) { error in
                XCTAssertEqual((error as? ImportError)?.description, message)
            }
        }
    }

    /// Rule: an entry that declares more than ``ImportLimits/workbookEntryBytes`` once unpacked (a
    /// zip bomb) is refused before it is read.
    func testAZipBombIsRefused() throws {
        let bomb = ZipBytes.archive(name: "content.xml", declaredSize: UInt32(ImportLimits.workbookEntryBytes) + 1)
        XCTAssertThrowsError(try read(bomb, .ods, file: "bomb.ods")) { error in
            XCTAssertEqual(
                (error as? ImportError)?.description,
                "bomb.ods: content.xml in the archive unpacks to 1024 MiB, over the 1024 MiB limit; save the sheet as CSV, or split it")
        }
    }

    /// Rule: a number reads as the shortest decimal with a spreadsheet's 15 significant digits,
    /// never with an exponent.
    func testNumbersAsText() {
        let cases: [(String, String?)] = [
            ("7.0", "7"), ("0.30000000000000004", "0.3"), ("1e-05", "0.00001"), ("1.5E+20", "150000000000000000000"),
            ("-2.50", "-2.5"), ("123456789012345678", "123456789012346000"), ("0.1", "0.1"), ("0", "0"), ("-0", "0"),
            ("99999999999999999", "100000000000000000"), ("46356", "46356"), ("NaN", nil), ("inf", nil), ("lots", nil),
        ]
        for (written, text) in cases { XCTAssertEqual(SheetNumber.text(written), text, written) }
    }

    /// Rule: a string's `_xHHHH_` is the code unit U+HHHH (a pair of them a character beyond the
    /// BMP), `_x005F_` an underscore that would start one; anything else reads as written.
    func testEscapedCharactersInStrings() {
        let cases: [(String, String)] = [
            ("a_x000D_b", "a\rb"), ("_x0001__x001B_[31m", "\u{01}\u{1B}[31m"), ("_x005F_x000D_", "_x000D_"),
            ("_xD83C__xDF3F_", "🌿"), ("_xD83C_", "\u{FFFD}"), ("_x00zz_", "_x00zz_"), ("_x000D", "_x000D"), ("snake_case_x", "snake_case_x"),
            ("龟背竹_x0009_é", "龟背竹\té"), ("", ""),
        ]
        for (written, shown) in cases { XCTAssertEqual(XLSXText.shown(written), shown, written) }
    }

    /// Rule: date serials count from 1900-01-01 (day 1, with Excel's day 60, 1900-02-29, refused)
    /// or from 1904-01-01 (day 0); the time of day is left out.
    func testDateSerials() {
        let days: [(Double, Bool, String?)] = [
            (1, false, "1900-01-01"), (59, false, "1900-02-28"), (60, false, nil), (61, false, "1900-03-01"),
            (46356.75, false, "2026-11-30"), (0, false, nil), (0, true, "1904-01-01"), (44894, true, "2026-11-30"),
            (2_958_465, false, "9999-12-31"), (2_958_466, false, nil), (-1, true, nil),
        ]
        for (serial, date1904, day) in days {
            let read = try? SheetDate.day(serial: serial, date1904: date1904).get()
            XCTAssertEqual(read?.description, day, "\(serial) \(date1904)")
        }
    }

    /// Rule: a number format shows a date when it has a d, m, y or h code outside quotes,
    /// brackets and escapes, in its first section; the built-in formats 14–22 and 45–47 do.
    func testDateFormats() {
        for code in ["dd/mm/yyyy", "yyyy-mm-dd h:mm", "[h]:mm:ss", "[$-409]d-mmm-yy", "mmm yyyy"] {
            XCTAssertTrue(XLSXNumberFormats.isDate(code: code), code)
        }
        for code in ["General", "0.00", "#,##0 \"days\"", "[Red]0.00", "0;[Red]-0", "\\d0", "0.00_m", "0.00*y", ""] {
            XCTAssertFalse(XLSXNumberFormats.isDate(code: code), code)
        }
        XCTAssertEqual(XLSXNumberFormats.builtInDates, Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]))
    }

    /// Rule: column letters and cell references read and write as a spreadsheet's.
    func testCellReferences() {
        XCTAssertEqual([0, 25, 26, 701, 702, 16_383].map(SheetColumn.letters), ["A", "Z", "AA", "ZZ", "AAA", "XFD"])
        XCTAssertEqual(SheetColumn.reference("C7")?.column, 2)
        XCTAssertEqual(SheetColumn.reference("C7")?.row, 7)
        XCTAssertEqual(SheetColumn.reference("XFD1")?.column, 16_383)
        XCTAssertNil(SheetColumn.reference("XFE1"))
        XCTAssertNil(SheetColumn.reference("7C"))
        XCTAssertNil(SheetColumn.reference("c7"))
    }
}

/// A zip archive of one deflated entry written byte by byte, declaring the sizes it is given.
enum ZipBytes {
    /// An archive of the entry `name`, an empty deflate stream that declares `declaredSize`
    /// bytes once unpacked.
    static func archive(name: String, declaredSize: UInt32) -> [UInt8] {
        let payload: [UInt8] = [0x03, 0x00]
        let nameBytes = Array(name.utf8)
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }
        let common = le16(20) + le16(0) + le16(8) + le16(0) + le16(0x21) + le32(0) + le32(UInt32(payload.count)) + le32(declaredSize)
            + le16(nameBytes.count) + le16(0)
        let local = le32(0x0403_4B50) + common + nameBytes + payload
        let central = le32(0x0201_4B50) + le16(20) + common + le16(0) + le16(0) + le16(0) + le32(0) + le32(0) + nameBytes
        let end = le32(0x0605_4B50) + le16(0) + le16(0) + le16(1) + le16(1) + le32(UInt32(central.count)) + le32(UInt32(local.count)) + le16(0)
        return local + central + end
    }
}
