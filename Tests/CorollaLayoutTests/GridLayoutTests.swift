import CorollaTestSupport
import XCTest
@testable import CorollaLayout

final class GridLayoutTests: XCTestCase {
    private func items(_ heights: [Double]) -> [LayoutItem] { heights.map { .height($0) } }

    private func columns(_ result: LayoutResult, section: Int = 0) -> Int {
        Set(result.sections[section].items.map(\.minX)).count
    }

    func testAdaptiveColumnCountGivesAnIPhoneTwoColumnsAndAnIPadMore() throws {
        let grid = GridLayout()
        let cards = [LayoutSection(items: Array(repeating: .height(100), count: 12))]
        // n = ⌊(w + 10) / 170⌋: 400/170 → 2, 844/170 → 4, 854/170 → 5, 1204/170 → 7.
        XCTAssertEqual(columns(try grid.layout(cards, in: Size(width: 390, height: 844))), 2)
        XCTAssertEqual(columns(try grid.layout(cards, in: Size(width: 834, height: 1194))), 4)
        XCTAssertEqual(columns(try grid.layout(cards, in: Size(width: 844, height: 390))), 5)
        XCTAssertEqual(columns(try grid.layout(cards, in: Size(width: 1194, height: 834))), 7)
    }

    func testAdaptiveColumnCountUsesWidthLessSectionInsets() throws {
        // 390 − 2·40 = 310: ⌊320 / 170⌋ = 1 column, 310 wide.
        let grid = GridLayout(sectionInset: EdgeInsets(all: 40))
        let result = try grid.layout([LayoutSection(items: items([10, 10]))], in: Size(width: 390, height: 844))
        XCTAssertEqual(result.sections[0].items, [
            Rect(x: 40, y: 40, width: 310, height: 10), Rect(x: 40, y: 60, width: 310, height: 10),
        ])
    }

    func testColumnWidthIsFlooredToThePixel() throws {
        // (100 − 2·10) / 3 = 26.666… → 26.5 at scale 2; columns at 0, 36.5, 73.
        let grid = GridLayout(columnCount: 3)
        let result = try grid.layout(
            [LayoutSection(items: items([5, 5, 5]))], in: Size(width: 100, height: 100), scale: DisplayScale(2))
        XCTAssertEqual(result.sections[0].items.map(\.minX), [0, 36.5, 73])
        XCTAssertEqual(result.sections[0].items.map(\.width), [26.5, 26.5, 26.5])
    }

    func testLayoutColumnCountOverridesMinimumItemWidth() throws {
        let grid = GridLayout(minimumItemWidth: 10, columnCount: 3)
        XCTAssertEqual(columns(try grid.layout([LayoutSection(items: items([1, 1, 1, 1]))], in: Size(width: 390, height: 1))), 3)
    }

    func testSectionColumnCountOverridesTheLayout() throws {
        let grid = GridLayout(columnCount: 3)
        let sections = [
            LayoutSection(items: items([1, 1, 1, 1]), columnCount: 4), LayoutSection(items: items([1, 1, 1, 1])),
        ]
        let result = try grid.layout(sections, in: Size(width: 390, height: 1))
        XCTAssertEqual(columns(result, section: 0), 4)
        XCTAssertEqual(columns(result, section: 1), 3)
    }

    /// Rule: with `itemAlignment` `.stretch` (the default) every frame of a row is as tall as the
    /// row's tallest item, in every row of random heights and column counts.
    func testStretchedRowsHaveEqualHeights() throws {
        var random = SplitMix64(seed: 14)
        for _ in 0..<50 {
            let count = Int.random(in: 1...5, using: &random)
            let heights = (0..<Int.random(in: 0...40, using: &random)).map { _ in Double(Int.random(in: 1...300, using: &random)) }
            let result = try GridLayout(columnCount: count).layout([LayoutSection(items: items(heights))], in: Size(width: 600, height: 1))
            let frames = result.sections[0].items
            for rowStart in stride(from: 0, to: frames.count, by: count) {
                let row = rowStart..<min(rowStart + count, frames.count)
                let tallest = heights[row].max() ?? 0
                XCTAssertEqual(Set(frames[row].map(\.height)), [tallest], "row at \(rowStart) of \(heights)")
                XCTAssertEqual(Set(frames[row].map(\.minY)).count, 1)
            }
        }
    }

    func testRowHeightIsTheTallestItemAndTopAlignedItemsKeepTheirHeights() throws {
        // Two 95-wide columns; row 0 is max(50, 80) = 80 tall, row 1 starts at 80 + 10.
        let grid = GridLayout(columnCount: 2, itemAlignment: .top)
        let result = try grid.layout([LayoutSection(items: items([50, 80, 30]))], in: Size(width: 200, height: 1))
        XCTAssertEqual(result.sections[0].items, [
            Rect(x: 0, y: 0, width: 95, height: 50), Rect(x: 105, y: 0, width: 95, height: 80),
            Rect(x: 0, y: 90, width: 95, height: 30),
        ])
        XCTAssertEqual(result.contentSize, Size(width: 200, height: 120))
    }

    func testLineSpacingSeparatesRows() throws {
        let grid = GridLayout(columnCount: 1, lineSpacing: 7)
        let result = try grid.layout([LayoutSection(items: items([10, 10, 10]))], in: Size(width: 50, height: 1))
        XCTAssertEqual(result.sections[0].items.map(\.minY), [0, 17, 34])
    }

    func testFixedItemHeightAppliesToItemsWithoutAHeight() throws {
        let grid = GridLayout(columnCount: 2, itemHeight: 120)
        let result = try grid.layout([LayoutSection(items: [LayoutItem(), LayoutItem()])], in: Size(width: 200, height: 1))
        XCTAssertEqual(result.sections[0].items.map(\.height), [120, 120])
    }

    func testAspectRatioIsWidthOverHeight() throws {
        // Column width 195: 3:4 portrait gives 195 / 0.75 = 260; 1.5 gives 130.
        let sections = [LayoutSection(items: [LayoutItem()])]
        let portrait = try GridLayout(columnCount: 2, aspectRatio: 0.75).layout(sections, in: Size(width: 400, height: 1))
        let landscape = try GridLayout(columnCount: 2, aspectRatio: 1.5).layout(sections, in: Size(width: 400, height: 1))
        XCTAssertEqual(portrait.sections[0].items[0].height, 260)
        XCTAssertEqual(landscape.sections[0].items[0].height, 130)
    }

    func testAspectRatioHeightIsFlooredToThePixel() throws {
        // 100 / 3 = 33.333… → 33 at scale 1.
        let grid = GridLayout(columnCount: 1, aspectRatio: 3)
        let result = try grid.layout([LayoutSection(items: [LayoutItem()])], in: Size(width: 100, height: 1), scale: DisplayScale(1))
        XCTAssertEqual(result.sections[0].items[0].height, 33)
    }

    func testItemHeightWinsOverFixedHeightAndAspectRatio() throws {
        let grid = GridLayout(columnCount: 1, itemHeight: 120, aspectRatio: 2)
        let result = try grid.layout([LayoutSection(items: [.height(44), LayoutItem()])], in: Size(width: 100, height: 1))
        XCTAssertEqual(result.sections[0].items.map(\.height), [44, 120])
    }

    func testItemSizeIsScaledToTheColumnWidth() throws {
        // A 3×4 photo in a 195-wide column: 4 · 195 / 3 = 260.
        let grid = GridLayout(columnCount: 2)
        let result = try grid.layout([LayoutSection(items: [.size(Size(width: 3, height: 4))])], in: Size(width: 400, height: 1))
        XCTAssertEqual(result.sections[0].items[0].height, 260)
    }

    func testHeaderAndFooterSpanTheContainerAroundTheInsets() throws {
        let grid = GridLayout(columnCount: 2, sectionInset: EdgeInsets(top: 5, left: 10, bottom: 6, right: 10))
        let sections = [LayoutSection(items: items([20, 20]), header: 30, footer: 15)]
        let result = try grid.layout(sections, in: Size(width: 210, height: 1))
        XCTAssertEqual(result.sections[0].header, Rect(x: 0, y: 0, width: 210, height: 30))
        XCTAssertEqual(result.sections[0].items[0], Rect(x: 10, y: 35, width: 90, height: 20))
        XCTAssertEqual(result.sections[0].footer, Rect(x: 0, y: 61, width: 210, height: 15))
        XCTAssertEqual(result.contentSize.height, 76)
    }

    func testLayoutHeaderHeightIsTheDefaultAndASectionOverridesIt() throws {
        let grid = GridLayout(columnCount: 1, headerHeight: 40)
        let sections = [LayoutSection(items: []), LayoutSection(items: [], header: 0)]
        let result = try grid.layout(sections, in: Size(width: 100, height: 1))
        XCTAssertEqual(result.sections[0].header, Rect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertNil(result.sections[1].header)
    }

    func testEmptySectionKeepsItsInsetsAndDoesNotPullTheNextSectionUp() throws {
        let grid = GridLayout(columnCount: 2, lineSpacing: 10, sectionInset: EdgeInsets(top: 4, left: 0, bottom: 6, right: 0))
        let sections = [LayoutSection(items: []), LayoutSection(items: items([10]))]
        let result = try grid.layout(sections, in: Size(width: 100, height: 1))
        XCTAssertEqual(result.sections[1].items[0].minY, 14)
        XCTAssertEqual(result.contentSize.height, 30)
    }

    func testZeroSectionsGiveAnEmptyContent() throws {
        let result = try GridLayout().layout([], in: Size(width: 390, height: 844))
        XCTAssertEqual(result.contentSize, Size(width: 390, height: 0))
        XCTAssertTrue(result.sections.isEmpty)
    }

    func testRightToLeftMirrorsTheColumns() throws {
        let grid = GridLayout(columnCount: 2, layoutDirection: .rightToLeft)
        let result = try grid.layout([LayoutSection(items: items([10]))], in: Size(width: 200, height: 1))
        XCTAssertEqual(result.sections[0].items[0], Rect(x: 105, y: 0, width: 95, height: 10))
    }

    func testHorizontalScrollingSwapsTheAxes() throws {
        // Rows across the 200-point height; an item's width runs along the scroll axis.
        let grid = GridLayout(columnCount: 2, scrollDirection: .horizontal)
        let result = try grid.layout([LayoutSection(items: [LayoutItem(width: 30, height: nil)])], in: Size(width: 1, height: 200))
        XCTAssertEqual(result.sections[0].items[0], Rect(x: 0, y: 0, width: 30, height: 95))
    }

    func testCheckpointsSitAtEachRowStart() throws {
        let result = try GridLayout(columnCount: 2).layout([LayoutSection(items: items([1, 2, 3, 4, 5]))], in: Size(width: 100, height: 1))
        XCTAssertEqual(result.traces[0].checkpoints.map(\.item), [2, 4])
    }

    func testInvalidOptionsAreRejectedNamingTheField() {
        let sections = [LayoutSection(items: items([10]))]
        let cases: [(GridLayout, String)] = [
            (GridLayout(minimumItemWidth: 0), "layout.minimumItemWidth"),
            (GridLayout(columnCount: 0), "layout.columnCount"),
            (GridLayout(interitemSpacing: -1), "layout.interitemSpacing"),
            (GridLayout(lineSpacing: .nan), "layout.lineSpacing"),
            (GridLayout(itemHeight: -5), "layout.itemHeight"),
            (GridLayout(aspectRatio: 0), "layout.aspectRatio"),
            (GridLayout(sectionInset: EdgeInsets(top: 0, left: 300, bottom: 0, right: 300)), "layout.sectionInset"),
            (GridLayout(minimumItemWidth: 1e-300, interitemSpacing: 0), "layout.minimumItemWidth"),
            (GridLayout(columnCount: 50, interitemSpacing: 10), "layout.columnCount"),
        ]
        for (grid, field) in cases {
            XCTAssertThrowsError(try grid.layout(sections, in: Size(width: 390, height: 1)), field) { error in
                XCTAssertEqual((error as? LayoutError)?.field, field)
            }
        }
    }

    func testNegativeItemHeightIsRejectedNamingTheItem() {
        let sections = [LayoutSection(items: items([10, -1]))]
        XCTAssertThrowsError(try GridLayout().layout(sections, in: Size(width: 390, height: 1))) { error in
            XCTAssertEqual((error as? LayoutError)?.field, "sections[0].items[1].height")
        }
    }
}
