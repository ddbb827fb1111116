import CorollaLayout
import CorollaTestSupport
import XCTest

/// One hand-computed test per waterfall rule (CHTCollectionViewWaterfallLayout semantics, its bugs fixed).
final class WaterfallLayoutTests: XCTestCase {
    private func items(_ heights: [Double]) -> [LayoutItem] { heights.map(LayoutItem.height) }

    private func layout(
        _ layout: WaterfallLayout, _ sections: [LayoutSection], width: Double = 200, height: Double = 800,
        scale: DisplayScale = .none
    ) throws -> LayoutResult {
        try layout.layout(sections, in: Size(width: width, height: height), scale: scale)
    }

    func testColumnWidthIsFlooredToThePixelGrid() throws {
        let config = WaterfallLayout(minimumColumnSpacing: 8, sectionInset: EdgeInsets(all: 12))
        let section = [LayoutSection(items: items([10, 10]))]
        // (391 − 24 − 8) / 2 = 179.5
        XCTAssertEqual(itemFrames(try layout(config, section, width: 391, scale: DisplayScale(1)))[1], [199, 12, 179, 10])
        XCTAssertEqual(itemFrames(try layout(config, section, width: 391, scale: DisplayScale(2)))[1], [199.5, 12, 179.5, 10])
        XCTAssertEqual(itemFrames(try layout(config, section, width: 391))[1], [199.5, 12, 179.5, 10])
    }

    func testShortestColumnFirstTiesToTheLowestIndex() throws {
        let result = try layout(WaterfallLayout(), [LayoutSection(items: items([100, 50, 60, 30]))])
        XCTAssertEqual(itemFrames(result), [[0, 0, 95, 100], [105, 0, 95, 50], [105, 60, 95, 60], [0, 110, 95, 30]])
        let tied = try layout(WaterfallLayout(), [LayoutSection(items: items([50, 50, 20]))])
        XCTAssertEqual(itemFrames(tied)[2], [0, 60, 95, 20])
    }

    func testNoSpacingAboveAColumnsFirstItemNorBelowItsLast() throws {
        let config = WaterfallLayout(sectionInset: EdgeInsets(top: 7, bottom: 5))
        let result = try layout(config, [LayoutSection(items: items([100, 50]))])
        XCTAssertEqual(itemFrames(result).map { $0[1] }, [7, 7])
        XCTAssertEqual(result.contentSize, Size(width: 200, height: 112))
    }

    func testEmptySectionDoesNotPullTheNextSectionUp() throws {
        // CHT issue #144: an empty section subtracted the interitem spacing, so the next overlapped.
        let config = WaterfallLayout(sectionInset: EdgeInsets(top: 5, bottom: 5))
        let result = try layout(config, [LayoutSection(items: []), LayoutSection(items: items([40]))])
        XCTAssertEqual(itemFrames(result, section: 1), [[0, 15, 95, 40]])
        XCTAssertEqual(result.contentSize.height, 60)
    }

    func testSizedItemIsScaledToTheColumnWidth() throws {
        let section = [LayoutSection(items: [.size(Size(width: 3, height: 4))])]
        XCTAssertEqual(itemFrames(try layout(WaterfallLayout(), section, scale: DisplayScale(1)))[0][3], 126)
        XCTAssertEqual(itemFrames(try layout(WaterfallLayout(), section, scale: DisplayScale(2)))[0][3], 126.5)
        XCTAssertEqual(itemFrames(try layout(WaterfallLayout(), section))[0][3], 4 * 95 / 3)
    }

    func testMeasuredHeightIsUsedAsIs() throws {
        let result = try layout(WaterfallLayout(), [LayoutSection(items: items([123.4]))], scale: DisplayScale(2))
        XCTAssertEqual(itemFrames(result)[0][3], 123.4)
    }

    func testSpanningItemTakesTheStartThatMinimisesItsTallestColumn() throws {
        let config = WaterfallLayout(columnCount: 3)
        let spanning = LayoutItem(height: 20, span: 2)
        let result = try layout(config, [LayoutSection(items: items([50, 10, 30]) + [spanning])], width: 320)
        // starts: 0 → max(60, 20) = 60; 1 → max(20, 40) = 40.
        XCTAssertEqual(itemFrames(result)[3], [110, 40, 210, 20])
    }

    func testSpanningItemTiesGoToTheLeft() throws {
        let config = WaterfallLayout(columnCount: 3)
        let result = try layout(config, [LayoutSection(items: items([10, 10, 10]) + [LayoutItem(height: 5, span: 2)])], width: 320)
        XCTAssertEqual(itemFrames(result)[3], [0, 20, 210, 5])
    }

    func testSpanWiderThanTheSectionIsClampedAndReported() throws {
        let result = try layout(WaterfallLayout(), [LayoutSection(items: [LayoutItem(height: 5, span: 3)])])
        XCTAssertEqual(itemFrames(result), [[0, 0, 200, 5]])
        XCTAssertEqual(result.diagnostics.map(\.item), [0])
    }

    func testLeftToRightRenderDirectionFillsColumnsInTurn() throws {
        let config = WaterfallLayout(itemRenderDirection: .leftToRight)
        let result = try layout(config, [LayoutSection(items: items([100, 10, 10]))])
        XCTAssertEqual(itemFrames(result).map { $0[0] }, [0, 105, 0])
        XCTAssertEqual(itemFrames(result)[2][1], 110)
    }

    func testRightToLeftRenderDirectionFillsColumnsInMirroredTurn() throws {
        let config = WaterfallLayout(itemRenderDirection: .rightToLeft)
        let result = try layout(config, [LayoutSection(items: items([100, 10, 10]))])
        XCTAssertEqual(itemFrames(result).map { $0[0] }, [105, 0, 105])
    }

    func testToleranceCountsNearlyEqualColumnsAsTied() throws {
        let sections = [LayoutSection(items: items([50, 48, 10]))]
        XCTAssertEqual(itemFrames(try layout(WaterfallLayout(minimumInteritemSpacing: 0), sections))[2][0], 105)
        let tolerant = WaterfallLayout(minimumInteritemSpacing: 0, tolerance: 2)
        XCTAssertEqual(itemFrames(try layout(tolerant, sections))[2], [0, 50, 95, 10])
    }

    func testMinimumColumnWidthAdaptsTheColumnCountToTheContainer() throws {
        let config = WaterfallLayout(minimumColumnWidth: 160)
        let section = [LayoutSection(items: items(Array(repeating: 10, count: 8)))]
        func columns(_ width: Double) throws -> Int { Set(itemFrames(try layout(config, section, width: width)).map { $0[0] }).count }
        XCTAssertEqual(try columns(390), 2)  // iPhone
        XCTAssertEqual(try columns(834), 4)  // iPad: (834 + 10) / 170 = 4.96
        XCTAssertEqual(try columns(1024), 6)
    }

    func testSectionColumnCountOverridesTheLayouts() throws {
        let result = try layout(WaterfallLayout(), [LayoutSection(items: items([1, 1, 1]), columnCount: 3)], width: 320)
        XCTAssertEqual(itemFrames(result).map { $0[0] }, [0, 110, 220])
    }

    func testHeaderAndFooterAreSeparatedByTheirInsets() throws {
        let config = WaterfallLayout(
            columnCount: 1, sectionInset: EdgeInsets(top: 10, bottom: 20), headerHeight: 30, footerHeight: 15,
            headerInset: EdgeInsets(top: 4, left: 6, bottom: 2, right: 8), footerInset: EdgeInsets(top: 3, bottom: 1))
        let result = try layout(config, [LayoutSection(items: items([50]))], width: 300)
        XCTAssertEqual(result.sections[0].header, Rect(x: 6, y: 4, width: 286, height: 30))
        XCTAssertEqual(itemFrames(result), [[0, 46, 300, 50]])
        XCTAssertEqual(result.sections[0].footer, Rect(x: 0, y: 119, width: 300, height: 15))
        XCTAssertEqual(result.contentSize.height, 135)
    }

    func testSectionHeaderLengthOverridesTheLayoutsAndZeroMeansNone() throws {
        let config = WaterfallLayout(headerHeight: 30)
        let result = try layout(config, [LayoutSection(items: [], header: 0), LayoutSection(items: [], header: 12)])
        XCTAssertNil(result.sections[0].header)
        XCTAssertEqual(result.sections[1].header, Rect(x: 0, y: 0, width: 200, height: 12))
    }

    func testContentIsAtLeastTheMinimumContentHeight() throws {
        let result = try layout(WaterfallLayout(minimumContentHeight: 500), [LayoutSection(items: items([10]))])
        XCTAssertEqual(result.contentSize, Size(width: 200, height: 500))
    }

    func testRightToLeftLayoutDirectionMirrorsTheColumns() throws {
        let result = try layout(WaterfallLayout(layoutDirection: .rightToLeft), [LayoutSection(items: items([100, 50, 60]))])
        XCTAssertEqual(itemFrames(result), [[105, 0, 95, 100], [0, 0, 95, 50], [0, 60, 95, 60]])
    }

    func testHorizontalScrollingLaysOutRows() throws {
        let config = WaterfallLayout(scrollDirection: .horizontal)
        let sections = [LayoutSection(items: [LayoutItem(width: 100), LayoutItem(width: 50), LayoutItem(width: 60)])]
        let result = try layout(config, sections, width: 1000, height: 200)
        XCTAssertEqual(itemFrames(result), [[0, 0, 100, 95], [0, 105, 50, 95], [60, 105, 60, 95]])
        XCTAssertEqual(result.contentSize, Size(width: 120, height: 200))
    }

    func testInvalidValuesAreRefusedNamingTheField() {
        let ok = [LayoutSection(items: items([10]))]
        assertLayoutError(field: "layout.columnCount") { _ = try self.layout(WaterfallLayout(columnCount: 0), ok) }
        assertLayoutError(field: "layout.minimumColumnSpacing") {
            _ = try self.layout(WaterfallLayout(minimumColumnSpacing: -1), ok)
        }
        assertLayoutError(field: "sections[0].items[1].height") {
            _ = try self.layout(WaterfallLayout(), [LayoutSection(items: items([1, .nan]))])
        }
        assertLayoutError(field: "sections[0].items[0].width") {
            _ = try self.layout(WaterfallLayout(), [LayoutSection(items: [LayoutItem(width: 0, height: 3)])])
        }
        assertLayoutError(field: "sections[0].items[0].span") {
            _ = try self.layout(WaterfallLayout(), [LayoutSection(items: [LayoutItem(height: 3, span: 0)])])
        }
        assertLayoutError(field: "width") { _ = try self.layout(WaterfallLayout(), ok, width: .infinity) }
        assertLayoutError(field: "scale") { _ = try self.layout(WaterfallLayout(), ok, scale: DisplayScale(7)) }
        assertLayoutError(field: "layout.sectionInset") {
            _ = try self.layout(WaterfallLayout(sectionInset: EdgeInsets(all: 6)), ok, width: 10)
        }
        assertLayoutError(field: "layout.columnCount") { _ = try self.layout(WaterfallLayout(columnCount: 10_000), ok) }
        assertLayoutError(field: "sections[0].columnCount") {
            _ = try self.layout(WaterfallLayout(), [LayoutSection(items: [], columnCount: 0)])
        }
    }

    func testTheSameInputsGiveBitIdenticalFrames() throws {
        var random = SplitMix64(seed: 7)
        let sections = [LayoutSection(items: (0..<500).map { _ in .height(Double.random(in: 10...300, using: &random)) })]
        assertBitIdentical(try layout(WaterfallLayout(), sections, width: 390), try layout(WaterfallLayout(), sections, width: 390), "twice")
    }
}
