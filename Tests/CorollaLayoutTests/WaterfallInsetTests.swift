import CorollaLayout
import CorollaTestSupport
import XCTest

/// Header and footer insets as CHTCollectionViewWaterfallLayout's `prepareLayout` applies them:
/// `headerInset.top` and `footerInset.top` always, `headerInset.bottom` only after a header and
/// `footerInset.bottom` only after a footer.
final class WaterfallInsetTests: XCTestCase {
    /// One column, non-zero insets on all four sides of the section, header and footer insets.
    private let config = WaterfallLayout(
        columnCount: 1, sectionInset: EdgeInsets(top: 10, left: 5, bottom: 20, right: 7),
        headerInset: EdgeInsets(top: 4, left: 6, bottom: 2, right: 8),
        footerInset: EdgeInsets(top: 3, left: 9, bottom: 1, right: 11))

    /// Header and footer; neither; a header alone (no items); a footer alone.
    private func sections(_ item: (Double) -> LayoutItem) -> [LayoutSection] {
        [
            LayoutSection(items: [item(50)], header: 30, footer: 15), LayoutSection(items: [item(40)]),
            LayoutSection(items: [], header: 12), LayoutSection(items: [item(25)], footer: 6),
        ]
    }

    func testBottomInsetsFollowOnlyElementsThatExist() throws {
        let result = try config.layout(sections(LayoutItem.height), in: Size(width: 300, height: 800))
        // Section 0: 0 + headerInset.top 4 = 4: header [6, 4, 300 − 6 − 8 = 286, 30], ends 34;
        // + headerInset.bottom 2 + sectionInset.top 10 = 46: item [5, 46, 300 − 5 − 7 = 288, 50],
        // ends 96; + sectionInset.bottom 20 + footerInset.top 3 = 119: footer [9, 119, 300 − 9 − 11
        // = 280, 15], ends 134; + footerInset.bottom 1 = 135.
        XCTAssertEqual(result.sections[0].header, Rect(x: 6, y: 4, width: 286, height: 30))
        XCTAssertEqual(itemFrames(result, section: 0), [[5, 46, 288, 50]])
        XCTAssertEqual(result.sections[0].footer, Rect(x: 9, y: 119, width: 280, height: 15))
        // Section 1 (neither): 135 + 4 (headerInset.top, no bottom) + 10 = 149: item ends 189;
        // + 20 + 3 (footerInset.top, no bottom) = 212.
        XCTAssertNil(result.sections[1].header)
        XCTAssertEqual(itemFrames(result, section: 1), [[5, 149, 288, 40]])
        XCTAssertNil(result.sections[1].footer)
        // Section 2 (header, no items): 212 + 4 = 216: header ends 228; + 2 + 10 + 20 + 3 = 263.
        XCTAssertEqual(result.sections[2].header, Rect(x: 6, y: 216, width: 286, height: 12))
        XCTAssertNil(result.sections[2].footer)
        // Section 3 (footer): 263 + 4 + 10 = 277: item ends 302; + 20 + 3 = 325: footer ends 331;
        // + 1 = 332.
        XCTAssertNil(result.sections[3].header)
        XCTAssertEqual(itemFrames(result, section: 3), [[5, 277, 288, 25]])
        XCTAssertEqual(result.sections[3].footer, Rect(x: 9, y: 325, width: 280, height: 6))
        XCTAssertEqual(result.contentSize, Size(width: 300, height: 332))
    }

    func testHorizontalScrollingAppliesTheLeftInsetsAlwaysAndTheRightOnesAfterAnElement() throws {
        let horizontal = with(config) { $0.scrollDirection = .horizontal }
        let result = try horizontal.layout(sections { LayoutItem(width: $0) }, in: Size(width: 1000, height: 300))
        // The insets turn (left ↔ top, right ↔ bottom): the scroll axis is x.
        // Section 0: headerInset.left 6: header [6, 4, 30, 300 − 4 − 2 = 294], ends 36;
        // + headerInset.right 8 + sectionInset.left 5 = 49: item [49, 10, 50, 300 − 10 − 20 = 270],
        // ends 99; + sectionInset.right 7 + footerInset.left 9 = 115: footer [115, 3, 15, 300 − 3 −
        // 1 = 296], ends 130; + footerInset.right 11 = 141.
        XCTAssertEqual(result.sections[0].header, Rect(x: 6, y: 4, width: 30, height: 294))
        XCTAssertEqual(itemFrames(result, section: 0), [[49, 10, 50, 270]])
        XCTAssertEqual(result.sections[0].footer, Rect(x: 115, y: 3, width: 15, height: 296))
        // Section 1: 141 + 6 + 5 = 152: item ends 192; + 7 + 9 = 208.
        XCTAssertEqual(itemFrames(result, section: 1), [[152, 10, 40, 270]])
        // Section 2: 208 + 6 = 214: header ends 226; + 8 + 5 + 7 + 9 = 255.
        XCTAssertEqual(result.sections[2].header, Rect(x: 214, y: 4, width: 12, height: 294))
        // Section 3: 255 + 6 + 5 = 266: item ends 291; + 7 + 9 = 307: footer ends 313; + 11 = 324.
        XCTAssertEqual(itemFrames(result, section: 3), [[266, 10, 25, 270]])
        XCTAssertEqual(result.sections[3].footer, Rect(x: 307, y: 3, width: 6, height: 296))
        XCTAssertEqual(result.contentSize, Size(width: 324, height: 300))
    }

    func testRightToLeftMirrorsTheElementsAndKeepsTheirOffsets() throws {
        let container = Size(width: 300, height: 800)
        let leftToRight = try config.layout(sections(LayoutItem.height), in: container)
        let mirrored = try with(config) { $0.layoutDirection = .rightToLeft }.layout(sections(LayoutItem.height), in: container)
        // Header 0: x = 300 − (6 + 286) = 8; item 0: 300 − (5 + 288) = 7; footer 0: 300 − (9 + 280) = 11.
        XCTAssertEqual(mirrored.sections[0].header, Rect(x: 8, y: 4, width: 286, height: 30))
        XCTAssertEqual(itemFrames(mirrored, section: 0), [[7, 46, 288, 50]])
        XCTAssertEqual(mirrored.sections[0].footer, Rect(x: 11, y: 119, width: 280, height: 15))
        XCTAssertEqual(mirrored.sections.map { $0.items.map(\.minY) }, leftToRight.sections.map { $0.items.map(\.minY) })
        XCTAssertEqual(mirrored.contentSize, leftToRight.contentSize)
    }

    func testRelayoutFromEachSectionGivesTheLayoutsFrames() throws {
        let container = Size(width: 300, height: 800)
        let all = sections(LayoutItem.height)
        let expected = try config.layout(all, in: container)
        for section in all.indices {
            var result = expected
            try config.relayout(&result, sections: all, in: container, scale: .none, from: ItemPath(section: section, item: 0))
            assertBitIdentical(result, expected, "relayout from section \(section)")
        }
    }

    private func with(_ layout: WaterfallLayout, _ change: (inout WaterfallLayout) -> Void) -> WaterfallLayout {
        var changed = layout
        change(&changed)
        return changed
    }
}
