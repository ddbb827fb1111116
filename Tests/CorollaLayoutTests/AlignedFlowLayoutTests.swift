import CorollaTestSupport
import XCTest

@testable import CorollaLayout

/// One hand-computed test per rule of ``AlignedFlowLayout``, and property tests against a
/// flexbox model and against ``FlowLayout``.
final class AlignedFlowLayoutTests: XCTestCase {
    private let container = Size(width: 200, height: 600)

    private func aligned(
        _ horizontal: AlignedFlowLayout.HorizontalAlignment, _ vertical: AlignedFlowLayout.VerticalAlignment = .center,
        maximum: Double? = nil, direction: LayoutDirection = .leftToRight, scroll: ScrollDirection = .vertical
    ) -> AlignedFlowLayout {
        AlignedFlowLayout(
            maximumInteritemSpacing: maximum, horizontalAlignment: horizontal, verticalAlignment: vertical,
            layoutDirection: direction, scrollDirection: scroll)
    }

    /// Rule: the default is a left-aligned tag cloud (leading, centred in the line, no maximum),
    /// in code and in a JSON request that names no alignment; justified is asked for by name.
    func testDefaultsAreLeadingAndCentred() throws {
        let layout = AlignedFlowLayout()
        XCTAssertEqual(layout.horizontalAlignment, .leading)
        XCTAssertEqual(layout.verticalAlignment, .center)
        XCTAssertNil(layout.maximumInteritemSpacing)
        let unnamed = try JSONDecoder().decode(AlignedFlowLayout.self, from: Data(#"{"maximumInteritemSpacing": 12}"#.utf8))
        XCTAssertEqual(unnamed, AlignedFlowLayout(maximumInteritemSpacing: 12, horizontalAlignment: layout.horizontalAlignment))
        let json = #"{"horizontalAlignment": "justified", "maximumInteritemSpacing": 12}"#
        let decoded = try JSONDecoder().decode(AlignedFlowLayout.self, from: Data(json.utf8))
        XCTAssertEqual(decoded, AlignedFlowLayout(maximumInteritemSpacing: 12, horizontalAlignment: .justified))
    }

    /// Rule (the frames of issue 38): at 390 points with 12-point insets, a line of two chips
    /// starts at the left inset with the minimum gap between them (not one at each edge), and a
    /// lone chip stays at the left inset (not centred).
    func testDefaultLinesStartAtTheLeadingInset() throws {
        let cloud = AlignedFlowLayout(minimumInteritemSpacing: 8, minimumLineSpacing: 8, sectionInset: EdgeInsets(all: 12))
        let phone = Size(width: 390, height: 844)
        let chips = [LayoutSection(items: items([(154, 44), (77, 44), (300, 44), (200, 44), (120, 44)]))]
        let two = try cloud.layout(chips, in: phone)
        XCTAssertEqual(Array(two.sections[0].items.prefix(2)), [Rect(x: 12, y: 12, width: 154, height: 44), Rect(x: 174, y: 12, width: 77, height: 44)])
        XCTAssertEqual(xs(two), [12, 174, 12, 12, 220])
        let justified = AlignedFlowLayout(
            minimumInteritemSpacing: 8, minimumLineSpacing: 8, sectionInset: EdgeInsets(all: 12), horizontalAlignment: .justified)
        XCTAssertEqual(xs(try justified.layout(chips, in: phone)), [12, 301, 45, 12, 220])
    }

    func testLeadingAlignmentUsesExactlyMinimumSpacingOnEveryLine() throws {
        let result = try aligned(.leading).layout([LayoutSection(items: items(5, 50, 50))], in: container)
        XCTAssertEqual(xs(result), [0, 60, 120, 0, 60])
    }

    func testTrailingAlignmentPutsTheFreeSpaceBeforeTheItems() throws {
        let result = try aligned(.trailing).layout([LayoutSection(items: items(5, 50, 50))], in: container)
        XCTAssertEqual(xs(result), [30, 90, 150, 90, 150])
    }

    func testCenterAlignmentSplitsTheFreeSpace() throws {
        let result = try aligned(.center).layout([LayoutSection(items: items(5, 50, 50))], in: container)
        XCTAssertEqual(xs(result), [15, 75, 135, 45, 105])
    }

    func testLeadingSingleItemLineIsNotCentred() throws {
        let result = try aligned(.leading).layout([LayoutSection(items: items([(120, 50), (100, 50)]))], in: container)
        XCTAssertEqual(xs(result), [0, 0])
    }

    func testTopAndBottomVerticalAlignment() throws {
        let section = LayoutSection(items: items([(50, 20), (50, 60), (50, 40)]))
        XCTAssertEqual(ys(try aligned(.leading, .top).layout([section], in: container)), [0, 0, 0])
        XCTAssertEqual(ys(try aligned(.leading, .bottom).layout([section], in: container)), [40, 0, 20])
        XCTAssertEqual(ys(try aligned(.leading, .center).layout([section], in: container)), [20, 0, 10])
    }

    func testRightToLeftMirrorsLeadingAndTrailing() throws {
        let section = LayoutSection(items: items(5, 50, 50))
        let leading = try aligned(.leading, direction: .rightToLeft).layout([section], in: container)
        XCTAssertEqual(xs(leading), [150, 90, 30, 150, 90])
        let trailing = try aligned(.trailing, direction: .rightToLeft).layout([section], in: container)
        XCTAssertEqual(xs(trailing), [120, 60, 0, 60, 0])
        let mixedLastLine = try aligned(.justified, direction: .rightToLeft).layout(
            [LayoutSection(items: items([(50, 50), (40, 50)]))], in: container)
        XCTAssertEqual(xs(mixedLastLine), [150, 100])
    }

    func testHorizontalScrollingAlignsAlongTheColumns() throws {
        // Vertical space: a 200-wide container, items 50 wide; trailing leaves 30 above the first item.
        let layout = aligned(.trailing, scroll: .horizontal)
        let result = try layout.layout([LayoutSection(items: items(5, 30, 50))], in: Size(width: 500, height: 200))
        XCTAssertEqual(ys(result), [30, 90, 150, 90, 150])
        XCTAssertEqual(xs(result), [0, 0, 0, 40, 40])
    }

    func testMaximumInteritemSpacingCapsJustifiedGapsAndLeavesTheRestTrailing() throws {
        // Justified gaps would be 25; capped at 15, the leftover 20 goes after the last item.
        let uniform = try aligned(.justified, maximum: 15).layout([LayoutSection(items: items(5, 50, 50))], in: container)
        XCTAssertEqual(xs(uniform), [0, 65, 130, 0, 65])
        let mixed = items([(50, 50), (50, 50), (50, 50), (40, 50)])
        let capped = try aligned(.justified, maximum: 15).layout([LayoutSection(items: mixed)], in: container)
        XCTAssertEqual(xs(capped), [0, 65, 130, 0])
    }

    func testMaximumInteritemSpacingDoesNotMoveACentredSingleItem() throws {
        let section = LayoutSection(items: items([(120, 50), (100, 50)]))
        let result = try aligned(.justified, maximum: 10).layout([section], in: container)
        XCTAssertEqual(xs(result), [40, 0])
    }

    func testMaximumInteritemSpacingBelowMinimumOrInvalidThrowsNamingTheField() {
        let section = LayoutSection(items: items(2, 50, 50))
        for maximum in [5, -1, Double.nan] {
            let error = layoutError { _ = try self.aligned(.justified, maximum: maximum).layout([section], in: self.container) }
            XCTAssertEqual(error?.field, "layout.maximumInteritemSpacing")
        }
        let error = layoutError { _ = try AlignedFlowLayout(minimumLineSpacing: -1).layout([section], in: self.container) }
        XCTAssertEqual(error?.field, "layout.minimumLineSpacing")
    }

    func testOverwideItemIsClampedWithDiagnostic() throws {
        let result = try aligned(.trailing).layout([LayoutSection(items: items([(250, 50)]))], in: container)
        XCTAssertEqual(result.sections[0].items, [Rect(x: 0, y: 0, width: 200, height: 50)])
        XCTAssertEqual(result.diagnostics.map(\.item), [0])
    }

    /// Property: leading/trailing/center × top/center/bottom × both directions equal the flexbox
    /// model exactly (integer sizes keep every sum exact).
    func testPackedAlignmentsEqualTheFlexboxModel() throws {
        let justifications: [(AlignedFlowLayout.HorizontalAlignment, FlexboxModel.Justify)] = [
            (.leading, .flexStart), (.trailing, .flexEnd), (.center, .center),
        ]
        let alignments: [(AlignedFlowLayout.VerticalAlignment, FlexboxModel.Align)] = [
            (.top, .flexStart), (.center, .center), (.bottom, .flexEnd),
        ]
        for seed in UInt64(1)...40 {
            var random = SplitMix64(seed: seed)
            let width = Double(Int.random(in: 60...400, using: &random))
            let inset = EdgeInsets(
                top: Double(Int.random(in: 0...9, using: &random)), left: Double(Int.random(in: 0...20, using: &random)),
                bottom: Double(Int.random(in: 0...9, using: &random)), right: Double(Int.random(in: 0...20, using: &random)))
            let sections = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                LayoutSection(
                    items: (0..<Int.random(in: 0...30, using: &random)).map { _ in
                        LayoutItem(
                            width: Double(Int.random(in: 1...Int(width), using: &random)),
                            height: Double(Int.random(in: 1...80, using: &random)))
                    },
                    header: Double(Int.random(in: 0...3, using: &random) * 10), footer: Double(Int.random(in: 0...1, using: &random) * 7))
            }
            let spacing = Double(Int.random(in: 0...12, using: &random))
            let lineSpacing = Double(Int.random(in: 0...12, using: &random))
            for (horizontal, justify) in justifications {
                for (vertical, align) in alignments {
                    for direction in LayoutDirection.allCases {
                        let layout = AlignedFlowLayout(
                            minimumInteritemSpacing: spacing, minimumLineSpacing: lineSpacing, sectionInset: inset,
                            horizontalAlignment: horizontal, verticalAlignment: vertical, layoutDirection: direction)
                        let result = try layout.layout(sections, in: Size(width: width, height: 500))
                        let model = FlexboxModel.layout(
                            sections, padding: inset,
                            FlexboxModel.Options(
                                width: width, columnGap: spacing, rowGap: lineSpacing, itemSize: layout.itemSize,
                                justify: justify, align: align, rtl: direction == .rightToLeft))
                        XCTAssertEqual(
                            result.sections.map(\.items), model, "seed \(seed) \(horizontal) \(vertical) \(direction)")
                    }
                }
            }
        }
    }

    /// Property: justified with the other defaults (centre, no maximum) gives exactly FlowLayout's frames.
    func testJustifiedAlignmentEqualsFlowLayoutBitForBit() throws {
        for seed in UInt64(1)...40 {
            var random = SplitMix64(seed: seed)
            let input = RandomFlowInput(random: &random)
            let flow = FlowLayout(
                itemSize: input.itemSize, minimumInteritemSpacing: input.spacing, minimumLineSpacing: input.lineSpacing,
                sectionInset: input.inset, headerReferenceSize: input.header, footerReferenceSize: input.footer,
                scrollDirection: input.scroll)
            let aligned = AlignedFlowLayout(
                itemSize: input.itemSize, minimumInteritemSpacing: input.spacing, minimumLineSpacing: input.lineSpacing,
                sectionInset: input.inset, headerReferenceSize: input.header, footerReferenceSize: input.footer,
                horizontalAlignment: .justified, scrollDirection: input.scroll)
            let expected = try flow.layout(input.sections, in: input.container, scale: input.scale)
            let actual = try aligned.layout(input.sections, in: input.container, scale: input.scale)
            assertBitIdentical(actual, expected, "seed \(seed)")
        }
    }

    /// Property: in justified mode with a maximum, every gap between neighbours in a line is
    /// within [minimumInteritemSpacing, maximumInteritemSpacing] and no line overflows its insets.
    func testJustifiedGapsStayWithinMinimumAndMaximum() throws {
        for seed in UInt64(1)...40 {
            var random = SplitMix64(seed: seed)
            let input = RandomFlowInput(random: &random)
            let maximum = input.spacing + Double(Int.random(in: 0...30, using: &random))
            let layout = AlignedFlowLayout(
                itemSize: input.itemSize, minimumInteritemSpacing: input.spacing, maximumInteritemSpacing: maximum,
                sectionInset: input.inset, verticalAlignment: .top)
            let result = try layout.layout(input.sections, in: input.container)
            for (index, section) in result.sections.enumerated() {
                let inset = input.sections[index].sectionInset ?? input.inset
                for (previous, next) in zip(section.items, section.items.dropFirst()) where previous.minY == next.minY {
                    let gap = next.minX - previous.maxX
                    XCTAssertGreaterThanOrEqual(gap, input.spacing - 1e-9, "seed \(seed)")
                    XCTAssertLessThanOrEqual(gap, maximum + 1e-9, "seed \(seed)")
                    XCTAssertLessThanOrEqual(next.maxX, input.container.width - inset.right + 1e-9, "seed \(seed)")
                }
            }
        }
    }
}
