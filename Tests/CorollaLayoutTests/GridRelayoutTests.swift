import CorollaTestSupport
import XCTest
@testable import CorollaLayout

/// Incremental relayout of the grid equals a full layout, bit for bit, on random edits.
final class GridRelayoutTests: XCTestCase {
    private func randomSections(_ random: inout SplitMix64) -> [LayoutSection] {
        (0..<Int.random(in: 1...4, using: &random)).map { _ in
            let items = (0..<Int.random(in: 0...30, using: &random)).map { _ -> LayoutItem in
                switch Int.random(in: 0...2, using: &random) {
                case 0: return .height(Double(Int.random(in: 0...300, using: &random)) / 2)
                case 1: return .size(Size(width: Double.random(in: 1...4, using: &random), height: Double.random(in: 1...4, using: &random)))
                default: return LayoutItem()
                }
            }
            return LayoutSection(
                items: items, header: Bool.random(using: &random) ? 24 : nil,
                columnCount: Int.random(in: 0...3, using: &random) == 0 ? Int.random(in: 1...5, using: &random) : nil)
        }
    }

    /// Replaces, inserts or removes items from a random position on; returns where the change starts.
    private func edit(_ sections: inout [LayoutSection], _ random: inout SplitMix64) -> ItemPath {
        let section = Int.random(in: 0..<sections.count, using: &random)
        let item = Int.random(in: 0...sections[section].items.count, using: &random)
        let tail = sections[section].items.count - item
        let replacement = (0..<Int.random(in: 0...8, using: &random)).map { _ in
            LayoutItem.height(Double(Int.random(in: 1...200, using: &random)))
        }
        sections[section].items.replaceSubrange(item..<(item + Int.random(in: 0...tail, using: &random)), with: replacement)
        return ItemPath(section: section, item: item)
    }

    func testRelayoutAfterAnEditEqualsAFullLayout() throws {
        var random = SplitMix64(seed: 0x6772_6964)
        for _ in 0..<300 {
            let grid = GridLayout(
                minimumItemWidth: Double(Int.random(in: 60...200, using: &random)),
                interitemSpacing: Double(Int.random(in: 0...12, using: &random)),
                lineSpacing: Double(Int.random(in: 0...12, using: &random)),
                sectionInset: EdgeInsets(all: Double(Int.random(in: 0...16, using: &random))),
                aspectRatio: [0.75, 1, 1.5].randomElement(using: &random) ?? 1,
                scrollDirection: Bool.random(using: &random) ? .vertical : .horizontal)
            let container = Size(width: Double(Int.random(in: 320...1200, using: &random)), height: 900)
            let scale = DisplayScale(Double(Int.random(in: 0...3, using: &random)))
            var sections = randomSections(&random)
            var result = try grid.layout(sections, in: container, scale: scale)
            let change = edit(&sections, &random)
            try grid.relayout(&result, sections: sections, in: container, scale: scale, from: change)
            XCTAssertEqual(result, try grid.layout(sections, in: container, scale: scale), "change at \(change)")
        }
    }

    func testAppendingItemsRestartsAtTheLastRow() throws {
        let grid = GridLayout(columnCount: 3)
        var sections = [LayoutSection(items: Array(repeating: .height(10), count: 7))]
        var result = try grid.layout(sections, in: Size(width: 300, height: 1))
        sections[0].items.append(.height(50))
        try grid.relayout(&result, sections: sections, in: Size(width: 300, height: 1), scale: .none, from: ItemPath(section: 0, item: 7))
        XCTAssertEqual(result.sections[0].items[7].minY, 40)
        XCTAssertEqual(result.contentSize.height, 90)
        XCTAssertEqual(result, try grid.layout(sections, in: Size(width: 300, height: 1)))
    }
}
