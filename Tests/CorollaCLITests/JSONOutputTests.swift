import CorollaJSON
@testable import CorollaStore
import Foundation
import XCTest

/// JSON output: integers written as integers, exactly (ids and revisions above 2^53 too), and
/// display controls escaped so that printed JSON cannot drive a terminal.
final class JSONOutputTests: CatalogTestCase {
    /// Rule: JSON escapes every display control (C0 and C1 controls, DEL, the line and paragraph
    /// separators, bidirectional overrides and isolates) as `\u` (or `\n`, `\t`, `\r`) and reads
    /// back exactly.
    func testDisplayControlsAreEscaped() throws {
        let texts = ["Title\u{1B}]0;pwned\u{07}", "C1\u{9B}31m", "Bidi \u{202E}txt\u{202C} \u{2066}x\u{2069}", "a\nb\tc\rd", "\u{7F}\u{2028}\u{2029}"]
        for text in texts {
            let written = JSONValue.array([.string(text)]).rendered()
            XCTAssertFalse(written.unicodeScalars.contains { $0.isDisplayControl }, written)
            XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String], [text])
        }
        XCTAssertEqual(JSONValue.string("\u{1B}\u{7F}\u{9B}\u{2028}\u{202E}\u{2069}").rendered(), "\"\\u001b\\u007f\\u009b\\u2028\\u202e\\u2069\"")
    }

    /// Rule: whole numbers print without a fraction, however large; others round-trip.
    func testNumberLiterals() {
        XCTAssertEqual(JSONValue.number(Int64(9_007_199_254_740_993)).rendered(), "9007199254740993")
        XCTAssertEqual(JSONValue.number(Int64.max).rendered(), "9223372036854775807")
        XCTAssertEqual(JSONValue.number(Int64.min).rendered(), "-9223372036854775808")
        XCTAssertEqual(JSONValue.literal(9_007_199_254_740_992), "9007199254740992")
        XCTAssertEqual(JSONValue.literal(-0x1p62), "-4611686018427387904")
        XCTAssertEqual(JSONValue.literal(12), "12")
        XCTAssertEqual(JSONValue.literal(0.1), "0.1")
        XCTAssertEqual(JSONValue.literal(1e300), "1e+300")
    }

    /// Rule: a plant whose id is above 2^53 prints its exact id in `plants show --json`, `plants
    /// list --json` and the grid's `plantIds`.
    func testLargeIdsPrintExactly() throws {
        try succeed(["init", "-q"])
        do {
            let store = try CatalogStore(path: database)
            try store.database.execute("INSERT INTO plants (id, key, name) VALUES (9007199254740993, 'big', 'Big')")
            try store.database.execute("INSERT INTO favorites (plant_id, position) VALUES (9007199254740993, 0)")
        }
        for arguments in [["plants", "show", "big", "--json"], ["plants", "list", "--json"]] {
            let stdout = try succeed(arguments).stdout
            XCTAssertTrue(stdout.contains("\"id\": 9007199254740993") || stdout.contains("\"id\":9007199254740993"), stdout)
        }
        XCTAssertTrue(try succeed(["grid", "--format", "json"]).stdout.contains("\"plantIds\": [9007199254740993]"))
        XCTAssertEqual(try succeed(["plants", "show", "9007199254740993", "--json"]).status, 0)
    }
}
