import CorollaLayout
import CorollaTestSupport
import XCTest

/// Rule: `relayout` from the first changed item gives a result bit-identical to a full layout of
/// the new sections, whatever the change (edit, insert, remove, append, new section).
final class RelayoutPropertyTests: XCTestCase {
    /// Applies a random change to `sections` and returns the new sections and the first changed item.
    static func change(_ sections: [LayoutSection], _ random: inout SplitMix64,
                       _ item: (inout SplitMix64) -> LayoutItem) -> ([LayoutSection], ItemPath) {
        var changed = sections
        let section = Int.random(in: 0..<sections.count, using: &random)
        let count = sections[section].items.count
        switch Int.random(in: 0..<5, using: &random) {
        case 0 where count > 0:  // edit one item
            let index = Int.random(in: 0..<count, using: &random)
            changed[section].items[index] = item(&random)
            return (changed, ItemPath(section: section, item: index))
        case 1 where count > 0:  // remove a tail
            let index = Int.random(in: 0..<count, using: &random)
            changed[section].items.removeSubrange(index...)
            return (changed, ItemPath(section: section, item: index))
        case 2:  // insert in the middle
            let index = Int.random(in: 0...count, using: &random)
            changed[section].items.insert(item(&random), at: index)
            return (changed, ItemPath(section: section, item: index))
        case 3:  // append a section
            changed.append(LayoutSection(items: (0..<Int.random(in: 0...20, using: &random)).map { _ in item(&random) }))
            return (changed, ItemPath(section: sections.count, item: 0))
        default:  // append items
            changed[section].items += (0..<Int.random(in: 1...70, using: &random)).map { _ in item(&random) }
            return (changed, ItemPath(section: section, item: count))
        }
    }

    func testWaterfallRelayoutEqualsAFullLayout() throws {
        var random = SplitMix64(seed: 0xC0DE)
        for round in 0..<300 {
            let layout = random.waterfall()
            let container = Size(width: random.length(300...1100), height: random.length(300...1100))
            let scale = random.scale()
            var sections = random.sections(items: 150) { $0.waterfallItem(layout.scrollDirection) }
            var result = try layout.layout(sections, in: container, scale: scale)
            for step in 0..<3 {
                let (next, first) = Self.change(sections, &random) { $0.waterfallItem(layout.scrollDirection) }
                try layout.relayout(&result, sections: next, in: container, scale: scale, from: first)
                assertBitIdentical(result, try layout.layout(next, in: container, scale: scale), "round \(round) step \(step)")
                sections = next
            }
        }
    }

    func testAppendingToAWaterfallKeepsEveryEarlierFrame() throws {
        var random = SplitMix64(seed: 42)
        let layout = WaterfallLayout(columnCount: 3)
        let container = Size(width: 390, height: 844)
        let old = [LayoutSection(items: (0..<1000).map { _ in random.waterfallItem(.vertical) })]
        var result = try layout.layout(old, in: container)
        let before = result.sections[0].items
        var new = old
        new[0].items += (0..<10).map { _ in random.waterfallItem(.vertical) }
        try layout.relayout(&result, sections: new, in: container, scale: .none, from: ItemPath(section: 0, item: 1000))
        XCTAssertEqual(Array(result.sections[0].items.prefix(1000)), before)
        XCTAssertEqual(result.sections[0].items.count, 1010)
    }
}
