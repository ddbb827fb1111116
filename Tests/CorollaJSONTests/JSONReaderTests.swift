import CorollaJSON
import Foundation
import XCTest

/// The JSON parser, writer and path-tracking decoder, in process.
final class JSONReaderTests: XCTestCase {
    /// A section of a layout request, as far as these tests read it.
    private struct Section: Decodable {
        var items: [Item]
    }

    /// An item whose height may be absent, as a layout item's.
    private struct Item: Decodable {
        var height: Double?
    }

    private func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Data(text.utf8)) }

    private func syntaxError(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testParserKeepsMembersInOrderAndNumbersAsWritten() throws {
        XCTAssertEqual(try parse(#" {"b": 1e999, "a": [true, null, "x\u00e9\n"]} "#).rendered(), #"{"b":1e999,"a":[true,null,"xé\n"]}"#)
    }

    func testParserDecodesSurrogatePairs() throws {
        XCTAssertEqual(try parse(#""\ud83c\udf3f""#).rendered(), "\"🌿\"")
    }

    func testDocumentKnowsTheLinesOfItsValueAndElements() throws {
        let document = try JSONParser.parseDocument(Array("\u{FEFF}\n\n  [{\"a\": 1},\n {}]".utf8))
        XCTAssertEqual(document.rootLine, 3)
        XCTAssertEqual(document.elementLines, [3, 4])
    }

    func testParserReportsLineAndColumn() {
        XCTAssertEqual(syntaxError("{\n  \"a\": 1,\n  \"b\": }"), "invalid JSON at line 3, column 8: unexpected character '}'")
        XCTAssertEqual(syntaxError(#"{"a": [1, 2"#), "invalid JSON at line 1, column 12: unexpected end of input, expected ',' or ']'")
    }

    func testParserRejectsWhatJSONSerializationLetsThrough() {
        XCTAssertEqual(syntaxError("[1,]"), "invalid JSON at line 1, column 4: unexpected character ']'")
        XCTAssertEqual(syntaxError(#"{"a": 1, "a": 2}"#), "invalid JSON at line 1, column 10: duplicate key 'a'")
        XCTAssertEqual(syntaxError("01"), "invalid JSON at line 1, column 1: leading zero in a number")
        XCTAssertEqual(syntaxError(#""\ud83c""#), "invalid JSON at line 1, column 8: unpaired surrogate \\ud83c")
    }

    func testDeepNestingIsAnErrorNotAStackOverflow() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(syntaxError(deep), "invalid JSON at line 1, column 513: arrays and objects nested deeper than 512 levels")
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        XCTAssertNil(syntaxError(allowed))
    }

    func testNumbersAreWrittenSoTheyReadBack() {
        XCTAssertEqual(JSONValue.number(12).rendered(), "12")
        XCTAssertEqual(JSONValue.number(-0.5).rendered(), "-0.5")
        XCTAssertEqual(JSONValue.number(0.1 + 0.2).rendered(), "0.30000000000000004")
        XCTAssertEqual(JSONValue.number(1e300).rendered(), "1e+300")
        for value in [0.1 + 0.2, 1e300, -1.9, 238.5, .leastNonzeroMagnitude] {
            XCTAssertEqual(Double(JSONValue.number(value).rendered()), value)
        }
    }

    func testPrettyOutputKeepsFramesOnOneLine() {
        let frame = JSONValue.array([0, 0, 10, 20].map(JSONValue.number))
        let value = JSONValue.object([JSONMember("items", .array([frame]))])
        XCTAssertEqual(value.rendered(pretty: true), "{\n  \"items\": [\n    [0, 0, 10, 20]\n  ]\n}")
    }

    func testDecoderNamesThePathOfAWrongType() throws {
        let tree = try parse(#"{"items": [{"height": 1}, {"height": "tall"}]}"#)
        XCTAssertThrowsError(try JSONTreeDecoder().decode(Section.self, from: tree)) { error in
            XCTAssertEqual("\(error)", "items[1].height: expected a number, found a string")
        }
    }

    func testDecoderRefusesUnknownKeysWithASuggestion() throws {
        let tree = try parse(#"{"items": [{"hieght": 1}]}"#)
        XCTAssertThrowsError(try JSONTreeDecoder().decode(Section.self, from: tree)) { error in
            XCTAssertEqual("\(error)", "items[0].hieght: unknown field; did you mean 'height'?")
        }
    }
}
