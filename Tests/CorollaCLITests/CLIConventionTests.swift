import Foundation
import XCTest

/// The conventions sqlite-utils, git and gh users expect: no flag ignored, no binary on a terminal,
/// required options shown as required, suggestions for a mistyped key, and a word for what did
/// or did not happen.
final class CLIConventionTests: CatalogTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        for name in ["Aloe vera", "Alocasia 'Polly'", "Monstera deliciosa"] { _ = try succeed(["plants", "add", name, "--kind", "foliage"]) }
        _ = try succeed(["favorites", "add", "aloe-vera", "monstera-deliciosa"])
    }

    /// Rule: `--json` writing to standard output asks for JSON (`export --json` is `--format json`,
    /// `grid --json` the frames); with another `--format` it is a usage error, never ignored.
    func testJSONIsHonouredOrRefusedNeverIgnored() throws {
        XCTAssertEqual(try succeed(["export", "--json"]).stdout, try succeed(["export", "--format", "json"]).stdout)
        XCTAssertEqual(try succeed(["grid", "--json"]).stdout, try succeed(["grid", "--format", "json"]).stdout)
        XCTAssertTrue(try fail(["export", "--json", "--format", "csv"], status: 64).contains("'--json' exports JSON"))
        XCTAssertTrue(try fail(["grid", "--json", "--format", "txt"], status: 64).contains("'--json' prints the frames as JSON"))
        let summary = try json(try succeed(["export", "-o", path("plants.csv"), "--json"])) as? [String: Any]
        XCTAssertEqual(summary?["format"] as? String, "csv", "with -o, --json is the summary's format")
    }

    /// Rule: the JSON of catalog data, summaries and reports names every key in snake_case (layout
    /// geometry alone keeps UIKit's camelCase).
    func testReportsAndSummariesNameKeysInSnakeCase() throws {
        _ = try succeed(["grid", "-o", path("grid.png")])
        try Data("key,name\nfern,Fern\n".utf8).write(to: URL(fileURLWithPath: path("more.csv")))
        let commands = [
            ["db", "status"], ["db", "check"], ["cache", "stats"], ["cache", "budget"], ["doctor"], ["init"], ["plants", "list"],
            ["plants", "show", "aloe-vera"], ["favorites", "list"], ["export"], ["import", path("more.csv"), "--dry-run"],
            ["grid", "-o", path("grid.png")], ["plants", "water", "aloe-vera"],
        ]
        for command in commands {
            var keys: [String] = []
            func collect(_ value: Any) {
                if let object = value as? [String: Any] {
                    keys += object.keys
                    object.values.forEach(collect)
                } else if let array = value as? [Any] {
                    array.forEach(collect)
                }
            }
            collect(try json(try succeed(command + ["--json"])))
            XCTAssertFalse(keys.isEmpty, "\(command)")
            for key in keys { XCTAssertNotNil(key.range(of: "^[a-z0-9]+(_[a-z0-9]+)*$", options: .regularExpression), "\(command): \(key)") }
        }
    }

    /// Rule: an export file whose extension names no format, without `--format`, is a usage error
    /// and nothing is written; a name without an extension (a device, a pipe) gets CSV.
    func testAnUnknownExtensionIsAUsageError() throws {
        _ = try succeed(["export", "-o", path("plants")])
        XCTAssertTrue(try String(contentsOfFile: path("plants"), encoding: .utf8).hasPrefix("key,name,"))
        for name in ["plants.numbers", "notes.v2"] {
            let message = try fail(["export", "-o", path(name)], status: 64)
            XCTAssertTrue(message.contains("Cannot tell the format from '-o"), message)
            XCTAssertTrue(message.contains("--format csv|tsv|json|ndjson|xlsx"), message)
            XCTAssertFalse(FileManager.default.fileExists(atPath: path(name)))
        }
        _ = try succeed(["export", "-o", path("plants.numbers"), "--format", "tsv"])
        XCTAssertTrue(try String(contentsOfFile: path("plants.numbers"), encoding: .utf8).hasPrefix("key\t"))
    }

    /// Rule: PNG and PDF are not written to a terminal (exit 64, saying to use -o or redirect), as
    /// gh and curl refuse; text formats are, and binary goes to a pipe.
    func testBinaryIsNotWrittenToATerminal() throws {
        for format in ["png", "pdf"] {
            let output = try corolla(["grid", "--format", format], terminals: .standardOutput)
            XCTAssertEqual(output.status, 64, format)
            XCTAssertTrue(output.stderr.contains("is binary data, which a terminal cannot show"), output.stderr)
            XCTAssertTrue(output.stdout.isEmpty, format)
        }
        XCTAssertEqual(try corolla(["grid", "--format", "svg"], terminals: .standardOutput).status, 0)
        XCTAssertTrue(try succeed(["grid", "--format", "png"]).stdout.hasPrefix("\u{FFFD}PNG\r\n"), "a PNG through the pipe")
    }

    /// Rule: a usage line shows a required option without brackets (swift-argument-parser's
    /// style), and the others in brackets.
    func testUsageLinesMarkRequiredOptions() throws {
        let message = try fail(["favorites", "move", "aloe-vera"], status: 64)
        XCTAssertTrue(message.contains("Missing '--to <position>'."), message)
        XCTAssertTrue(message.contains("Usage: corolla favorites move --to <position> [--db <path>]"), message)
        XCTAssertTrue(try succeed(["favorites", "move", "--help"]).stdout.contains("USAGE: corolla favorites move --to <position> ["))
    }

    /// Rule: a key that names no plant suggests the plants it most likely meant — keys and names
    /// it begins, then near misses — and none when nothing is near.
    func testAMistypedKeySuggestsTheNearestPlants() throws {
        XCTAssertTrue(
            try fail(["plants", "show", "alo"], status: 65).contains("no plant has key or name alo. Did you mean aloe-vera (Aloe vera) or alocasia-polly (Alocasia 'Polly')?"))
        XCTAssertTrue(try fail(["favorites", "remove", "monstra-deliciosa"], status: 65).contains("Did you mean monstera-deliciosa (Monstera deliciosa)?"))
        let none = try fail(["plants", "show", "zzzz"], status: 65)
        XCTAssertFalse(none.contains("Did you mean"), none)
    }

    /// Rule: adding a plant whose name's key is taken says so and which key it got; editing with
    /// no field, or to the values it has, says nothing changed (exit 0) and changes nothing.
    func testAddAndEditSayWhatHappened() throws {
        let second = try succeed(["plants", "add", "Aloe vera"])
        XCTAssertEqual(second.stdout, "Added plant 4 'aloe-vera-2': Aloe vera\n")
        XCTAssertEqual(second.stderr, "note: a plant named Aloe vera exists (aloe-vera); added as aloe-vera-2\n")
        let before = try digest()
        XCTAssertEqual(try succeed(["plants", "edit", "aloe-vera"]).stdout, "Nothing changed: no field was given (see 'corolla plants edit --help')\n")
        XCTAssertEqual(
            try succeed(["plants", "edit", "aloe-vera", "--kind", "foliage"]).stdout, "Nothing changed: plant 1 'aloe-vera' already has these values\n")
        XCTAssertEqual(try digest(), before)
        XCTAssertEqual(try succeed(["plants", "edit", "aloe-vera", "--kind", "succulent"]).stdout, "Updated plant 1 'aloe-vera': Aloe vera\n")
    }
}
