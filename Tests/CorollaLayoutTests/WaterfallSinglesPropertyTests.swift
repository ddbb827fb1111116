@testable import CorollaLayout
import CorollaTestSupport
import XCTest

/// Rule: the waterfall's path for runs of one-column items placed shortest first with no tolerance
/// gives exactly what placing every item by the general step gives: the same frames bit for bit,
/// checkpoints, diagnostics and content size, and the same error for invalid input.
final class WaterfallSinglesPropertyTests: XCTestCase {
    func testSinglesPathEqualsItemByItemPlacement() throws {
        var random = SplitMix64(seed: 0x51_6E_61)
        for round in 0..<400 {
            let (layout, container, scale, sections) = random.singlesCase(sections: 4, items: 300)
            assertBitIdentical(
                try layout.layout(sections, in: container, scale: scale),
                try ItemByItemWaterfall(base: layout).layout(sections, in: container, scale: scale), "round \(round)")
        }
    }

    func testSinglesPathRelayoutEqualsItemByItemPlacement() throws {
        var random = SplitMix64(seed: 0x7E_1A_70)
        for round in 0..<150 {
            let (layout, container, scale, initial) = random.singlesCase(sections: 3, items: 250)
            let item = { (random: inout SplitMix64) in random.singlesItem(layout.scrollDirection) }
            var sections = initial
            var result = try layout.layout(sections, in: container, scale: scale)
            for step in 0..<3 {
                let (next, first) = RelayoutPropertyTests.change(sections, &random, item)
                try layout.relayout(&result, sections: next, in: container, scale: scale, from: first)
                let reference = try ItemByItemWaterfall(base: layout).layout(next, in: container, scale: scale)
                assertBitIdentical(result, reference, "round \(round) step \(step)")
                sections = next
            }
        }
    }

    func testSinglesPathRefusesTheSameInvalidItemAsItemByItemPlacement() throws {
        var random = SplitMix64(seed: 0xBAD)
        let invalid: [LayoutItem] = [
            LayoutItem(height: -1), LayoutItem(height: .nan), LayoutItem(height: .infinity), LayoutItem(),
            LayoutItem(width: 0, height: 10), LayoutItem(width: -.infinity, height: 10), LayoutItem(height: 10, span: 0),
        ]
        for round in 0..<100 {
            var layout = random.singlesWaterfall()
            layout.scrollDirection = .vertical  // where every item of `invalid` is invalid
            let container = Size(width: 390, height: 844)
            var sections = random.sections(maximum: 2, items: 200) { $0.singlesItem(.vertical) }
            guard let section = sections.indices.filter({ !sections[$0].items.isEmpty }).randomElement(using: &random)
            else { continue }
            let index = Int.random(in: sections[section].items.indices, using: &random)
            sections[section].items[index] = invalid.randomElement(using: &random) ?? LayoutItem()
            let fast = layoutError { _ = try layout.layout(sections, in: container, scale: .none) }
            let reference = layoutError {
                _ = try ItemByItemWaterfall(base: layout).layout(sections, in: container, scale: .none)
            }
            XCTAssertNotNil(fast, "round \(round)")
            XCTAssertEqual(fast, reference, "round \(round)")
        }
    }

    func testTiedColumnsTakeTheLowestIndexOnTheSinglesPath() throws {
        let layout = WaterfallLayout(columnCount: 4, minimumColumnSpacing: 0, minimumInteritemSpacing: 0)
        let sections = [LayoutSection(items: Array(repeating: .height(10), count: 200))]
        let result = try layout.layout(sections, in: Size(width: 400, height: 800))
        XCTAssertEqual(result.sections[0].items.map(\.minX), (0..<200).map { Double($0 % 4) * 100 })
        XCTAssertEqual(result.sections[0].items.map(\.minY), (0..<200).map { Double($0 / 4) * 10 })
        XCTAssertEqual(result.traces[0].checkpoints.map(\.item), [64, 128, 192, 200])
    }

    func testARelayoutFromCheckpointsOfOtherColumnsIsRefused() throws {
        let sections = [LayoutSection(items: Array(repeating: .height(10), count: 200))]
        let container = Size(width: 400, height: 800)
        var result = try WaterfallLayout(columnCount: 2).layout(sections, in: container)
        assertLayoutError(field: "sections[0]") {
            try WaterfallLayout(columnCount: 3).relayout(
                &result, sections: sections, in: container, scale: .none, from: ItemPath(section: 0, item: 100))
        }
    }
}

/// The waterfall engine with every item placed by the general step: the reference its path for
/// one-column items must match.
private struct ItemByItemWaterfall: SectionPlacer {
    var base: WaterfallLayout

    var scrollDirection: ScrollDirection { base.scrollDirection }
    var layoutDirection: LayoutDirection { base.layoutDirection }
    var resumesAtTheChange: Bool { base.resumesAtTheChange }

    func validate(_ job: SectionJob) throws { try base.validate(job) }
    func place(_ job: SectionJob) throws -> PlacedSection { try base.place(job, itemByItem: true) }
    func frontier(of placed: PlacedSection, _ job: SectionJob) -> SectionFrontier { base.frontier(of: placed, job) }
    func contentSize(end: Double, container: Size, itemCount: Int) -> Size {
        base.contentSize(end: end, container: container, itemCount: itemCount)
    }
}

extension SplitMix64 {
    /// A random ``singlesWaterfall()``, a container, a scale, and up to `sections` sections of up to
    /// `items` ``singlesItem(_:)``s.
    fileprivate mutating func singlesCase(sections maximum: Int, items: Int)
        -> (layout: WaterfallLayout, container: Size, scale: DisplayScale, sections: [LayoutSection])
    {
        let layout = singlesWaterfall()
        let container = Size(width: length(200...1100), height: length(200...1100))
        let scale = scale()
        return (layout, container, scale, sections(maximum: maximum, items: items) { $0.singlesItem(layout.scrollDirection) })
    }

    /// A random waterfall that places the shortest column first with no tolerance (mostly), so
    /// that its one-column items take the singles path.
    fileprivate mutating func singlesWaterfall() -> WaterfallLayout {
        var layout = waterfall()
        layout.columnCount = chance(0.4) ? 2 : Int.random(in: 1...6, using: &self)  // 2: in registers
        if chance(0.9) {
            layout.itemRenderDirection = .shortestFirst
            layout.tolerance = 0
        }
        return layout
    }

    /// Mostly one-column items of a few lengths (so that columns tie), some sized to the column,
    /// now and then one spanning columns (which the singles path hands to the general step).
    fileprivate mutating func singlesItem(_ direction: ScrollDirection) -> LayoutItem {
        let span = chance(0.03) ? Int.random(in: 2...7, using: &self) : 1
        let item = chance(0.2)
            ? LayoutItem(width: length(1...40), height: length(1...60), span: span)
            : LayoutItem(height: chance(0.5) ? [0, 10, 20, 40].randomElement(using: &self) ?? 0 : length(0...300), span: span)
        guard direction == .horizontal else { return item }
        return LayoutItem(width: item.height, height: item.width, span: span)
    }
}
