import CorollaLayout
import XCTest

/// `validate(in:scale:)` gives the verdict `layout(_:in:scale:)` gives for sections that take the
/// layout's own options, without laying anything out: the same error, or none.
final class ValidateTests: XCTestCase {
    private let phone = Size(width: 390, height: 844)

    /// Fails unless `validate` and `layout` of a section of a few items both succeed, or both
    /// throw the same ``LayoutError`` about `field` (nil: both succeed).
    private func assertSameVerdict<Layout: CollectionLayout>(
        _ layout: Layout, in container: Size? = nil, scale: DisplayScale = DisplayScale(2), refuses field: String?,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let container = container ?? phone
        let sections = [LayoutSection(items: [.height(40), .height(90), .size(Size(width: 30, height: 60))])]
        let validated = Result { try layout.validate(in: container, scale: scale) }.error
        let laidOut = Result { _ = try layout.layout(sections, in: container, scale: scale) }.error
        XCTAssertEqual(validated, laidOut, "\(layout)", file: file, line: line)
        XCTAssertEqual(validated?.field, field, "\(layout)", file: file, line: line)
    }

    func testTheContainerAndTheScale() {
        for layout in AnyLayout.Kind.allCases.map(AnyLayout.init) {
            assertSameVerdict(layout, in: Size(width: .nan, height: 844), refuses: "width")
            assertSameVerdict(layout, in: Size(width: 390, height: -1), refuses: "height")
            assertSameVerdict(layout, scale: DisplayScale(4), refuses: "scale")
            assertSameVerdict(layout, scale: .none, refuses: nil)
        }
    }

    func testFlow() {
        assertSameVerdict(FlowLayout(sectionInset: EdgeInsets(all: 12)), refuses: nil)
        assertSameVerdict(FlowLayout(sectionInset: EdgeInsets(left: 200, right: 200)), refuses: "layout.sectionInset")
        assertSameVerdict(FlowLayout(sectionInset: EdgeInsets(left: 195, right: 195)), refuses: nil)
        assertSameVerdict(FlowLayout(minimumInteritemSpacing: -1), refuses: "layout.minimumInteritemSpacing")
        assertSameVerdict(FlowLayout(minimumLineSpacing: .infinity), refuses: "layout.minimumLineSpacing")
        assertSameVerdict(FlowLayout(itemSize: Size(width: .nan, height: 1)), refuses: "layout.itemSize.width")
        assertSameVerdict(AnyLayout.flow(FlowLayout(sectionInset: EdgeInsets(left: 400))), refuses: "layout.sectionInset")
    }

    func testAlignedFlow() {
        assertSameVerdict(AlignedFlowLayout(maximumInteritemSpacing: 20, horizontalAlignment: .center), refuses: nil)
        assertSameVerdict(AlignedFlowLayout(maximumInteritemSpacing: 5), refuses: "layout.maximumInteritemSpacing")
        assertSameVerdict(AlignedFlowLayout(sectionInset: EdgeInsets(left: 391)), refuses: "layout.sectionInset")
        assertSameVerdict(AlignedFlowLayout(sectionInset: EdgeInsets(top: -2)), refuses: "layout.sectionInset.top")
    }

    func testWaterfall() {
        assertSameVerdict(WaterfallLayout(columnCount: 3, sectionInset: EdgeInsets(all: 12)), refuses: nil)
        assertSameVerdict(WaterfallLayout(columnCount: 0), refuses: "layout.columnCount")
        assertSameVerdict(WaterfallLayout(minimumColumnSpacing: 8, sectionInset: EdgeInsets(all: 195)), refuses: "layout.columnCount")
        assertSameVerdict(WaterfallLayout(sectionInset: EdgeInsets(left: 300, right: 300)), refuses: "layout.sectionInset")
        assertSameVerdict(WaterfallLayout(minimumColumnWidth: 0), refuses: "layout.minimumColumnWidth")
        assertSameVerdict(WaterfallLayout(minimumColumnWidth: 1e-300, minimumColumnSpacing: 0), refuses: "layout.minimumColumnWidth")
        assertSameVerdict(WaterfallLayout(minimumColumnWidth: 170), in: Size(width: 100, height: 100), refuses: nil)
        assertSameVerdict(WaterfallLayout(tolerance: .nan), refuses: "layout.tolerance")
        assertSameVerdict(WaterfallLayout(scrollDirection: .horizontal), in: Size(width: 390, height: 5), refuses: "layout.columnCount")
    }

    func testGrid() {
        assertSameVerdict(GridLayout(), refuses: nil)
        assertSameVerdict(GridLayout(columnCount: 0), refuses: "layout.columnCount")
        assertSameVerdict(GridLayout(columnCount: 50, interitemSpacing: 10), refuses: "layout.columnCount")
        assertSameVerdict(GridLayout(aspectRatio: 0), refuses: "layout.aspectRatio")
        assertSameVerdict(GridLayout(sectionInset: EdgeInsets(left: 390)), refuses: "layout.minimumItemWidth")
        assertSameVerdict(GridLayout(sectionInset: EdgeInsets(left: 390.5)), refuses: "layout.sectionInset")
        assertSameVerdict(GridLayout(itemHeight: -.infinity), refuses: "layout.itemHeight")
    }

    func testFan() {
        assertSameVerdict(FanLayout(), refuses: nil)
        assertSameVerdict(FanLayout(radiusFraction: -1), refuses: "layout.radiusFraction")
        assertSameVerdict(FanLayout(startAngle: .infinity), refuses: "layout.startAngle")
        assertSameVerdict(FanLayout(itemSize: Size(width: -1, height: 5)), refuses: "layout.itemSize.width")
        assertSameVerdict(FanLayout(radiusFraction: .greatestFiniteMagnitude), refuses: "layout.radiusFraction")
        assertSameVerdict(FanLayout(centerOffset: Point(x: .greatestFiniteMagnitude, y: 0)), in: Size(width: .greatestFiniteMagnitude, height: 1), refuses: "layout.centerOffset.x")
    }

    /// A section's own inset or column count is the section's business: `validate` checks the
    /// layout's, which such a section does not take.
    func testASectionsOwnOptionsAreCheckedWhenPlaced() {
        let own = [LayoutSection(items: [.height(10)], columnCount: 0)]
        XCTAssertNoThrow(try WaterfallLayout().validate(in: phone, scale: .none))
        assertLayoutError(field: "sections[0].columnCount") { _ = try WaterfallLayout().layout(own, in: self.phone) }
    }
}

extension Result where Failure == any Error {
    /// The ``LayoutError`` thrown, if any (another error is a test failure).
    fileprivate var error: LayoutError? {
        guard case .failure(let error) = self else { return nil }
        guard let layoutError = error as? LayoutError else {
            XCTFail("not a LayoutError: \(error)")
            return nil
        }
        return layoutError
    }
}
