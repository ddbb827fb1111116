import Foundation
import XCTest

/// `corolla import` of files as other programs and countries save them: a European Excel CSV,
/// Windows-1252, Excel's "Unicode Text", every problem of a file at once, each said once.
final class DialectImportCommandTests: CatalogTestCase {
    /// The fixtures Python's csv module and codecs wrote (`Dialects/make.py`).
    static let dialects = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CorollaServiceTests/Import/Dialects")

    /// Copies the fixture `name` beside the test's catalog, and returns its path there.
    private func copy(_ name: String) throws -> String {
        try copy(name, from: Self.dialects)
    }

    /// Rule: Excel's European CSV imports as it is: the summary names the dialect found and the
    /// totals row skipped; the dry run says how the file was read; `--json` gives the dialect.
    func testAEuropeanCSVImportsAsItIs() throws {
        try succeed(["init", "-q"])
        let file = try copy("european.csv")
        let dryRun = try succeed(["import", file, "--dry-run"])
        XCTAssertEqual(relative(dryRun.stderr + dryRun.stdout), try GoldenOutputTests.expected("european.dry-run.txt"))
        let imported = try succeed(["import", file])
        XCTAssertEqual(imported.stderr, "")
        XCTAssertEqual(
            relative(imported.stdout),
            "Imported european.csv (semicolon-separated, decimal commas): 3 inserted, 0 updated, 0 unchanged, 1 totals row skipped; 0 favorited\n")
        let summary = try json(try succeed(["import", file, "--json", "--on-conflict", "skip"])) as? [String: Any]
        XCTAssertEqual(summary?["totals_rows"] as? Int, 1)
        let dialect = summary?["dialect"] as? [String: Any]
        XCTAssertEqual(dialect?["delimiter"] as? String, "semicolon")
        XCTAssertEqual(dialect?["decimal_comma"] as? Bool, true)
        XCTAssertEqual(dialect?["encoding"] as? String, "utf-8")
        let lily = try json(try succeed(["plants", "show", "peace-lily", "--json"])) as? [String: Any]
        XCTAssertEqual(lily?["water_every_days"] as? Int, 7)
        XCTAssertEqual(lily?["last_watered"] as? String, "2025-11-30")
    }

    /// Rule: a Windows-1252 file is refused (65) naming `--encoding windows-1252`, and nothing is
    /// created; with it, it imports and the summary says so. Excel's "Unicode Text" (.txt, UTF-16,
    /// tabs) imports without a word from the user.
    func testEncodingsThroughTheCommand() throws {
        let western = try copy("windows-1252.csv")
        XCTAssertEqual(
            relative(try fail(["import", western], status: 65)),
            "Error: windows-1252.csv:2: the file is not UTF-8 (byte 0xE9); if it is Windows-1252 (what Excel's CSV writes in Western Europe), add --encoding windows-1252\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: database), "the catalog was created")
        try succeed(["init", "-q"])
        let imported = try succeed(["import", western, "--encoding", "windows-1252"])
        XCTAssertEqual(
            relative(imported.stdout),
            "Imported windows-1252.csv (semicolon-separated, decimal commas, Windows-1252): 1 inserted, 0 updated, 0 unchanged; 0 favorited\n")
        let names = try succeed(["plants", "list", "--json"]).stdout
        XCTAssertTrue(names.contains("Café palm") && names.contains("Palme – Zimmer"), names)
        let unicode = try succeed(["import", try copy("excel-unicode.txt")])
        XCTAssertEqual(relative(unicode.stdout), "Imported excel-unicode.txt (tab-separated, UTF-16LE): 2 inserted, 0 updated, 0 unchanged; 0 favorited\n")
    }

    /// Rule: `--delimiter` and `--encoding` take names or the character; a bad one, or
    /// `--delimiter` for a format that is not CSV, is a usage error (64).
    func testDialectOptions() throws {
        try succeed(["init", "-q"])
        let output = try importFile("pipes.csv", "name|kind\nFern|fern\n", ["--delimiter", "|", "--encoding", "UTF8"])
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("pipes.csv (pipe-separated): 1 inserted, 0 updated, 0 unchanged; 0 favorited\n"), output.stdout)
        XCTAssertTrue(try fail(["import", "x.json", "--delimiter", ";"], status: 64).contains("--delimiter applies to CSV only; JSON has its own separators."))
        XCTAssertTrue(try fail(["import", "x.csv", "--delimiter", "colon"], status: 64).contains("expected one of comma, semicolon, tab, pipe"))
        XCTAssertTrue(try fail(["import", "x.csv", "--encoding", "latin-2"], status: 64).contains("expected one of utf-8, utf-16le, utf-16be, windows-1252"))
        let kept = try importFile("totals.csv", "name,water_every_days\nRue,3\nTotal,3\n", ["--keep-totals"])
        XCTAssertTrue(kept.stdout.hasSuffix(": 2 inserted, 0 updated, 0 unchanged; 0 favorited\n"), kept.stdout)
    }

    /// Rule: a duplicate key is reported with the file's other problems in one run, before any
    /// catalog is opened; a mistake repeated down a column is one line with its rows and the fix
    /// (pinned as text and as `--json`); exit 65, nothing created.
    func testEveryProblemAtOnceEachSaidOnce() throws {
        let both = try importFile("both.csv", "key,name,water_every_days\nfern,Fern,often\nfern,Fern again,3\n")
        XCTAssertEqual(both.status, 65)
        XCTAssertEqual(
            relative(both.stderr),
            """
            Error: both.csv:2: water_every_days: must be a whole number from 1 to 36500, got 'often' (record 1)
            both.csv:3: key: 'fern' is also the key of the record on line 2 (record 2); each plant once per file
            2 problems in both.csv; nothing was imported

            """)
        let three = try importFile("three.csv", "key,name,water_every_days\nfern,Fern,3\nfern,Fern again,3\nmint,Mint,x\nmint,M,4\nfern,F,y\n")
        XCTAssertEqual(
            relative(three.stderr),
            """
            Error: three.csv:3: key: 'fern' is also the key of the record on line 2 (2 rows: lines 3, 6); each plant once per file
            three.csv:4: water_every_days: must be a whole number from 1 to 36500, got 'x' (2 rows like it: lines 4, 6)
            three.csv:5: key: 'mint' is also the key of the record on line 4 (record 4); each plant once per file
            5 problems in three.csv; nothing was imported

            """)
        var us = "Plant Name,Last Watered,Water Every (days)\n"
        let months = [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12]
        for row in 0..<49 { us += "Plant \(row),03/\(String(format: "%02d", months[row % 11]))/2026,\(row == 30 ? "7.5" : "7")\n" }
        let text = try importFile("us-dates.csv", us)
        XCTAssertEqual(text.status, 65)
        XCTAssertEqual(relative(text.stderr), try GoldenOutputTests.expected("us-dates.errors.txt"))
        let listed = try importFile("us-dates.csv", us, ["--json"])
        XCTAssertEqual(relative(listed.stdout), try GoldenOutputTests.expected("us-dates.errors.json"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: database), "the catalog was created")
    }

    /// Rule: a date only one order reads decides its column's ambiguous dates, before it too (the
    /// file is read once more, as the ambiguous date comes first); the note names its line. From
    /// standard input, only the dates after it.
    func testTheSummaryNamesTheDateThatDecided() throws {
        try succeed(["init", "-q"])
        let csv = "name,last_watered\nFern,03/11/2025\nSage,25/11/2025\n"
        let output = try importFile("dates.csv", csv)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(output.stderr, "note: read last_watered day first (%d/%m/%Y), as line 3's '25/11/2025' can only be\n")
        let fern = try json(try succeed(["plants", "show", "fern", "--json"])) as? [String: Any]
        XCTAssertEqual(fern?["last_watered"] as? String, "2025-11-03")
        let piped = try corolla(["import", "-", "--format", "csv", "--dry-run"], input: csv)
        XCTAssertEqual(piped.status, 65)
        XCTAssertTrue(piped.stderr.hasPrefix("Error: -:2: last_watered: '03/11/2025' could be 2025-03-11 or 2025-11-03 (record 1)"), piped.stderr)
    }
}
