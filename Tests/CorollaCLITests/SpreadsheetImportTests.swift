import Foundation
import XCTest

/// `corolla import` of a spreadsheet as Excel, LibreOffice or Google Sheets exports it (headers with
/// spaces and units, US and European dates, `7.0`, trailing empty rows): every problem of the file
/// in one run, as pinned text and JSON, and the mapping of headers to fields in the dry run.
final class SpreadsheetImportTests: CatalogTestCase {
    /// The folder of the spreadsheets and the expected outputs.
    static let golden = GoldenOutputTests.golden

    /// Copies the golden file `name` beside the test's catalog, and returns its path there.
    private func copy(_ name: String) throws -> String {
        try copy(name, from: Self.golden)
    }

    /// Rule: a spreadsheet with five problems (a decimal interval and a word for a number, one
    /// problem on two rows said once; a day that does not exist, a bad boolean, a row without a
    /// name) gives them all in one run, `file:line: field: reason`, with the count; exit 65; the
    /// catalog is not created. (Its `03/04/2025` is read month first, as line 2's `11/20/2025` says.)
    /// The TSV a spreadsheet copies gives the same messages; `--json` gives them as a list.
    func testEveryProblemOfASpreadsheetInOneRun() throws {
        for name in ["spreadsheet.csv", "spreadsheet.tsv"] {
            let output = try corolla(["import", try copy(name)])
            XCTAssertEqual(output.status, 65, name)
            XCTAssertEqual(
                relative(output.stderr), try GoldenOutputTests.expected("spreadsheet.errors.txt").replacingOccurrences(of: "spreadsheet.csv", with: name))
            XCTAssertFalse(FileManager.default.fileExists(atPath: database), "\(name): the catalog was created")
        }
        let json = try corolla(["import", try copy("spreadsheet.csv"), "--json"])
        XCTAssertEqual(json.status, 65)
        XCTAssertEqual(relative(json.stdout), try GoldenOutputTests.expected("spreadsheet.errors.json"))
    }

    /// Rule: the spreadsheet with its problems fixed (US dates said with --date-format) imports, its
    /// empty rows skipped and counted; the dry run says which header went to which field, and so
    /// does `-v`; without either, nothing is said about the headers.
    func testTheFixedSpreadsheetImportsAndSaysHowItsHeadersWereRead() throws {
        try succeed(["init", "-q"])
        let file = try copy("spreadsheet-fixed.csv")
        let dryRun = try succeed(["import", file, "--date-format", "%m/%d/%Y", "--dry-run"])
        XCTAssertEqual(relative(dryRun.stderr + dryRun.stdout), try GoldenOutputTests.expected("spreadsheet-fixed.dry-run.txt"))
        let plain = try succeed(["import", file, "--date-format", "%m/%d/%Y", "--on-conflict", "skip"])
        XCTAssertEqual(plain.stderr, "")
        XCTAssertEqual(relative(plain.stdout), "Imported spreadsheet-fixed.csv: 7 inserted, 0 updated, 0 unchanged, 2 empty rows skipped; 2 favorited\n")
        let verbose = try succeed(["import", file, "--date-format", "%m/%d/%Y", "-v", "--json"])
        XCTAssertTrue(verbose.stderr.contains("note: read the column 'Plant Name' as name, column 'Type' as kind,"), verbose.stderr)
        let summary = try json(verbose) as? [String: Any]
        XCTAssertEqual(summary?["columns"] as? [String: String], [
            "Plant Name": "name", "Type": "kind", "Water Every (days)": "water_every_days", "Last Watered": "last_watered",
            "Comments": "notes", "Favourite": "favorite",
        ])
        XCTAssertEqual(summary?["empty_rows"] as? Int, 2)
        let basil = try json(try succeed(["plants", "show", "basil", "--json"])) as? [String: Any]
        XCTAssertEqual(basil?["last_watered"] as? String, "2025-11-30")
    }

    /// Rule: a dry run's JSON listing that meets a problem after its first batch ends with the
    /// problems instead of the counts: still one JSON document; exit 65.
    func testADryRunListingEndsWithItsProblems() throws {
        try succeed(["init", "-q"])
        let rows = (0..<1_100).map { "Plant \($0),\($0 == 1_090 ? "x" : "3")" }
        let output = try importFile("late.csv", "name,water_every_days\n" + rows.joined(separator: "\n") + "\n", ["--dry-run", "--json"])
        XCTAssertEqual(output.status, 65)
        let document = try json(output) as? [String: Any]
        XCTAssertEqual(document.map { Set($0.keys) }, ["rows", "errors", "error_count"])
        XCTAssertEqual((document?["rows"] as? [Any])?.count, 1_099)
        XCTAssertEqual(document?["error_count"] as? Int, 1)
        XCTAssertEqual(((document?["errors"] as? [[String: Any]])?.first?["line"]) as? Int, 1_092)
    }

    /// Rule: `--map` reads a header as the field given; a bad `--map` or `--date-format` is a usage error (64).
    func testMapAndDateFormatOptions() throws {
        let output = try importFile("wasser.csv", "Pflanze,Wasser alle (Tage)\nFarn,3\n", ["--map", "Pflanze=name", "--map", "Wasser alle (Tage)=water_every_days"])
        XCTAssertEqual(output.status, 0, output.stderr)
        let fern = try json(try succeed(["plants", "show", "farn", "--json"])) as? [String: Any]
        XCTAssertEqual(fern?["water_every_days"] as? Int, 3)
        XCTAssertTrue(try fail(["import", "x.csv", "--map", "Farbe=colour"], status: 64).hasPrefix("Error: Invalid value for --map: 'colour' is not a field; the fields are key, name,"))
        XCTAssertTrue(try fail(["import", "x.csv", "--date-format", "%d-%m-%Y"], status: 64).contains("expected one of %m/%d/%Y, %d.%m.%Y, %d/%m/%Y, %Y/%m/%d"))
    }
}
