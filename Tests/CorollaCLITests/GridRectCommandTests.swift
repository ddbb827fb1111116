import Foundation
import XCTest

/// `corolla grid --rect`: one viewport of a large grid, in every format, drawing and reading only
/// the cards it shows.
final class GridRectCommandTests: CatalogTestCase {
    /// The elements `grid --format json --rect` prints for `rect`.
    private func elements(_ rect: String, _ options: [String]) throws -> [[String: Any]] {
        let output = try json(try succeed(["grid", "--format", "json", "--rect", rect] + options)) as? [String: Any]
        return output?["elements"] as? [[String: Any]] ?? []
    }

    /// Rule: with 10,000 favorites at scale 3, whose single PNG is beyond Cairo's limits, a rect of
    /// one phone screen is a PNG of the rect's size times the scale, drawing exactly the cards the
    /// JSON output lists for the rect (each intersecting it, each with its plant), and the grid's
    /// other 9,9xx cards are neither drawn nor read.
    func testOneScreenOfTenThousandFavoritesAtScaleThree() throws {
        try addFavorites(count: 10_000)
        let options = ["--scale", "3", "--style", "fixed"]
        XCTAssertEqual(try fail(["grid", "-o", path("all.png")] + options, status: 64).hasPrefix("Error: A 1170×"), true)
        let rect = [0.0, 150_000, 390, 844]
        let listed = try elements(rect.map { String($0) }.joined(separator: ","), options)
        let items = listed.filter { $0["kind"] as? String == "item" }
        XCTAssertGreaterThan(items.count, 4)
        XCTAssertLessThan(items.count, 60)
        for item in items {
            let frame = item["frame"] as? [Double] ?? []
            XCTAssertEqual(frame.count, 4)
            XCTAssertTrue(frame[0] < rect[0] + rect[2] && frame[0] + frame[2] > rect[0], "\(frame)")
            XCTAssertTrue(frame[1] < rect[1] + rect[3] && frame[1] + frame[3] > rect[1], "\(frame)")
            XCTAssertNotNil(item["plantId"] as? Double)
        }
        let summary = try json(try succeed(["grid", "-o", path("screen.png"), "--rect", "0,150000,390,844", "--json"] + options))
        let fields = summary as? [String: Any]
        XCTAssertEqual(fields?["cards"] as? Double, 10_000)
        XCTAssertEqual(fields?["drawn"] as? Double, Double(items.count))
        XCTAssertEqual(fields?["extent"] as? String, "1170×2532 px")
        XCTAssertEqual(try pixelSize(path("screen.png")), [1_170, 2_532])
    }

    /// Rule: with 1,000 favorites at scale 3, a rect is drawn in every format as a picture of its
    /// size (PNG pixels, SVG and PDF points), the sketch shows only its cards, and --rect with
    /// --page-height or an empty rect is a usage error (exit 64).
    func testEveryFormatDrawsTheRectOfAThousandFavorites() throws {
        try addFavorites(count: 1_000)
        let rect = ["--rect", "20,30000,300,500", "--scale", "3"]
        let summary = try json(try succeed(["grid", "-o", path("v.png"), "--json"] + rect)) as? [String: Any]
        XCTAssertEqual(summary?["extent"] as? String, "900×1500 px")
        XCTAssertEqual(try pixelSize(path("v.png")), [900, 1_500])
        _ = try succeed(["grid", "-o", path("v.svg")] + rect)
        let svg = try String(contentsOfFile: path("v.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("width=\"300\" height=\"500\"") || svg.contains("width=\"300pt\" height=\"500pt\""), String(svg.prefix(300)))
        _ = try succeed(["grid", "-o", path("v.pdf")] + rect)
        let pdf = try String(contentsOfFile: path("v.pdf"), encoding: .isoLatin1)
        XCTAssertTrue(pdf.contains("/MediaBox [ 0 0 300 500 ]"), "the PDF's one page is the rect")
        let numbers = Set(try elements("20,30000,300,500", []).compactMap { $0["item"] as? Double }.map { Int($0) + 1 })
        let sketch = try succeed(["grid", "--format", "txt"] + rect).stdout
        let shown = Set(sketch.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) })
        XCTAssertEqual(shown, numbers, "the sketch numbers exactly the rect's cards")
        XCTAssertEqual(try fail(["grid", "-o", path("p.pdf"), "--page-height", "400"] + rect, status: 64).contains("--page-height"), true)
        XCTAssertEqual(try fail(["grid", "--rect", "0,0,390,0"], status: 64).contains("above 0"), true)
    }
}
