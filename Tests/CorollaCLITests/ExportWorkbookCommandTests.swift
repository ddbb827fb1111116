import CorollaTestSupport
import Foundation
import XCTest

/// `corolla export --format xlsx`: the format from `-o`'s extension, the file written whole or not
/// at all, binary data refused on a terminal and written to a pipe.
final class ExportWorkbookCommandTests: CatalogTestCase {
    /// Two plants, one a favorite, and a watering.
    private func seed() throws {
        let csv = "key,name,notes,water_every_days,last_watered,favorite\naloe,Aloe,0012,14,2026-11-30,true\nfern,Fern,=1+1,,,false\n"
        try Data(csv.utf8).write(to: URL(fileURLWithPath: path("seed.csv")))
        try succeed(["import", "-q", path("seed.csv")])
    }

    /// Rule: `-o NAME.xlsx` (in any case) writes a workbook of the sheets Plants and Waterings,
    /// and says so; `--history` writes one of the Waterings sheet alone.
    func testTheExtensionPicksTheWorkbook() throws {
        try seed()
        for name in ["plants.xlsx", "PLANTS.XLSX"] {
            let output = try succeed(["export", "-o", path(name)])
            XCTAssertEqual(output.stdout, "Wrote 2 plants to \(path(name)) (xlsx)\n")
            let book = try ParsedWorkbook.read(path(name))
            XCTAssertEqual(book.sheets.map(\.name), ["Plants", "Waterings"])
            XCTAssertEqual(book["Plants"]?.rows.dropFirst().map { Array($0.prefix(4)) }, [
                [.text("aloe"), .text("Aloe"), .none, .text("0012")], [.text("fern"), .text("Fern"), .none, .text("=1+1")],
            ])
            XCTAssertEqual(book["Waterings"]?.rows.dropFirst().map { $0[2] }, [.date("2026-11-30")])
        }
        XCTAssertEqual(try succeed(["export", "--history", "-o", path("history.xlsx")]).stdout, "Wrote 1 waterings to \(path("history.xlsx")) (xlsx)\n")
        XCTAssertEqual(try ParsedWorkbook.read(path("history.xlsx")).sheets.map(\.name), ["Waterings"])
    }

    /// Rule: a workbook is binary data: to a terminal it is refused (exit 64, saying to use -o or
    /// redirect; nothing written), to a pipe or a redirected file it is written whole.
    func testATerminalIsRefusedAndARedirectWritten() throws {
        try seed()
        for arguments in [["export", "--format", "xlsx"], ["export", "--history", "--format", "xlsx"]] {
            let output = try corolla(arguments, terminals: .standardOutput)
            XCTAssertEqual(output.status, 64, "\(arguments)")
            XCTAssertTrue(
                output.stderr.contains("'--format xlsx' is binary data, which a terminal cannot show: write it to a file with '-o FILE', or redirect"),
                output.stderr)
            XCTAssertTrue(output.stdout.isEmpty, "\(arguments)")
        }
        let file = path("redirected.xlsx")
        let output = try corolla(["export", "--format", "xlsx"], launcher: ["/bin/sh", "-c", "exec \"$0\" \"$@\" > '\(file)'"])
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(try ParsedWorkbook.read(file).sheets.map(\.name), ["Plants", "Waterings"])
    }

    /// Rule: `-o NAME.ods`, a workbook import reads and export does not write, is a usage error
    /// saying so and naming the formats export writes (exit 64); nothing is written.
    func testAnOpenDocumentNameIsAUsageError() throws {
        try seed()
        let message = try fail(["export", "-o", path("plants.ods")], status: 64)
        XCTAssertTrue(message.hasPrefix(
            "Error: Cannot tell the format from '-o \(path("plants.ods"))' (.ods is read by import, not written): add --format csv|tsv|json|ndjson|xlsx.\n"), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("plants.ods")))
    }

    /// Rule: `-o` into a missing folder is a usage error naming the folder and the file (exit 64),
    /// before any work; nothing is made.
    func testAMissingFolderIsAUsageError() throws {
        try seed()
        let file = path("missing/plants.xlsx")
        let message = try fail(["export", "-o", file], status: 64)
        XCTAssertTrue(message.hasPrefix("Error: The folder '\(path("missing"))' of '-o \(file)' does not exist.\nUsage: corolla export"), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("missing")))
    }

    /// Rule: an existing file is replaced whole, as every export replaces it (a temporary file
    /// renamed over it); an export that fails — notes longer than an Excel cell holds — exits 65
    /// naming the plant and the column, and leaves the file as it was, with no temporary file.
    func testAnExistingFileIsReplacedWholeOrKept() throws {
        try seed()
        let file = path("plants.xlsx")
        try Data("mine".utf8).write(to: URL(fileURLWithPath: file))
        try succeed(["export", "-q", "-o", file])
        XCTAssertEqual(try ParsedWorkbook.read(file)["Plants"]?.rows.count, 3)
        let replaced = try Data(contentsOf: URL(fileURLWithPath: file))

        try succeed(["plants", "edit", "fern", "--notes", String(repeating: "🌿", count: 20_000)])
        let message = try fail(["export", "-o", file], status: 65)
        XCTAssertEqual(
            message,
            "Error: Cannot write an .xlsx file: the notes of fern (sheet 'Plants', row 3) has 40000 characters, more than the 32767 an "
                + "Excel cell holds; export as CSV, TSV or JSON, which hold it whole, or shorten it.\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), replaced)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp") }, [])
        try succeed(["export", "-o", path("plants.csv"), "-q"])
    }
}
