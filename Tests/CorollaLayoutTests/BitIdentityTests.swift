import CorollaLayout
import CorollaTestSupport
import XCTest

/// The shared bit-identity check fails on the smallest difference, so the property tests that
/// rely on it can fail.
final class BitIdentityTests: XCTestCase {
    private let sections = [LayoutSection(items: (1...200).map { .height(Double($0)) }, header: 20)]

    func testEqualResultsHaveNoDifference() throws {
        let result = try WaterfallLayout().layout(sections, in: Size(width: 390, height: 844))
        XCTAssertNil(bitDifference(result, result))
    }

    func testOneULPOrTheSignOfZeroIsADifference() throws {
        let result = try WaterfallLayout().layout(sections, in: Size(width: 390, height: 844))
        var nudged = result
        nudged.sections[0].items[150].origin.y = result.sections[0].items[150].origin.y.nextUp
        XCTAssertEqual(bitDifference(nudged, result)?.hasPrefix("section 0 item 150:"), true)
        var signed = result
        signed.sections[0].header?.origin.x = -0.0
        XCTAssertEqual(bitDifference(signed, result)?.hasPrefix("header 0:"), true)
    }

    func testCheckpointsAreCompared() throws {
        // One item per column: the same frames and content size whatever the spacing, but the
        // checkpoint after the last item holds each column's next offset (its bottom + spacing).
        let two = [LayoutSection(items: [.height(30), .height(40)])]
        let container = Size(width: 390, height: 844)
        let tight = try WaterfallLayout(minimumInteritemSpacing: 10).layout(two, in: container)
        let loose = try WaterfallLayout(minimumInteritemSpacing: 20).layout(two, in: container)
        XCTAssertEqual(tight.sections, loose.sections)
        XCTAssertEqual(bitDifference(tight, loose)?.hasPrefix("archive number"), true)
    }
}
