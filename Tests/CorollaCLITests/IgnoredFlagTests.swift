import Foundation
import XCTest

/// No flag is ignored: each option a command accepts either changes what it does or, where it
/// could not, is refused (exit 64) with the reason, before anything is read or written.
final class IgnoredFlagTests: CatalogTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try succeed(["plants", "add", "Fern", "--kind", "fern", "--water-every", "3", "-q"])
        try succeed(["favorites", "add", "fern", "-q"])
    }

    /// Each combination that would do nothing, and the first line of its refusal.
    static let refused: [(arguments: [String], message: String)] = [
        (
            ["calendar", "--json"],
            "Error: '--json' prints the summary of '-o FILE' as JSON; the calendar itself is iCalendar: add '-o FILE'."
        ),
        (["grid", "--appearance", "dark"], "Error: '--appearance' colours the cards of --format png, svg and pdf: txt has no colours."),
        (["grid", "--json", "--appearance", "light"], "Error: '--appearance' colours the cards of --format png, svg and pdf: json has no colours."),
        (["grid", "--header-height", "80"], "Error: '--header-height' sets the height of the kinds' headers: add '--group-by kind'."),
        (["cache", "warm", "--header-height", "80"], "Error: '--header-height' sets the height of the kinds' headers: add '--group-by kind'."),
        (["cache", "warm", "--no-cache"], "Error: '--no-cache' reads and writes no cache, which leaves 'cache warm' nothing to do."),
        (["export", "--history", "--photos", "photos"], "Error: '--photos' does not apply to '--history': a watering history has no photos."),
        (["import", "--history", "h.csv", "--on-conflict", "skip"], "Error: --on-conflict does not apply to --history: a watering already recorded is left as it is."),
        (["completions", "bash", "--db", "other.sqlite"], "Error: '--db' is read by 'completions keys' only: a script reads the catalog each command line names."),
    ]

    /// Rule: each option that would change nothing is a usage error saying why, and nothing is
    /// written (no folder of photos, no cache, no change to the catalog).
    func testOptionsThatWouldDoNothingAreRefused() throws {
        try Data("key,watered_on\nfern,2026-01-02\n".utf8).write(to: URL(fileURLWithPath: path("h.csv")))
        let before = try digest()
        for (arguments, message) in Self.refused {
            let output = try corolla(arguments, directory: folder)
            XCTAssertEqual(output.status, 64, arguments.joined(separator: " "))
            let expected = errorLine(String(message.dropFirst("Error: ".count)), kind: "usage", exit: 64, json: arguments.contains("--json"))
            XCTAssertEqual(output.stderr.split(separator: "\n").first.map(String.init), expected)
            XCTAssertEqual(output.stdout, "")
        }
        XCTAssertEqual(try digest(), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("photos")))
    }

    /// Rule: the same options do what they say where they apply.
    func testTheSameOptionsWorkWhereTheyApply() throws {
        let summary = try json(try succeed(["calendar", "--json", "-o", path("plants.ics")])) as? [String: Any]
        XCTAssertEqual(summary?["events"] as? Int, 1)
        let light = try succeed(["grid", "--format", "svg"]).stdout
        XCTAssertNotEqual(try succeed(["grid", "--format", "svg", "--appearance", "dark"]).stdout, light)
        let grouped = try succeed(["grid", "--json", "--group-by", "kind"]).stdout
        XCTAssertNotEqual(try succeed(["grid", "--json", "--group-by", "kind", "--header-height", "80"]).stdout, grouped)
        try succeed(["plants", "water", "fern", "--on", "2026-01-01", "-q"])
        XCTAssertNotEqual(
            try succeed(["plants", "list", "--format", "csv", "--on", "2026-01-02"]).stdout, try succeed(["plants", "list", "--format", "csv"]).stdout)
        XCTAssertEqual(try succeed(["completions", "keys", "--db", database]).stdout, "fern\n")
    }
}
