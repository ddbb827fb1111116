import Foundation
import XCTest

/// The README's spreadsheets, run as the README shows them.
final class ReadmeSpreadsheetTests: CatalogTestCase {
    /// Rule: the file the README's `cat plants.csv` shows imports into a new catalog with exactly
    /// the summary the README prints after `corolla import plants.csv`.
    func testTheReadmesSpreadsheetImportsAsShown() throws {
        let file = try importsAsShown("plants.csv")
        XCTAssertTrue(file.hasPrefix("Plant Name,") && file.contains("Water Every (days)") && file.contains("Last Watered"), file)
    }

    /// Rule: the README's European Excel CSV (semicolons, decimal commas, dotted dates, a totals
    /// row) imports as it is, with the summary the README prints.
    func testTheReadmesEuropeanCSVImportsAsShown() throws {
        let file = try importsAsShown("pflanzen.csv")
        XCTAssertTrue(file.hasPrefix("Name;") && file.contains("7,0") && file.contains("Summe;"), file)
    }

    /// Imports the file the README's `cat NAME` shows into a new catalog, checks the summary
    /// against the line after `corolla import NAME`, and returns the file.
    private func importsAsShown(_ name: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let cat = try XCTUnwrap(lines.firstIndex(of: "$ cat \(name)"), "the README shows \(name)")
        let command = try XCTUnwrap(lines[cat...].firstIndex(of: "$ corolla import \(name)"))
        let file = lines[(cat + 1)..<command].joined(separator: "\n") + "\n"
        let imported = try importFile(name, file)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(imported.stdout.replacingOccurrences(of: path(name), with: name), lines[command + 1] + "\n")
        try FileManager.default.removeItem(atPath: database)
        return file
    }
}
