@testable import CorollaFormats
import CorollaJSON
import CorollaTestSupport
import XCTest

/// The JSON reader's fast path for flat objects, against the parser.
final class FlatObjectTests: XCTestCase {
    /// Rule: the fast path for flat JSON objects reads exactly what `JSONParser` reads (names in
    /// order, strings, numbers as written, booleans, null as absent), and declines whatever the
    /// parser would refuse (random objects with escapes, nesting, repeated keys, bad numbers and
    /// stray bytes, seeded).
    func testFlatObjectFastPathMatchesTheParser() {
        var random = SplitMix64(seed: 19)
        let values = [
            "\"Fern\"", "\"é, ü 🌿\"", "\"a\\\"b\"", "\"\"", "0", "-0", "12", "1.5", "-2e-3", "1E+9", "01", "1.", ".5", "-", "1e",
            "true", "false", "null", "tru", "nulls", "[1]", "{\"a\": 1}", "\"tab\there\"", "\"\\u00e9\"",
        ]
        let keys = ["name", "kind", "notes", "key", "x y", "na\\me", "name"]
        let spaces = ["", " ", "\n", "\t ", "\r\n"]
        var declined = 0, read = 0
        for _ in 0..<3_000 {
            var text = spaces.randomElement(using: &random)! + "{"
            for member in 0..<Int.random(in: 0...4, using: &random) {
                if member > 0 { text += Bool.random(using: &random) ? "," : (Int.random(in: 0..<20, using: &random) == 0 ? "" : ", ") }
                text += spaces.randomElement(using: &random)! + "\"\(keys.randomElement(using: &random)!)\"" + spaces.randomElement(using: &random)!
                text += ":" + spaces.randomElement(using: &random)! + values.randomElement(using: &random)!
            }
            text += spaces.randomElement(using: &random)! + (Int.random(in: 0..<30, using: &random) == 0 ? "}," : "}") + spaces.randomElement(using: &random)!
            let bytes = Array(text.utf8)
            let parsed = try? JSONParser.parseDocument(bytes)
            guard let fast = JSONRecordReader.flatObject(bytes[...]) else {
                declined += 1
                continue
            }
            read += 1
            guard case .object(let members)? = parsed?.root else { return XCTFail("the fast path read what the parser refuses: \(text)") }
            XCTAssertEqual(fast.names, members.map(\.key), text)
            XCTAssertEqual(fast.values, members.map { $0.value == .null ? .absent : .json($0.value) }, text)
            XCTAssertEqual(fast.linesBefore + 1, parsed?.rootLine, text)
        }
        XCTAssertGreaterThan(read, 300)
        XCTAssertGreaterThan(declined, 300)
    }
}
