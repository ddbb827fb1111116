import CorollaTestSupport
import XCTest

@testable import CorollaLayout

/// Property tests: relayout of flow and aligned flow after random edits is bit-identical to a
/// full layout.
final class FlowRelayoutPropertyTests: XCTestCase {
    func testFlowRelayoutEqualsFullLayout() throws {
        try check { input, _ in
            FlowLayout(
                itemSize: input.itemSize, minimumInteritemSpacing: input.spacing, minimumLineSpacing: input.lineSpacing,
                sectionInset: input.inset, headerReferenceSize: input.header, footerReferenceSize: input.footer,
                scrollDirection: input.scroll)
        }
    }

    func testAlignedFlowRelayoutEqualsFullLayout() throws {
        try check { input, random in
            let spacing = input.spacing
            return AlignedFlowLayout(
                itemSize: input.itemSize, minimumInteritemSpacing: spacing,
                maximumInteritemSpacing: Bool.random(using: &random) ? nil : spacing + Double.random(in: 0...20, using: &random),
                minimumLineSpacing: input.lineSpacing, sectionInset: input.inset, headerReferenceSize: input.header,
                footerReferenceSize: input.footer,
                horizontalAlignment: AlignedFlowLayout.HorizontalAlignment.allCases.randomElement(using: &random) ?? .justified,
                verticalAlignment: AlignedFlowLayout.VerticalAlignment.allCases.randomElement(using: &random) ?? .center,
                layoutDirection: LayoutDirection.allCases.randomElement(using: &random) ?? .leftToRight,
                scrollDirection: input.scroll)
        }
    }

    /// For many seeds: a random input and layout, then a chain of random edits, each relaid out
    /// from its first change and compared with a full layout of the edited sections.
    private func check<Layout: CollectionLayout>(
        _ makeLayout: (RandomFlowInput, inout SplitMix64) -> Layout, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for seed in UInt64(1)...60 {
            var random = SplitMix64(seed: seed)
            let input = RandomFlowInput(random: &random)
            let layout = makeLayout(input, &random)
            var sections = input.sections
            var result = try layout.layout(sections, in: input.container, scale: input.scale)
            for step in 0..<6 {
                let change = edit(&sections, input, &random)
                try layout.relayout(&result, sections: sections, in: input.container, scale: input.scale, from: change)
                let full = try layout.layout(sections, in: input.container, scale: input.scale)
                assertBitIdentical(result, full, "seed \(seed) step \(step) change \(change)", file: file, line: line)
            }
        }
    }

    /// Edits `sections` at a random point (append, replace, insert or remove items from there;
    /// sometimes later sections change too) and returns the first changed position.
    private func edit(_ sections: inout [LayoutSection], _ input: RandomFlowInput, _ random: inout SplitMix64) -> ItemPath {
        let index = Int.random(in: 0..<sections.count, using: &random)
        var items = sections[index].items
        let count = items.count
        let similar = { (random: inout SplitMix64) -> LayoutItem in
            Bool.random(using: &random) ? (items.last ?? input.item(&random)) : input.item(&random)
        }
        var start: Int
        switch Int.random(in: 0...3, using: &random) {
        case 0:
            start = count
            for _ in 0..<Int.random(in: 1...12, using: &random) { items.append(similar(&random)) }
        case 1:
            start = Int.random(in: 0...count, using: &random)
            items.removeSubrange(start...)
            for _ in 0..<Int.random(in: 0...12, using: &random) { items.append(similar(&random)) }
        case 2:
            start = Int.random(in: 0...count, using: &random)
            items.insert(similar(&random), at: start)
        default:
            start = Int.random(in: 0...count, using: &random)
            items.removeSubrange(start..<min(count, start + Int.random(in: 1...5, using: &random)))
        }
        sections[index].items = items
        switch Int.random(in: 0...3, using: &random) {
        case 0: sections.removeSubrange((index + 1)...)
        case 1: sections.append(input.section(&random))
        default: break
        }
        return ItemPath(section: index, item: start)
    }
}
