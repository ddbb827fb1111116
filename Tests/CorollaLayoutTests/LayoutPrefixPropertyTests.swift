import CorollaLayout
import CorollaTestSupport
import XCTest

/// Rule: a layout of the first `known` items (``CollectionLayout/layoutPrefix(_:known:in:scale:)``)
/// holds exactly the full layout's frames for what it settles, whatever the later items are; every
/// other element starts at its reach or beyond; and a rect it covers finds the same elements in it
/// as in the full layout. Every layout kind, random options, sections, widths, cuts and rects.
final class LayoutPrefixPropertyTests: XCTestCase {
    func testWaterfallPrefixesAreExact() throws {
        var random = SplitMix64(seed: 0x1A2F)
        for round in 0..<250 {
            let layout = random.waterfall()
            let sections = random.sections(items: 120) { $0.waterfallItem(layout.scrollDirection) }
            try check(layout, sections, container: Size(width: random.length(300...1100), height: random.length(300...1100)),
                scale: random.scale(), &random, "round \(round)") { $0.waterfallItem(layout.scrollDirection) }
        }
    }

    func testGridPrefixesAreExact() throws {
        var random = SplitMix64(seed: 0x6721)
        for round in 0..<250 {
            let layout = GridLayout(
                minimumItemWidth: random.length(60...200), columnCount: random.chance(0.3) ? Int.random(in: 1...4, using: &random) : nil,
                interitemSpacing: random.length(0...12), lineSpacing: random.length(0...12), sectionInset: random.insets(upTo: 16),
                aspectRatio: [0.75, 1, 1.5].randomElement(using: &random) ?? 1, headerHeight: random.chance(0.5) ? random.length(0...30) : 0,
                footerHeight: random.chance(0.3) ? random.length(0...30) : 0,
                itemAlignment: random.chance(0.5) ? .stretch : .top, layoutDirection: random.chance(0.3) ? .rightToLeft : .leftToRight,
                scrollDirection: random.chance(0.3) ? .horizontal : .vertical)
            let sections = random.sections(items: 80) { Self.gridItem(&$0) }
            try check(layout, sections, container: Size(width: random.length(320...1200), height: random.length(300...900)),
                scale: random.scale(), &random, "round \(round)") { Self.gridItem(&$0) }
        }
    }

    func testFlowPrefixesAreExact() throws {
        for seed in UInt64(1)...150 {
            var random = SplitMix64(seed: seed)
            let input = RandomFlowInput(random: &random)
            try check(input.flowLayout, input.sections, container: input.container, scale: input.scale, &random, "seed \(seed)") { input.item(&$0) }
        }
    }

    func testAlignedFlowPrefixesAreExact() throws {
        for seed in UInt64(1)...150 {
            var random = SplitMix64(seed: seed &* 7919)
            let input = RandomFlowInput(random: &random)
            let layout = AlignedFlowLayout(
                itemSize: input.itemSize, minimumInteritemSpacing: input.spacing,
                maximumInteritemSpacing: random.chance(0.5) ? nil : input.spacing + random.length(0...20),
                minimumLineSpacing: input.lineSpacing, sectionInset: input.inset, headerReferenceSize: input.header,
                footerReferenceSize: input.footer,
                horizontalAlignment: AlignedFlowLayout.HorizontalAlignment.allCases.randomElement(using: &random) ?? .justified,
                verticalAlignment: AlignedFlowLayout.VerticalAlignment.allCases.randomElement(using: &random) ?? .center,
                layoutDirection: LayoutDirection.allCases.randomElement(using: &random) ?? .leftToRight, scrollDirection: input.scroll)
            try check(layout, input.sections, container: input.container, scale: input.scale, &random, "seed \(seed)") { input.item(&$0) }
        }
    }

    func testFanPrefixesAreExactAndCoverOnlyTheWholeFan() throws {
        var random = SplitMix64(seed: 0xFA17)
        for round in 0..<80 {
            let layout = FanLayout(
                itemSize: Size(width: random.length(20...80), height: random.length(30...100)), startAngle: random.length(-3...0),
                angleStep: random.length(-0.5...0.5), fitsContainer: random.chance(0.5))
            let sections = random.sections(maximum: 3, items: 40) { _ in LayoutItem() }
            try check(layout, sections, container: Size(width: random.length(320...900), height: random.length(400...900)),
                scale: random.scale(), &random, "round \(round)") { _ in LayoutItem() }
        }
    }

    /// A waterfall's first screen settles once every column's bottom is past it: with two columns
    /// of 100-point items, a 250-point rect needs six items (three a column), not the thousand.
    func testAWaterfallFirstScreenNeedsOnlyTheItemsThatReachIt() throws {
        let layout = WaterfallLayout(columnCount: 2, minimumInteritemSpacing: 0)
        let sections = [LayoutSection(items: Array(repeating: .height(100), count: 1000))]
        let rect = Rect(x: 0, y: 0, width: 390, height: 250)
        XCTAssertFalse(try layout.layoutPrefix(sections, known: 5, in: Size(width: 390, height: 844), scale: .none).covers(rect))
        let prefix = try layout.layoutPrefix(sections, known: 6, in: Size(width: 390, height: 844), scale: .none)
        XCTAssertTrue(prefix.covers(rect))
        XCTAssertEqual(prefix.reach, 300)
        XCTAssertEqual(prefix.settledItems, 6)
    }

    private static func gridItem(_ random: inout SplitMix64) -> LayoutItem {
        switch Int.random(in: 0...2, using: &random) {
        case 0: .height(random.length(0...150))
        case 1: .size(Size(width: random.length(1...4), height: random.length(1...4)))
        default: LayoutItem()
        }
    }

    /// Cuts `sections` at random points (after each of them, the items are replaced by others from
    /// `other`, which the prefix must not read), and checks the prefix against the full layout.
    private func check<Layout: CollectionLayout>(
        _ layout: Layout, _ sections: [LayoutSection], container: Size, scale: DisplayScale, _ random: inout SplitMix64,
        _ message: String, other: (inout SplitMix64) -> LayoutItem, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let full = try layout.layout(sections, in: container, scale: scale)
        let index = LayoutIndex(full)
        let total = full.itemCount
        let along = { (rect: Rect) in full.scrollDirection == .vertical ? rect.minY : rect.minX }
        for _ in 0..<4 {
            let known = Int.random(in: 0...total, using: &random)
            var given = sections
            var position = 0
            for section in given.indices {
                for item in given[section].items.indices {
                    if position >= known { given[section].items[item] = other(&random) }
                    position += 1
                }
            }
            let prefix = try layout.layoutPrefix(given, known: known, in: container, scale: scale)
            let context = "\(message) known \(known) of \(total), reach \(prefix.reach)"
            XCTAssertLessThanOrEqual(prefix.settledItems, known, context, file: file, line: line)
            XCTAssertEqual(prefix.settledItems, prefix.result.itemCount, context, file: file, line: line)
            XCTAssertEqual(prefix.isComplete, known == total, context, file: file, line: line)
            if known == total { XCTAssertEqual(prefix.result.sections, full.sections, context, file: file, line: line) }
            // What the prefix holds is the full layout's.
            var settled = Set<LayoutElement>()
            for (section, frames) in prefix.result.sections.enumerated() {
                let whole = full.sections[section]
                XCTAssertEqual(frames.header, whole.header, "\(context) header \(section)", file: file, line: line)
                XCTAssertEqual(frames.items, Array(whole.items.prefix(frames.items.count)), "\(context) section \(section)", file: file, line: line)
                XCTAssertEqual(frames.rotations, whole.rotations.map { Array($0.prefix(frames.items.count)) }, context, file: file, line: line)
                if frames.footer != nil { XCTAssertEqual(frames.footer, whole.footer, context, file: file, line: line) }
            }
            for element in prefix.result.elements { settled.insert(element) }
            // Everything else starts at the reach or beyond.
            for element in full.elements where !settled.contains(element) {
                XCTAssertGreaterThanOrEqual(along(element.frame), prefix.reach, "\(context) \(element)", file: file, line: line)
            }
            // A covered rect finds what the full layout finds.
            let extent = full.scrollDirection == .vertical ? full.contentSize.height : full.contentSize.width
            for _ in 0..<6 {
                let start = random.length(-50...max(0, extent))
                let length = random.length(0...600)
                let rect = full.scrollDirection == .vertical
                    ? Rect(x: random.length(-20...container.width), y: start, width: random.length(0...container.width), height: length)
                    : Rect(x: start, y: random.length(-20...container.height), width: length, height: random.length(0...container.height))
                guard prefix.covers(rect) else { continue }
                XCTAssertEqual(
                    Set(LayoutIndex(prefix.result).elements(in: rect)), Set(index.elements(in: rect)), "\(context) rect \(rect)",
                    file: file, line: line)
            }
            let top = full.scrollDirection == .vertical
                ? Rect(x: 0, y: 0, width: container.width, height: max(0, min(prefix.reach, extent)))
                : Rect(x: 0, y: 0, width: max(0, min(prefix.reach, extent)), height: container.height)
            if prefix.covers(top) {
                XCTAssertEqual(Set(LayoutIndex(prefix.result).elements(in: top)), Set(index.elements(in: top)), "\(context) top", file: file, line: line)
            }
        }
    }
}
