import XCTest

@testable import CorollaLayout

/// One hand-computed test per rule of ``FlowLayout``.
final class FlowLayoutTests: XCTestCase {
    private let container = Size(width: 200, height: 600)

    func testDefaultsAreUIKits() {
        let layout = FlowLayout()
        XCTAssertEqual(layout.itemSize, Size(width: 50, height: 50))
        XCTAssertEqual(layout.minimumInteritemSpacing, 10)
        XCTAssertEqual(layout.minimumLineSpacing, 10)
        XCTAssertEqual(layout.sectionInset, .zero)
        XCTAssertEqual(layout.scrollDirection, .vertical)
    }

    func testDecodingFillsOmittedOptionsWithDefaults() throws {
        let json = #"{"minimumLineSpacing": 4, "itemSize": {"width": 20, "height": 30}}"#
        let layout = try JSONDecoder().decode(FlowLayout.self, from: Data(json.utf8))
        XCTAssertEqual(layout, FlowLayout(itemSize: Size(width: 20, height: 30), minimumLineSpacing: 4))
        XCTAssertEqual(try JSONDecoder().decode(FlowLayout.self, from: Data("{}".utf8)), FlowLayout())
    }

    func testItemWithoutSizeUsesItemSizeAndAMissingDimensionComesFromIt() throws {
        let layout = FlowLayout(itemSize: Size(width: 30, height: 40), minimumInteritemSpacing: 0)
        let section = LayoutSection(items: [LayoutItem(), LayoutItem(width: 20), LayoutItem(height: 10), LayoutItem(width: 5, height: 6)])
        let result = try layout.layout([section], in: container)
        XCTAssertEqual(result.sections[0].items.map(\.size), [
            Size(width: 30, height: 40), Size(width: 20, height: 40), Size(width: 30, height: 10), Size(width: 5, height: 6),
        ])
    }

    func testFullLineIsJustifiedBetweenInsets() throws {
        // Available 180: 40+10+60+10+50 = 170 fits, +10+30 does not; gaps (180−150)/2 = 15.
        let layout = FlowLayout(sectionInset: EdgeInsets(top: 5, left: 10, bottom: 0, right: 10))
        let result = try layout.layout([LayoutSection(items: items([(40, 50), (60, 50), (50, 50), (30, 50)]))], in: container)
        XCTAssertEqual(xs(result), [10, 65, 140, 10])
        XCTAssertEqual(result.sections[0].items[2].maxX, 190)
        XCTAssertEqual(ys(result), [5, 5, 5, 65])
    }

    func testLinesFillGreedilyWhileWidthsAndMinimumSpacingFit() throws {
        // 60+10+60+10+60 = 200 fits exactly in 200; a fourth item does not.
        let result = try FlowLayout().layout([LayoutSection(items: items(4, 60, 50))], in: container)
        XCTAssertEqual(ys(result), [0, 0, 0, 60])
        XCTAssertEqual(xs(result), [0, 70, 140, 0])
    }

    func testSingleItemLineIsCentred() throws {
        // 120 and 100 do not share a line of 180: the first line holds 120 alone, centred.
        let layout = FlowLayout(sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        let result = try layout.layout([LayoutSection(items: items([(120, 50), (100, 50), (30, 50)]))], in: container)
        XCTAssertEqual(xs(result), [40, 10, 120])
    }

    func testLastLineOfUniformItemsKeepsFullLineGaps() throws {
        // Three 50s per line of 200, gaps 25: the last line's two items sit under the first two columns.
        let result = try FlowLayout().layout([LayoutSection(items: items(5, 50, 50))], in: container)
        XCTAssertEqual(xs(result), [0, 75, 150, 0, 75])
    }

    func testLastLineOfUniformItemsInASingleLineSectionUsesTheGapOfAFullLine() throws {
        // A full line would hold floor((200+10)/60) = 3 items with gaps (200−150)/2 = 25.
        let result = try FlowLayout().layout([LayoutSection(items: items(2, 50, 50))], in: container)
        XCTAssertEqual(xs(result), [0, 75])
    }

    func testLastLineOfUniformItemsIsCentredWhenAFullLineHoldsOne() throws {
        let result = try FlowLayout().layout([LayoutSection(items: items(2, 120, 50))], in: container)
        XCTAssertEqual(xs(result), [40, 40])
        let single = try FlowLayout().layout([LayoutSection(items: items(1, 120, 50))], in: container)
        XCTAssertEqual(xs(single), [40])
    }

    func testFullLastLineOfUniformItemsIsJustified() throws {
        let result = try FlowLayout().layout([LayoutSection(items: items(6, 50, 50))], in: container)
        XCTAssertEqual(xs(result), [0, 75, 150, 0, 75, 150])
    }

    func testLastLineOfMixedSizesIsLeadingAlignedWithMinimumSpacing() throws {
        let result = try FlowLayout().layout([LayoutSection(items: items([(50, 50), (50, 50), (50, 50), (50, 50), (40, 50)]))], in: container)
        XCTAssertEqual(xs(result), [0, 75, 150, 0, 60])
    }

    func testFullLastLineOfMixedSizesIsStillLeadingAligned() throws {
        // Last line 50+10+60+10+65 = 195 of 200: UIKit (openradar 20825965) does not justify it.
        let sizes: [(Double, Double)] = [(80, 50), (90, 50), (50, 50), (60, 50), (65, 50)]
        let result = try FlowLayout().layout([LayoutSection(items: items(sizes))], in: container)
        XCTAssertEqual(xs(result), [0, 110, 0, 60, 130])
    }

    func testItemsAreCentredVerticallyInTheirLine() throws {
        let result = try FlowLayout().layout([LayoutSection(items: items([(50, 20), (50, 60), (50, 40)]))], in: container)
        XCTAssertEqual(ys(result), [20, 0, 10])
        XCTAssertEqual(result.contentSize, Size(width: 200, height: 60))
    }

    func testLineHeightIsItsTallestItemAndLinesAreMinimumLineSpacingApart() throws {
        let layout = FlowLayout(minimumLineSpacing: 7)
        let sizes: [(Double, Double)] = [(90, 30), (90, 80), (90, 20), (90, 40)]
        let result = try layout.layout([LayoutSection(items: items(sizes))], in: container)
        XCTAssertEqual(ys(result), [25, 0, 97, 87])
        XCTAssertEqual(result.contentSize.height, 80 + 7 + 40)
    }

    func testNoLineSpacingBetweenHeaderAndFirstLine() throws {
        let layout = FlowLayout(
            sectionInset: EdgeInsets(top: 5, left: 0, bottom: 7, right: 0),
            headerReferenceSize: Size(width: 999, height: 30), footerReferenceSize: Size(width: 1, height: 20))
        let result = try layout.layout([LayoutSection(items: items(4, 50, 50))], in: container)
        XCTAssertEqual(result.sections[0].header, Rect(x: 0, y: 0, width: 200, height: 30))
        XCTAssertEqual(ys(result), [35, 35, 35, 95])
        XCTAssertEqual(result.sections[0].footer, Rect(x: 0, y: 152, width: 200, height: 20))
        XCTAssertEqual(result.contentSize.height, 172)
    }

    func testSectionHeaderAndFooterOverrideReferenceSizesAndZeroMeansNone() throws {
        let layout = FlowLayout(headerReferenceSize: Size(width: 0, height: 30), footerReferenceSize: Size(width: 0, height: 20))
        let sections = [
            LayoutSection(items: items(1, 50, 50), header: 12, footer: 0),
            LayoutSection(items: items(1, 50, 50)),
        ]
        let result = try layout.layout(sections, in: container)
        XCTAssertEqual(result.sections[0].header, Rect(x: 0, y: 0, width: 200, height: 12))
        XCTAssertNil(result.sections[0].footer)
        XCTAssertEqual(result.sections[1].header, Rect(x: 0, y: 62, width: 200, height: 30))
        XCTAssertEqual(ys(result, section: 1), [92])
        XCTAssertEqual(result.sections[1].footer, Rect(x: 0, y: 142, width: 200, height: 20))
    }

    func testEmptySectionKeepsItsInsetsAndSectionsStack() throws {
        let inset = EdgeInsets(top: 5, left: 0, bottom: 6, right: 0)
        let sections = [
            LayoutSection(items: [], header: 10, sectionInset: inset),
            LayoutSection(items: items(1, 50, 50)),
        ]
        let result = try FlowLayout().layout(sections, in: container)
        XCTAssertEqual(result.sections[0].items, [])
        XCTAssertEqual(ys(result, section: 1), [21])
    }

    func testSectionInsetOfASectionOverridesTheLayouts() throws {
        let layout = FlowLayout(sectionInset: EdgeInsets(all: 10))
        let sections = [LayoutSection(items: items(1, 50, 50), sectionInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))]
        let result = try layout.layout(sections, in: container)
        XCTAssertEqual(result.sections[0].items, [Rect(x: 2, y: 1, width: 50, height: 50)])
        XCTAssertEqual(result.contentSize.height, 54)
    }

    func testHorizontalScrollingSwapsAxes() throws {
        // In the layout's vertical space the container is 200 wide and the items 50×30: three per
        // line with gaps 25, lines 30 apart plus 10 spacing; the header is a 15-wide column.
        let layout = FlowLayout(headerReferenceSize: Size(width: 15, height: 999), scrollDirection: .horizontal)
        let result = try layout.layout([LayoutSection(items: items(5, 30, 50))], in: Size(width: 500, height: 200))
        XCTAssertEqual(result.sections[0].header, Rect(x: 0, y: 0, width: 15, height: 200))
        XCTAssertEqual(result.sections[0].items, [
            Rect(x: 15, y: 0, width: 30, height: 50), Rect(x: 15, y: 75, width: 30, height: 50),
            Rect(x: 15, y: 150, width: 30, height: 50), Rect(x: 55, y: 0, width: 30, height: 50),
            Rect(x: 55, y: 75, width: 30, height: 50),
        ])
        XCTAssertEqual(result.contentSize, Size(width: 85, height: 200))
    }

    func testOverwideItemIsClampedWithDiagnostic() throws {
        let layout = FlowLayout(sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        let result = try layout.layout([LayoutSection(items: items([(50, 50), (300, 40)]))], in: container)
        XCTAssertEqual(result.sections[0].items[1], Rect(x: 10, y: 60, width: 180, height: 40))
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.diagnostics.first?.section, 0)
        XCTAssertEqual(result.diagnostics.first?.item, 1)
        XCTAssertTrue(result.diagnostics.first?.message.contains("sections[0].items[1].width") ?? false)
    }

    func testPixelSnappingRoundsItemOrigins() throws {
        // A full first line with gaps (100−93)/2 = 3.5, 31 tall, centring 30-tall items at 0.5.
        let layout = FlowLayout(minimumInteritemSpacing: 0)
        let section = LayoutSection(items: items([(31, 30), (31, 31), (31, 30), (31, 30)]))
        let unsnapped = try layout.layout([section], in: Size(width: 100, height: 100))
        XCTAssertEqual(xs(unsnapped), [0, 34.5, 69, 0])
        XCTAssertEqual(ys(unsnapped), [0.5, 0, 0.5, 41])
        let snapped = try layout.layout([section], in: Size(width: 100, height: 100), scale: DisplayScale(1))
        XCTAssertEqual(xs(snapped), [0, 35, 69, 0])
        XCTAssertEqual(ys(snapped), [1, 0, 1, 41])
        let retina = try layout.layout([section], in: Size(width: 100, height: 100), scale: DisplayScale(2))
        XCTAssertEqual(xs(retina), [0, 34.5, 69, 0])
    }

    func testInvalidValuesThrowLayoutErrorNamingTheField() {
        let section = LayoutSection(items: items(1, 50, 50))
        let cases: [(FlowLayout, [LayoutSection], String)] = [
            (FlowLayout(minimumInteritemSpacing: -1), [section], "layout.minimumInteritemSpacing"),
            (FlowLayout(minimumLineSpacing: .nan), [section], "layout.minimumLineSpacing"),
            (FlowLayout(itemSize: Size(width: .infinity, height: 1)), [section], "layout.itemSize.width"),
            (FlowLayout(sectionInset: EdgeInsets(top: 0, left: -2, bottom: 0, right: 0)), [section], "layout.sectionInset.left"),
            (FlowLayout(headerReferenceSize: Size(width: 0, height: -1)), [section], "layout.headerReferenceSize.height"),
            (FlowLayout(footerReferenceSize: Size(width: .nan, height: 0)), [section], "layout.footerReferenceSize.width"),
            (FlowLayout(), [section, LayoutSection(items: items([(1, 1), (1, 1), (-3, 1)]))], "sections[1].items[2].width"),
            (FlowLayout(), [LayoutSection(items: items([(1, .nan)]))], "sections[0].items[0].height"),
            (FlowLayout(scrollDirection: .horizontal), [LayoutSection(items: items([(-1, 1)]))], "sections[0].items[0].width"),
            (FlowLayout(), [LayoutSection(items: [], header: -1)], "sections[0].header"),
            (FlowLayout(), [LayoutSection(items: [], sectionInset: EdgeInsets(top: .nan))], "sections[0].sectionInset.top"),
            (FlowLayout(), [LayoutSection(items: [], sectionInset: EdgeInsets(top: 0, left: 150, bottom: 0, right: 60))], "sections[0].sectionInset"),
        ]
        for (layout, sections, field) in cases {
            let error = layoutError { _ = try layout.layout(sections, in: container) }
            XCTAssertEqual(error?.field, field)
        }
    }
}
