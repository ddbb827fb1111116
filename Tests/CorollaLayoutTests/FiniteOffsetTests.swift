import CorollaLayout
import XCTest

/// Lengths that are finite one by one but whose sum overflows are refused, naming the first
/// element that would end beyond the largest finite offset: a result never holds a non-finite
/// number.
final class FiniteOffsetTests: XCTestCase {
    private let huge = 1.7e308
    private let container = Size(width: 390, height: 844)

    /// `count` items 1.7e308 high (the container's width wide, for the flows).
    private func tall(_ count: Int) -> [LayoutSection] {
        [LayoutSection(items: Array(repeating: LayoutItem(width: 390, height: huge), count: count))]
    }

    /// `count` measured items 1.7e308 high (waterfall, grid).
    private func measured(_ count: Int) -> [LayoutSection] {
        [LayoutSection(items: Array(repeating: .height(huge), count: count))]
    }

    private func assertOverflow(_ layout: AnyLayout, _ sections: [LayoutSection], field: String, in size: Size? = nil,
                                file: StaticString = #filePath, line: UInt = #line) {
        assertLayoutError(field: field, file: file, line: line) {
            _ = try layout.layout(sections, in: size ?? self.container, scale: .none)
        }
    }

    func testFlowsNameTheItemOnTheLineThatOverflows() {
        // One item a line: line 1 starts at 1.7e308 + 10 and would end at 3.4e308.
        assertOverflow(.flow(FlowLayout()), tall(3), field: "sections[0].items[1].height")
        assertOverflow(.aligned(AlignedFlowLayout()), tall(3), field: "sections[0].items[1].height")
    }

    func testWaterfallNamesTheItemThatOverflowsItsColumn() {
        // Two columns: items 0 and 1 side by side, item 2 under item 0.
        assertOverflow(.waterfall(WaterfallLayout()), measured(3), field: "sections[0].items[2].height")
        let horizontal = WaterfallLayout(scrollDirection: .horizontal)
        let wide = [LayoutSection(items: Array(repeating: LayoutItem(width: huge), count: 3))]
        assertOverflow(.waterfall(horizontal), wide, field: "sections[0].items[2].width")
    }

    func testGridNamesTheItemOfTheRowThatOverflows() {
        assertOverflow(.grid(GridLayout(columnCount: 1)), measured(3), field: "sections[0].items[1].height")
    }

    func testScaledHeightsThatOverflowAreNamed() {
        // 1.7e308 · 190 / 1: the item's own length overflows when scaled to its column.
        let scaled = [LayoutSection(items: [LayoutItem(width: 1, height: huge)])]
        assertOverflow(.waterfall(WaterfallLayout()), scaled, field: "sections[0].items[0].height")
        assertOverflow(.grid(GridLayout(columnCount: 2)), scaled, field: "sections[0].items[0].height")
    }

    func testFanNamesTheCardWhoseFrameOverflows() {
        // The first card is turned by −1.9 + π/2 ≈ −0.33: its bounding box is about 1.27 × 1.7e308 wide.
        assertOverflow(.fan(FanLayout(itemSize: Size(width: huge, height: huge))), measured(1), field: "sections[0].items[0]")
    }

    func testHeadersFootersAndInsetsAreNamedToo() {
        let headed = [measured(1)[0], LayoutSection(items: [], header: huge)]
        assertOverflow(.waterfall(WaterfallLayout()), headed, field: "sections[1].header")
        let footed = [LayoutSection(items: [.height(huge)], footer: huge)]
        assertOverflow(.grid(GridLayout(columnCount: 1)), footed, field: "sections[0].footer")
        let inset = FlowLayout(sectionInset: EdgeInsets(bottom: huge))
        assertOverflow(.flow(inset), tall(1), field: "sections[0]")
    }

    func testRelayoutRefusesTheAppendedItemThatOverflows() throws {
        let layout = AnyLayout.waterfall(WaterfallLayout())
        var result = try layout.layout(measured(2), in: container, scale: .none)
        XCTAssertEqual(result.contentSize.height, huge)
        assertLayoutError(field: "sections[0].items[2].height") {
            try layout.relayout(&result, sections: self.measured(3), in: self.container, scale: .none, from: ItemPath(section: 0, item: 2))
        }
    }

    func testLengthsJustBelowTheLimitStillLayOut() throws {
        let result = try AnyLayout.waterfall(WaterfallLayout(columnCount: 1)).layout(
            [LayoutSection(items: [.height(huge / 2), .height(huge / 2)])], in: container, scale: .none)
        XCTAssertTrue(result.contentSize.height.isFinite)
    }
}
