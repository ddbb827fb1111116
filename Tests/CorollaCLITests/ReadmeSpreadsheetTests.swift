import Foundation
import XCTest

/// The README's spreadsheet, run as the README shows it.
final class ReadmeSpreadsheetTests: CatalogTestCase {
    /// Rule: the file the README's `cat plants.csv` shows imports into a new catalog with exactly
    /// the summary the README prints after `corolla import plants.csv`.
    func testTheReadmesSpreadsheetImportsAsShown() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let cat = try XCTUnwrap(lines.firstIndex(of: "$ cat plants.csv"), "the README shows a spreadsheet's file")
        let command = try XCTUnwrap(lines[cat...].firstIndex(of: "$ corolla import plants.csv"))
        let file = lines[(cat + 1)..<command].joined(separator: "\n") + "\n"
        XCTAssertTrue(file.hasPrefix("Plant Name,") && file.contains("Water Every (days)") && file.contains("Last Watered"), file)
        let imported = try importFile("plants.csv", file)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(imported.stdout.replacingOccurrences(of: path("plants.csv"), with: "plants.csv"), lines[command + 1] + "\n")
    }
}
