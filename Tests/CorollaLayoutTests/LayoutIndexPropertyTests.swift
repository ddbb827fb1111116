import CorollaLayout
import CorollaTestSupport
import XCTest

/// Rule: `LayoutIndex.elements(in:)` returns exactly the elements a linear filter over every
/// element returns, each once, for any layout and any rect.
final class LayoutIndexPropertyTests: XCTestCase {
    private struct Key: Hashable {
        var category: LayoutElement.Category
        var section: Int
        var item: Int
    }

    static func assertQueriesMatchTheLinearFilter(
        _ result: LayoutResult, _ random: inout SplitMix64, queries: Int = 40,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let index = LayoutIndex(result)
        let all = result.elements
        let size = result.contentSize
        for _ in 0..<queries {
            let rect = Rect(
                x: Double.random(in: -100...(size.width + 100), using: &random),
                y: Double.random(in: -100...(size.height + 100), using: &random),
                width: random.chance(0.1) ? 0 : Double.random(in: 0...max(1, size.width), using: &random),
                height: random.chance(0.1) ? 0 : Double.random(in: 0...min(900, max(1, size.height)), using: &random))
            let found = index.elements(in: rect)
            let expected = all.filter { $0.frame.intersects(rect) }
            let keys = found.map { Key(category: $0.category, section: $0.section, item: $0.item) }
            XCTAssertEqual(Set(keys).count, keys.count, "duplicates for \(rect)", file: file, line: line)
            XCTAssertEqual(Set(found), Set(expected), "query \(rect)", file: file, line: line)
        }
    }

    func testWaterfallQueriesMatchTheLinearFilter() throws {
        var random = SplitMix64(seed: 2026)
        for _ in 0..<150 {
            Self.assertQueriesMatchTheLinearFilter(try random.laidOutWaterfall(items: 200), &random)
        }
    }

    func testAQueryCoveringEverythingReturnsEveryElement() throws {
        var random = SplitMix64(seed: 9)
        let result = try WaterfallLayout(headerHeight: 20).layout(
            random.sections(items: 50) { $0.waterfallItem(.vertical) }, in: Size(width: 390, height: 844))
        let everything = Rect(x: -1, y: -1, width: result.contentSize.width + 2, height: result.contentSize.height + 2)
        let found = LayoutIndex(result).elements(in: everything)
        XCTAssertEqual(Set(found), Set(result.elements.filter { $0.frame.width > 0 && $0.frame.height > 0 }))
    }
}
