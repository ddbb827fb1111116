import Foundation
import XCTest

/// `corolla import` of .xlsx and .ods workbooks as they are: the fixtures openpyxl and odfpy wrote
/// (`CorollaFormatsTests/Fixtures/make-fixtures.py`).
final class WorkbookImportCommandTests: CatalogTestCase {
    static let fixtures = testsFolder.appendingPathComponent("CorollaFormatsTests/Fixtures")

    /// Rule: an Excel workbook imports as it is, from its first sheet: the summary names the sheet
    /// and the totals row skipped, the dry run says which sheet was read, and the plants get the
    /// sheet's numbers, dates and booleans.
    func testAnExcelWorkbookImportsAsItIs() throws {
        try succeed(["init", "-q"])
        let file = try copy("plants.xlsx", from: Self.fixtures)
        let dryRun = try succeed(["import", file, "--dry-run"])
        XCTAssertEqual(relative(dryRun.stderr), "note: read plants.xlsx as sheet 'Plants'\n")
        let imported = try succeed(["import", file])
        XCTAssertEqual(
            relative(imported.stdout), "Imported plants.xlsx (sheet 'Plants'): 3 inserted, 0 updated, 0 unchanged, 1 totals row skipped; 1 favorited\n")
        XCTAssertEqual(
            try succeed(["plants", "list", "--format", "csv"]).stdout.replacingOccurrences(of: "\r\n", with: "\n"),
            """
            id,key,name,kind,water_every_days,last_watered,needs_water
            3,cactus,Cactus,Succulent,30,,true
            2,fern,Fern,,3,2026-11-02,true
            1,peace-lily,Peace lily,Foliage,7,2026-11-30,true\n
            """)
        let lily = try json(try succeed(["plants", "show", "peace-lily", "--json"])) as? [String: Any]
        XCTAssertEqual(lily?["notes"] as? String, "Bright, indirect light")
        let cactus = try json(try succeed(["plants", "show", "cactus", "--json"])) as? [String: Any]
        XCTAssertEqual(cactus?["notes"] as? String, "0.3")
        let again = try json(try succeed(["import", file, "--json"])) as? [String: Any]
        XCTAssertEqual(again?["unchanged"] as? Int, 3)
        XCTAssertEqual((again?["dialect"] as? [String: Any])?["sheet"] as? String, "Plants")
    }

    /// Rule: the README and docs/import.md show the summary `corolla import plants.xlsx` prints for
    /// the fixture plants.xlsx into a new catalog.
    func testTheDocumentedWorkbookImportIsWhatImportPrints() throws {
        try succeed(["init", "-q"])
        let printed = relative(try succeed(["import", try copy("plants.xlsx", from: Self.fixtures)]).stdout)
        let root = Self.testsFolder.deletingLastPathComponent()
        for document in ["README.md", "docs/import.md"] {
            let lines = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8).components(separatedBy: "\n")
            let command = try XCTUnwrap(lines.firstIndex(of: "$ corolla import plants.xlsx"), "\(document) shows the import")
            XCTAssertEqual(lines[command + 1] + "\n", printed, document)
        }
    }

    /// Rule: day-first dates written as text are read by the column's evidence (the note names the
    /// row that decided), a totals row is skipped, and a 1904-system workbook's dates are its own.
    func testDatesAndTotalsOfWorkbooks() throws {
        try succeed(["init", "-q"])
        let dayFirst = try succeed(["import", try copy("dayfirst.xlsx", from: Self.fixtures)])
        XCTAssertEqual(relative(dayFirst.stderr), "note: read last_watered day first (%d/%m/%Y), as row 3's '25/11/2026' can only be\n")
        XCTAssertEqual(
            relative(dayFirst.stdout), "Imported dayfirst.xlsx (sheet 'Plants'): 2 inserted, 0 updated, 0 unchanged, 1 totals row skipped; 0 favorited\n")
        let fern = try json(try succeed(["plants", "show", "fern", "--json"])) as? [String: Any]
        XCTAssertEqual(fern?["last_watered"] as? String, "2026-11-03")
        try succeed(["import", try copy("dates1904.xlsx", from: Self.fixtures), "--on-conflict", "update"])
        let mac = try json(try succeed(["plants", "show", "fern", "--json"])) as? [String: Any]
        XCTAssertEqual(mac?["last_watered"] as? String, "2026-11-30")
    }

    /// Rule: `--sheet` reads the sheet named (an .ods workbook's too); a name the workbook has no
    /// sheet of is a usage error (64) listing its sheets, and `--sheet` for a text format is one too.
    func testSheetOption() throws {
        try succeed(["init", "-q"])
        let ods = try succeed(["import", try copy("plants.ods", from: Self.fixtures), "--sheet", "Archive"])
        XCTAssertEqual(relative(ods.stdout), "Imported plants.ods (sheet 'Archive'): 1 inserted, 0 updated, 0 unchanged; 0 favorited\n")
        let before = try digest()
        XCTAssertEqual(
            relative(try fail(["import", try copy("plants.xlsx", from: Self.fixtures), "--sheet", "Plnts"], status: 64)),
            "Error: plants.xlsx has no sheet 'Plnts'; its sheets: 'Plants', 'Archive'; name one with --sheet\n")
        let csv = path("plants.csv")
        try "name\nFern\n".write(toFile: csv, atomically: true, encoding: .utf8)
        XCTAssertEqual(
            try fail(["import", csv, "--sheet", "Plants"], status: 64).components(separatedBy: "\n").first,
            "Error: --sheet applies to .xlsx and .ods workbooks only; CSV has no sheets.")
        XCTAssertEqual(try digest(), before)
    }

    /// Rule: a workbook's problems are each said once with the sheet, the row and the cell (65),
    /// and nothing is written: an error cell, words for a number, a value under no header; and the
    /// importer's own, a name given twice.
    func testProblemsNameTheSheetRowAndCell() throws {
        try succeed(["init", "-q"])
        let before = try digest()
        XCTAssertEqual(relative(try fail(["import", try copy("problems.xlsx", from: Self.fixtures)], status: 65)), """
            Error: problems.xlsx, sheet Plants, row 2 (B2): water_every_days: #N/A, an error the spreadsheet shows; put a value in the cell, or clear it
            problems.xlsx, sheet Plants, row 3 (B3): water_every_days: must be a whole number from 1 to 36500, got 'lots' (2 rows like it: rows 3, 5)
            problems.xlsx, sheet Plants, row 4 (D4): a value in column D, which has no header; give column D a header in row 1, or clear it
            4 problems in \(path("problems.xlsx")); nothing was imported\n
            """.replacingOccurrences(of: path("") + "/", with: ""))
        XCTAssertEqual(
            relative(try fail(["import", try copy("plants.ods", from: Self.fixtures)], status: 65)),
            "Error: plants.ods, sheet Plants, row 5 (A5): name: 'Fern' is also the name of the record on line 4, and neither has a key; give the records keys to import both\n")
        XCTAssertEqual(try digest(), before)
    }

    /// Rule: `export -o plants.xlsx`, then `import plants.xlsx` into an empty catalog, gives the
    /// same plants: numbers, dates, booleans, empty notes (a blank Text cell) and absent ones.
    func testAnExportedWorkbookImportsBackAsItWas() throws {
        let csv = path("plants.csv")
        try "key,name,kind,notes,water_every_days,last_watered,favorite,position\nfern,Fern,fern,\"\",3,2026-11-30,true,0\npalm,Palm,,,10,,false,\nivy,\"Ivy, \"\"English\"\"\",vine,Shade,7,2026-01-02,true,1\n"
            .write(toFile: csv, atomically: true, encoding: .utf8)
        try succeed(["import", csv, "-q", "--db", path("first.sqlite")])
        try succeed(["export", "-o", path("plants.xlsx"), "-q", "--db", path("first.sqlite")])
        try succeed(["import", path("plants.xlsx"), "-q", "--db", path("second.sqlite")])
        let first = try succeed(["export", "--format", "json", "--db", path("first.sqlite")]).stdout
        XCTAssertTrue(first.contains("\"notes\":\"\"") && first.contains("\"notes\":null"), first)
        XCTAssertEqual(try succeed(["export", "--format", "json", "--db", path("second.sqlite")]).stdout, first)
    }

    /// Rule: a truncated workbook and a file that is not a zip archive named .xlsx are refused
    /// (65) saying so, and the catalog is unchanged.
    func testWhatIsNotAWorkbookIsRefused() throws {
        try succeed(["init", "-q"])
        let before = try digest()
        let plants = try Data(contentsOf: Self.fixtures.appendingPathComponent("plants.xlsx"))
        try plants.prefix(plants.count / 2).write(to: URL(fileURLWithPath: path("cut.xlsx")))
        try Data("name,kind\nFern,Fern\n".utf8).write(to: URL(fileURLWithPath: path("text.xlsx")))
        for name in ["cut.xlsx", "text.xlsx"] {
            XCTAssertEqual(
                relative(try fail(["import", path(name)], status: 65)),
                "Error: \(name): not a readable .xlsx workbook (not a zip archive); an .xlsx file is a zip archive: save it again from the spreadsheet program, or name its format with --format\n")
        }
        XCTAssertEqual(try digest(), before)
    }
}
