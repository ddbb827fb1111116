import XCTest

/// Each class of malformed request exits 65 with a message naming the JSON path of the bad field.
final class RequestErrorTests: XCTestCase {
    private func request(layout: String = #"{"type": "grid"}"#, sections: String = #"[{"items": [{"height": 10}]}]"#) -> String {
        #"{"width": 390, "height": 844, "scale": 2, "layout": \#(layout), "sections": \#(sections)}"#
    }

    private func assertDataError(_ input: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let output = try CLIRunner.layout(input)
        XCTAssertEqual(output.status, 65, output.stderr, file: file, line: line)
        XCTAssertEqual(output.stderr, "Error: \(message)\n", file: file, line: line)
        XCTAssertEqual(output.stdout, "", file: file, line: line)
    }

    func testWrongType() throws {
        try assertDataError(request(layout: #"{"type": "grid", "columnCount": "3"}"#), "layout.columnCount: expected a number, found a string")
        try assertDataError(request(sections: #"[{"items": [{"height": 1}, {"height": true}]}]"#), "sections[0].items[1].height: expected a number, found a boolean")
        try assertDataError(request(layout: #"{"type": "grid", "columnCount": 2.5}"#), "layout.columnCount: expected a whole number, found 2.5")
        try assertDataError("[1, 2]", "the request: expected an object, found an array")
    }

    func testNegativeValue() throws {
        try assertDataError(request(sections: #"[{"items": [{"height": 1}, {"height": -1}]}]"#), "sections[0].items[1].height: must not be negative (got -1.0)")
        try assertDataError(request(layout: #"{"type": "waterfall", "minimumColumnSpacing": -8}"#), "layout.minimumColumnSpacing: must not be negative (got -8.0)")
    }

    func testNumberOutOfRange() throws {
        try assertDataError(request(layout: #"{"type": "grid", "lineSpacing": 1e999}"#), "layout.lineSpacing: the number 1e999 is out of range")
        try assertDataError(request(layout: #"{"type": "grid", "columnCount": 1e30}"#), "layout.columnCount: the number 1e30 is out of range")
    }

    func testUnknownKey() throws {
        try assertDataError(request(layout: #"{"type": "grid", "columCount": 3}"#), "layout.columCount: unknown option; did you mean 'columnCount'?")
        try assertDataError(request(sections: #"[{"items": [], "hedaer": 20}]"#), "sections[0].hedaer: unknown field; did you mean 'header'?")
        try assertDataError(
            request(layout: #"{"type": "fan", "colour": 3}"#),
            "layout.colour: unknown option (known: angleStep, centerOffset, fitsContainer, itemSize, radiusFraction, startAngle, type)")
    }

    func testUnknownOrMissingLayoutType() throws {
        try assertDataError(request(layout: #"{"type": "spiral"}"#), "layout.type: unknown value 'spiral'; expected one of: flow, aligned, waterfall, grid, fan")
        try assertDataError(request(layout: #"{"type": "gird"}"#), "layout.type: unknown value 'gird'; did you mean 'grid'?")
        try assertDataError(request(layout: #"{"columnCount": 2}"#), "layout.type: missing required field")
    }

    func testMissingRequiredField() throws {
        try assertDataError(#"{"width": 390, "height": 844, "layout": {"type": "grid"}}"#, "sections: missing required field")
        try assertDataError(request(sections: #"[{"itmes": []}]"#), "sections[0].items: missing required field (found 'itmes')")
        try assertDataError(
            request(layout: #"{"type": "grid", "sectionInset": {"top": 1, "left": 1, "bottom": 1}}"#), "layout.sectionInset.right: missing required field")
    }

    func testTruncatedJSON() throws {
        try assertDataError(#"{"width": 390, "height": 844, "layout": {"type": "gri"#, "invalid JSON at line 1, column 50: unterminated string")
        try assertDataError(#"{"width": 390, "sections": ["#, "invalid JSON at line 1, column 29: unexpected end of input")
        try assertDataError("", "invalid JSON at line 1, column 1: unexpected end of input")
    }

    func testDeeplyNestedJSONIsRefusedWithoutCrashing() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        try assertDataError(deep, "invalid JSON at line 1, column 513: arrays and objects nested deeper than 512 levels")
    }

    func testLengthsWhoseSumOverflowsAreRefusedNotPrintedAsInfinity() throws {
        let tall = #"{"height": 1.7e308}"#
        let wide = #"{"width": 390, "height": 1.7e308}"#
        try assertDataError(
            request(layout: #"{"type": "waterfall"}"#, sections: "[{\"items\": [\(tall), \(tall), \(tall)]}]"),
            "sections[0].items[2].height: the item would end beyond the largest finite offset (got 1.7e+308)")
        try assertDataError(
            request(layout: #"{"type": "flow"}"#, sections: "[{\"items\": [\(wide), \(wide), \(wide)]}]"),
            "sections[0].items[1].height: the item would end beyond the largest finite offset (got 1.7e+308)")
    }

    func testEngineErrorsNameTheRequestPath() throws {
        try assertDataError(request(layout: #"{"type": "waterfall", "columnCount": 0}"#), "layout.columnCount: must be at least 1 (got 0)")
        try assertDataError(
            request(layout: #"{"type": "grid", "sectionInset": {"top": 0, "left": 200, "bottom": 0, "right": 200}}"#),
            "layout.sectionInset: the container (390.0) is narrower than the section's insets (got 200.0+200.0)")
        try assertDataError(
            #"{"width": 390, "height": 844, "scale": 4, "layout": {"type": "grid"}, "sections": []}"#,
            "scale: must be 0 (no snapping), 1, 2 or 3 (got 4.0)")
        try assertDataError(request(layout: #"{"type": "fan", "radiusFraction": -1}"#), "layout.radiusFraction: must not be negative (got -1.0)")
    }
}
