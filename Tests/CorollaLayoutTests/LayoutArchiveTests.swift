import CorollaLayout
import CorollaTestSupport
import XCTest

/// A result stored as numbers and read back is the same result, checkpoints included, so a
/// relayout of the decoded result equals a full layout; what is not an archive is refused.
final class LayoutArchiveTests: XCTestCase {
    /// Rule: decoding the archive gives an equal result, bit for bit, and relaying it out after a
    /// change equals a full layout of the changed sections.
    func testArchiveRoundTripsAndRelayouts() throws {
        var random = SplitMix64(seed: 0xA4C1)
        for round in 0..<150 {
            let waterfall = random.waterfall()
            let layout = AnyLayout.waterfall(waterfall)
            let container = Size(width: random.length(300...1100), height: random.length(300...1100))
            let scale = random.scale()
            let sections = random.sections(items: 150) { $0.waterfallItem(waterfall.scrollDirection) }
            let result = try layout.layout(sections, in: container, scale: scale)
            var decoded = try LayoutResult(archive: result.archive, diagnostics: result.diagnostics)
            XCTAssertEqual(decoded, result, "round \(round)")
            XCTAssertEqual(decoded.archive.map { $0.bitPattern }, result.archive.map { $0.bitPattern }, "round \(round)")
            let (next, first) = RelayoutPropertyTests.change(sections, &random) { $0.waterfallItem(waterfall.scrollDirection) }
            try layout.relayout(&decoded, sections: next, in: container, scale: scale, from: first)
            assertBitIdentical(decoded, try layout.layout(next, in: container, scale: scale), "round \(round)")
        }
    }

    /// Rule: a layout of empty sections (a filter that selects no favorite) round-trips with its
    /// traces: the flags of an empty section are not refused for the few numbers after them.
    func testEmptySectionsRoundTrip() throws {
        for layout in [AnyLayout.waterfall(WaterfallLayout()), .flow(FlowLayout()), .grid(GridLayout(columnCount: 2)), .fan(FanLayout())] {
            for sections in [[LayoutSection(items: [])], [LayoutSection(items: [], header: 44), LayoutSection(items: [])]] {
                let result = try layout.layout(sections, in: Size(width: 390, height: 844))
                XCTAssertEqual(try LayoutResult(archive: result.archive), result, "\(layout.kind)")
            }
        }
    }

    /// Rule: fan rotations and headers survive the round trip.
    func testFanArchiveKeepsRotations() throws {
        let layout = AnyLayout.fan(FanLayout())
        let sections = [LayoutSection(items: Array(repeating: LayoutItem(), count: 7), header: 30)]
        let result = try layout.layout(sections, in: Size(width: 390, height: 844))
        XCTAssertEqual(try LayoutResult(archive: result.archive), result)
    }

    /// Rule: a truncated, extended or altered archive throws, never traps.
    func testMalformedArchivesAreRefused() throws {
        let result = try WaterfallLayout().layout([LayoutSection(items: [.height(10), .height(20)])], in: Size(width: 390, height: 844))
        let archive = result.archive
        let broken: [[Double]] = [
            [], [2], Array(archive.dropLast()), archive + [0], [1, 0, 390, 30, 1e300], [1, 0, 390, 30, -1],
            [1, 0, 390, 30, 0.5], [1, 7, 390, 30, 0], [1, 0, 390, 30, 1, 16],
        ]
        for numbers in broken {
            XCTAssertThrowsError(try LayoutResult(archive: numbers), "\(numbers)")
        }
    }

    /// Rule: the column width the waterfall and the grid report is the width of their frames.
    func testColumnWidthIsTheFrameWidth() throws {
        let container = Size(width: 391, height: 844)
        let waterfall = WaterfallLayout(columnCount: 3, minimumColumnSpacing: 7, sectionInset: EdgeInsets(all: 12))
        let grid = GridLayout(minimumItemWidth: 110, interitemSpacing: 9, sectionInset: EdgeInsets(all: 5))
        let section = LayoutSection(items: [.height(40), .height(50), .height(60), .height(70)])
        for scale in [DisplayScale.none, DisplayScale(2), DisplayScale(3)] {
            let width = try waterfall.columnWidth(in: container, scale: scale)
            XCTAssertEqual(try waterfall.layout([section], in: container, scale: scale).sections[0].items.map(\.width), [width, width, width, width])
            let cell = try grid.columnWidth(in: container, scale: scale)
            XCTAssertEqual(try grid.layout([section], in: container, scale: scale).sections[0].items.map(\.width), [cell, cell, cell, cell])
        }
        XCTAssertEqual(try WaterfallLayout(columnCount: 2).columnWidth(of: LayoutSection(items: [], columnCount: 4), in: container, scale: .none), 90.25)
        assertLayoutError(field: "layout.columnCount") { _ = try WaterfallLayout(columnCount: 0).columnWidth(in: container, scale: .none) }
    }

    /// Rule: `relayoutStart` names the first item a relayout places again: the row or checkpoint
    /// before the change; a layout that cannot resume starts from the top.
    func testRelayoutStart() throws {
        let grid = AnyLayout.grid(GridLayout(columnCount: 2))
        let items = [LayoutSection(items: Array(repeating: LayoutItem.height(10), count: 1000))]
        let result = try grid.layout(items, in: Size(width: 390, height: 844))
        XCTAssertEqual(grid.relayoutStart(of: result, sectionCount: 1, from: ItemPath(section: 0, item: 1000)), ItemPath(section: 0, item: 1000))
        XCTAssertEqual(grid.relayoutStart(of: result, sectionCount: 1, from: ItemPath(section: 0, item: 999)), ItemPath(section: 0, item: 998))
        let odd = try grid.layout([LayoutSection(items: Array(repeating: LayoutItem.height(10), count: 999))], in: Size(width: 390, height: 844))
        XCTAssertEqual(grid.relayoutStart(of: odd, sectionCount: 1, from: ItemPath(section: 0, item: 999)), ItemPath(section: 0, item: 998))
        let flow = AnyLayout.flow(FlowLayout())
        let lines = try flow.layout(items, in: Size(width: 390, height: 844))
        XCTAssertLessThan(flow.relayoutStart(of: lines, sectionCount: 1, from: ItemPath(section: 0, item: 1000)).item, 1000)
        let waterfall = AnyLayout.waterfall(WaterfallLayout())
        let cascade = try waterfall.layout(items, in: Size(width: 390, height: 844))
        XCTAssertEqual(waterfall.relayoutStart(of: cascade, sectionCount: 1, from: ItemPath(section: 0, item: 1000)), ItemPath(section: 0, item: 1000))
        XCTAssertEqual(waterfall.relayoutStart(of: cascade, sectionCount: 1, from: ItemPath(section: 0, item: 999)), ItemPath(section: 0, item: 960))
        XCTAssertEqual(waterfall.relayoutStart(of: cascade, sectionCount: 2, from: ItemPath(section: 1, item: 0)), ItemPath(section: 1, item: 0))
        let mirrored = AnyLayout.waterfall(WaterfallLayout(layoutDirection: .rightToLeft, scrollDirection: .horizontal))
        let wide = [LayoutSection(items: Array(repeating: LayoutItem(width: 10), count: 1000))]
        let turned = try mirrored.layout(wide, in: Size(width: 390, height: 844))
        XCTAssertEqual(mirrored.relayoutStart(of: turned, sectionCount: 1, from: ItemPath(section: 0, item: 1000)), ItemPath(section: 0, item: 0))
    }
}
