import CorollaTestSupport
import Foundation
import XCTest

/// `corolla layout` end to end: valid requests for each layout, `--rect`, `--input`.
final class LayoutCommandTests: XCTestCase {
    /// The request of issue 2.
    static let waterfall = """
        {"width": 390, "height": 844, "scale": 2,
         "layout": {"type": "waterfall", "columnCount": 2, "minimumColumnSpacing": 8,
                    "minimumInteritemSpacing": 8, "sectionInset": {"top": 12, "left": 12, "bottom": 12, "right": 12}},
         "sections": [{"header": 0, "footer": 0,
                       "items": [{"height": 120}, {"width": 3, "height": 4}, {"height": 80, "span": 2}]}]}
        """

    static let grid = """
        {"width": 390, "height": 844, "scale": 2, "layout": {"type": "grid"},
         "sections": [{"header": 40, "items": [{"height": 120}, {}, {"height": 80}]}]}
        """

    /// A fan whose numbers are easy: hub (100, 100), radius 50, cards at angles 0 and −π/2.
    static let fan = """
        {"width": 200, "height": 100, "layout": {"type": "fan", "startAngle": 0, "angleStep": -1.5707963267948966,
         "radiusFraction": 0.5, "centerOffset": {"x": 0, "y": 0}, "itemSize": {"width": 20, "height": 40}},
         "sections": [{"header": 30, "footer": 10, "items": [{}, {}]}]}
        """

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Runs `corolla layout` on `request` with `arguments` and checks that it succeeds printing the
    /// line `expected`; returns what it printed.
    @discardableResult
    private func assertLayout(
        _ request: String, _ arguments: [String] = [], prints expected: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> CLIRunner.Output {
        let output = try CLIRunner.layout(request, arguments)
        XCTAssertEqual(output.status, 0, output.stderr, file: file, line: line)
        XCTAssertEqual(output.stdout, expected + "\n", file: file, line: line)
        return output
    }

    func testWaterfallRequestPrintsTheFrames() throws {
        // Columns (366 − 8) / 2 = 179; the 3×4 item is ⌊4·179/3⌋ = 238.5 at scale 2; the spanning item
        // goes under the taller column: 12 + 238.5 + 8 = 258.5; content 258.5 + 80 + 12 = 350.5.
        let output = try assertLayout(
            Self.waterfall,
            prints: #"{"contentSize":[390,350.5],"sections":[{"header":null,"footer":null,"items":[[12,12,179,120],[199,12,179,238.5],[12,258.5,366,80]]}],"diagnostics":[]}"#)
        XCTAssertEqual(output.stderr, "")
    }

    func testGridRequestPrintsTheFrames() throws {
        // Defaults: two 190-wide columns; the item without a height is square, its row stretches the
        // other; rows 10 apart.
        try assertLayout(
            Self.grid,
            prints: #"{"contentSize":[390,320],"sections":[{"header":[0,0,390,40],"footer":null,"items":[[0,40,190,190],[200,40,190,190],[0,240,190,80]]}],"diagnostics":[]}"#)
    }

    func testFanRequestPrintsFramesAndRotations() throws {
        let output = try CLIRunner.layout(Self.fan)
        XCTAssertEqual(output.status, 0, output.stderr)
        let result = try json(output.stdout)
        XCTAssertEqual(result["contentSize"] as? [Double], [200, 100])
        let section = try XCTUnwrap((result["sections"] as? [[String: Any]])?.first)
        XCTAssertEqual(section["header"] as? [Double], [0, 0, 200, 30])
        XCTAssertEqual(section["footer"] as? [Double], [0, 30, 200, 10])
        XCTAssertEqual((section["rotations"] as? [Double])?.count, 2)
        let items = try XCTUnwrap(section["items"] as? [[Double]])
        // Card 0 lies on its side around (150, 100): 40×20; card 1 stands around (100, 50): 20×40.
        for (actual, expected) in zip(items[0] + items[1], [130.0, 90, 40, 20, 90, 30, 20, 40]) {
            XCTAssertEqual(actual, expected, accuracy: 1e-9)
        }
    }

    func testRectPrintsOnlyIntersectingElementsWithTheirKind() throws {
        try assertLayout(
            Self.grid, ["--rect", "0,0,100,50"],
            prints: #"{"elements":[{"kind":"header","section":0,"frame":[0,0,390,40]},{"kind":"item","section":0,"item":0,"frame":[0,40,190,190]}],"diagnostics":[]}"#)
    }

    func testRectOfAFanIncludesRotations() throws {
        // y 60…100 meets card 0 (y 90…110) and card 1 (y 30…70), not the strips above y 40.
        let output = try CLIRunner.layout(Self.fan, ["--rect=-1000,60,2000,40"])
        XCTAssertEqual(output.status, 0, output.stderr)
        let elements = try XCTUnwrap(try json(output.stdout)["elements"] as? [[String: Any]])
        XCTAssertEqual(elements.map { $0["item"] as? Int }, [0, 1])
        XCTAssertEqual(elements.map { $0["kind"] as? String }, ["item", "item"])
        XCTAssertEqual(elements.last?["rotation"] as? Double, 0)
    }

    func testRectThatMissesEverythingPrintsNoElements() throws {
        let output = try CLIRunner.layout(Self.grid, ["--rect", "0,5000,10,10"])
        XCTAssertEqual(output.stdout, #"{"elements":[],"diagnostics":[]}"# + "\n")
    }

    func testInputFileIsReadInsteadOfStandardInput() throws {
        let file = URL(fileURLWithPath: try makeTemporaryFolder().path("request.json"))
        try Data(Self.waterfall.utf8).write(to: file)
        let fromFile = try CLIRunner.run(["layout", "--input", file.path, "--pretty"])
        let fromStdin = try CLIRunner.layout(Self.waterfall, ["--pretty"])
        XCTAssertEqual(fromFile.status, 0, fromFile.stderr)
        XCTAssertEqual(fromFile.stdout, fromStdin.stdout)
        XCTAssertTrue(fromFile.stdout.contains("\n        [12, 12, 179, 120],\n"))
    }

    func testMissingInputFileFailsWithStatusOne() throws {
        let output = try CLIRunner.run(["layout", "-i", "/nonexistent/request.json"])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stderr.hasPrefix("Error: cannot read '/nonexistent/request.json'"), output.stderr)
    }

    func testDiagnosticsAreReported() throws {
        let request = #"{"width": 100, "height": 100, "layout": {"type": "waterfall"}, "sections": [{"items": [{"height": 10, "span": 3}]}]}"#
        let output = try CLIRunner.layout(request)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix(#""diagnostics":["section 0 item 0: span 3 is wider than the section's 2 columns; clamped to 2"]}"# + "\n"))
    }
}
