@testable import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// Files as other programs and countries save them: the delimiter sniffed or given, decimal
/// commas, UTF-8 with a byte order mark, UTF-16 and Windows-1252, made by Python's csv module and
/// codecs (`Dialects/make.py`).
final class DialectImportTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Dialects")

    /// Imports `bytes` into `store` as `file`.
    private func importBytes(
        _ bytes: [UInt8], _ format: PlantFileFormat = .csv, into store: CatalogStore, options: ImportOptions = ImportOptions(), file: String = "plants.csv"
    ) throws -> ImportSummary {
        try CatalogService(store: store).transfer.importer(options: options).importData(bytes, format: format, file: file)
    }

    /// The bytes of the fixture `name`.
    private func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    }

    /// The message of what importing `bytes` throws, or a note that it threw nothing.
    private func failure(_ bytes: [UInt8], options: ImportOptions = ImportOptions(), file: String = "plants.csv") -> String {
        do {
            let summary = try importBytes(bytes, into: CatalogStore.inMemory(), options: options, file: file)
            return "no error: \(summary.records) records"
        } catch let errors as ImportErrors {
            return errors.description
        } catch {
            return "not an ImportErrors: \(error)"
        }
    }

    /// Rule: Excel's European CSV (semicolons, decimal commas, dotted dates, a quoted field holding a
    /// semicolon, a totals row, CRLF) imports as it is; the summary names the dialect, found in the
    /// file, and the totals row skipped.
    func testAEuropeanExcelCSVImportsAsItIs() throws {
        let store = try CatalogStore.inMemory()
        let summary = try importBytes(try fixture("european.csv"), into: store, file: "european.csv")
        XCTAssertEqual([summary.inserted, summary.totalsRows], [3, 1])
        XCTAssertEqual(summary.dialect, Dialect(delimiter: .semicolon, sniffed: true, decimalComma: true, encoding: .utf8))
        let lily = try XCTUnwrap(try store.plants.plant(key: "peace-lily"))
        XCTAssertEqual(lily.waterEveryDays, 7)
        XCTAssertEqual(lily.lastWatered, CalendarDate(iso: "2025-11-30"))
        XCTAssertEqual(lily.notes, "Keep moist; mist in summer")
        XCTAssertNil(try store.plants.plant(key: "summe"))
    }

    /// Rule: each delimiter is found in files written with it whose quoted fields hold the others
    /// (property, twin: the delimiter the file was written with; 200 cases, seed 37), and the
    /// records are the same as with the delimiter given.
    func testTheDelimiterIsFoundInTheHeaderAndFirstRows() throws {
        var random = SplitMix64(seed: 37)
        let pieces = ["Fern", "a,b", "c;d", "e\tf", "g|h", "7", "x y", "\"q\""]
        for _ in 0..<200 {
            let delimiter = Delimiter.allCases.randomElement(using: &random) ?? .comma
            let separator = String(UnicodeScalar(delimiter.byte))
            let columns = Int.random(in: 2...5, using: &random)
            let header = ["name", "kind", "notes", "key", "photo"].prefix(columns)
            var text = header.joined(separator: separator) + "\n"
            for row in 0..<Int.random(in: 1...12, using: &random) {
                let cells = (0..<columns).map { column -> String in
                    let piece = column == 0 ? "Plant \(row)" : column == 3 ? "k\(row)" : pieces.randomElement(using: &random) ?? ""
                    let needsQuotes = piece.contains { "\",;\t|".contains($0) }
                    return needsQuotes ? "\"" + piece.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : piece
                }
                text += cells.joined(separator: separator) + (Bool.random(using: &random) ? "\r\n" : "\n")
            }
            var sniffed = RecordStream(input: BytesInput(Array(text.utf8)), format: .csv, file: "t.csv")
            var given = RecordStream(input: BytesInput(Array(text.utf8)), format: .csv, file: "t.csv", dialect: DialectChoice(delimiter: delimiter))
            var (found, expected): ([PlantRecord], [PlantRecord]) = ([], [])
            while let record = try sniffed.next() { found.append(record) }
            while let record = try given.next() { expected.append(record) }
            XCTAssertEqual(sniffed.dialect.delimiter, delimiter, text)
            XCTAssertEqual(found, expected, text)
            XCTAssertTrue(sniffed.problems.isEmpty && given.problems.isEmpty, text)
        }
    }

    /// Rule: `--delimiter` reads the file with the delimiter given, and says so (not sniffed); a
    /// one-column file is comma-separated.
    func testAGivenDelimiterWins() throws {
        let store = try CatalogStore.inMemory()
        // A header of one column holding a semicolon: sniffed, the semicolon would split it.
        let options = ImportOptions()
        var given = options
        given.dialect.delimiter = .comma
        XCTAssertEqual(failure(Array("name;x\nFern;y\n".utf8)), "plants.csv:1: x: unknown field; the fields are key, name, kind, notes, water_every_days, last_watered, photo, photo_aspect, favorite, position (name a column's field with --map 'Header=field', or skip it with --ignore-unknown-columns)")
        XCTAssertEqual(failure(Array("name;x\nFern;y\n".utf8), options: given), "plants.csv:1: name;x: unknown field; did you mean 'name'? the fields are key, name, kind, notes, water_every_days, last_watered, photo, photo_aspect, favorite, position (name a column's field with --map 'Header=field', or skip it with --ignore-unknown-columns)")
        let summary = try importBytes(Array("name\nFern\n".utf8), into: store, options: given)
        XCTAssertEqual(summary.dialect, Dialect(delimiter: .comma, sniffed: false, decimalComma: false, encoding: .utf8))
        XCTAssertEqual(summary.dialect?.description, "CSV separated by commas (--delimiter), in UTF-8")
        XCTAssertEqual(Dialect(delimiter: nil, sniffed: true, decimalComma: true, encoding: .utf16BigEndian).description, "UTF-16BE, with decimal commas")
        XCTAssertEqual(Delimiter(text: ";"), .semicolon)
        XCTAssertEqual(Delimiter(text: "\\t"), .tab)
        XCTAssertEqual(Delimiter(text: "Pipe"), .pipe)
        XCTAssertNil(Delimiter(text: ":"))
    }

    /// Rule: with decimal commas (a semicolon-separated file, or `decimalComma`) `7,0` is 7 and
    /// `1,5` is 1.5; `7,5` is refused as `7.5` is, naming the value as written; a comma file reads
    /// `7,0` (quoted) only with `decimalComma`.
    func testDecimalCommas() throws {
        let store = try CatalogStore.inMemory()
        _ = try importBytes(Array("name;water_every_days;photo_aspect\nFern;7,0;1,5\nMint;3.0;2\n".utf8), into: store)
        XCTAssertEqual(try store.plants.plant(key: "fern")?.waterEveryDays, 7)
        XCTAssertEqual(try store.plants.plant(key: "fern")?.photoAspect, 1.5)
        XCTAssertEqual(try store.plants.plant(key: "mint")?.waterEveryDays, 3)
        XCTAssertEqual(
            failure(Array("name;water_every_days\nFern;7,5\n".utf8)),
            "plants.csv:2: water_every_days: must be a whole number from 1 to 36500, got '7,5' (record 1)")
        XCTAssertEqual(
            failure(Array("name,water_every_days\nFern,\"7,0\"\n".utf8)),
            "plants.csv:2: water_every_days: must be a whole number from 1 to 36500, got '7,0' (record 1)")
        var options = ImportOptions()
        options.dialect.decimalComma = true
        _ = try importBytes(Array("name,water_every_days\nSage,\"7,0\"\n".utf8), into: store, options: options)
        XCTAssertEqual(try store.plants.plant(key: "sage")?.waterEveryDays, 7)
        XCTAssertEqual(
            failure(Array("name;water_every_days\nFern;1,000,5\n".utf8)),
            "plants.csv:2: water_every_days: must be a whole number from 1 to 36500, got '1,000,5' (record 1)")
    }

    /// Rule: UTF-8 with a byte order mark (Excel's "CSV UTF-8"), UTF-16 LE (Excel's "Unicode Text",
    /// tabs, a .txt name) and BE with their marks, and Windows-1252 named with `--encoding` read as
    /// the text they hold; the summary names the encoding.
    func testEncodings() throws {
        let store = try CatalogStore.inMemory()
        let bom = try importBytes(try fixture("utf8-bom.csv"), into: store)
        XCTAssertEqual(bom.dialect?.encoding, .utf8)
        XCTAssertEqual(try store.plants.list().first { $0.name == "Café palm" }?.notes, "Bright, indirect light")
        let unicode = try importBytes(try fixture("excel-unicode.txt"), into: store, file: "excel-unicode.txt")
        XCTAssertEqual(unicode.dialect, Dialect(delimiter: .tab, sniffed: true, decimalComma: false, encoding: .utf16LittleEndian))
        let monstera = try XCTUnwrap(try store.plants.list().first { $0.name == "Monstera 🌿" })
        XCTAssertEqual(monstera.notes, "Wipe\tthe leaves")
        let bigEndian = try importBytes(try fixture("utf16be-bom.json"), .json, into: store, file: "x.json")
        XCTAssertEqual(bigEndian.dialect?.encoding, .utf16BigEndian)
        XCTAssertNotNil(try store.plants.plant(key: "monstera"))
        var western = ImportOptions()
        western.dialect.encoding = .windows1252
        let windows = try importBytes(try fixture("windows-1252.csv"), into: store, options: western)
        XCTAssertEqual(windows.dialect?.encoding, .windows1252)
        let palm = try XCTUnwrap(try store.plants.list().first { $0.name == "Café palm" && $0.kind == "Palme – Zimmer" })
        XCTAssertEqual(palm.notes, "Prix : 12 €")
    }

    /// Rule: a file that is not UTF-8 is refused without `--encoding`, naming the flag (as csvkit
    /// and sqlite-utils do: a guess could import wrong names without a word); with it, a byte
    /// Windows-1252 does not define is refused at its line.
    func testAFileThatIsNotUTF8NeedsItsEncodingNamed() throws {
        XCTAssertEqual(
            failure(try fixture("windows-1252.csv")),
            "plants.csv:2: the file is not UTF-8 (byte 0xE9); if it is Windows-1252 (what Excel's CSV writes in Western Europe), add --encoding windows-1252")
        var western = ImportOptions()
        western.dialect.encoding = .windows1252
        XCTAssertEqual(
            failure(Array("name\nFern\nA\u{0}".utf8).dropLast() + [0x81, 0x0A], options: western),
            "plants.csv:3: the file is not valid Windows-1252: byte 0x81 is no Windows-1252 character; name its encoding with --encoding (utf-8, utf-16le, utf-16be, windows-1252)")
        XCTAssertEqual(TextEncoding(text: "CP1252"), .windows1252)
        XCTAssertEqual(TextEncoding(text: "UTF8"), .utf8)
        XCTAssertNil(TextEncoding(text: "latin-2"))
    }

    /// Rule: UTF-16 (either order, with characters outside the BMP) and Windows-1252 decode to the
    /// same records however the input arrives: one byte a read, small blocks (property, twin: the
    /// same text in UTF-8; 60 cases, seed 41).
    func testDecodingDoesNotDependOnHowTheInputArrives() throws {
        var random = SplitMix64(seed: 41)
        let words = ["Fern", "Café", "🌿 Monstera", "Zimmer–Palme", "合计x", "€ 12", "naïve"]
        for index in 0..<60 {
            let encoding = TextEncoding.allCases.randomElement(using: &random) ?? .utf8
            var text = "name,notes\n"
            for row in 0..<Int.random(in: 1...30, using: &random) {
                let usable = encoding == .windows1252 ? words.filter { $0.unicodeScalars.allSatisfy { $0.value < 0x2100 } } : words
                text += "\(usable.randomElement(using: &random) ?? "") \(row),\(usable.randomElement(using: &random) ?? "")\n"
            }
            let bytes: [UInt8] = switch encoding {
            case .utf8: Array(text.utf8)
            case .utf16LittleEndian: [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            case .utf16BigEndian: [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            case .windows1252: Array(try XCTUnwrap(text.data(using: .windowsCP1252)))
            }
            let choice = DialectChoice(encoding: encoding == .windows1252 ? .windows1252 : nil)
            var trickled = RecordStream(input: TrickleInput(bytes), format: .csv, file: "t.csv", sizes: .init(read: 7, block: 16), dialect: choice)
            var plain = RecordStream(input: BytesInput(Array(text.utf8)), format: .csv, file: "t.csv")
            var (found, expected): ([PlantRecord], [PlantRecord]) = ([], [])
            while let record = try trickled.next() { found.append(record) }
            while let record = try plain.next() { expected.append(record) }
            XCTAssertEqual(found, expected, "case \(index), \(encoding)")
            XCTAssertEqual(trickled.dialect.encoding, encoding)
        }
    }
}

/// An input that gives one byte a read.
private final class TrickleInput: ImportInput {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard offset < bytes.count, !buffer.isEmpty else { return 0 }
        buffer[0] = bytes[offset]
        offset += 1
        return 1
    }
}
