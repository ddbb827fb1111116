import CorollaLayout
import CorollaTestSupport
import XCTest

/// Rule: `LayoutResult.forEachItemFrame(in:_:)` calls its body with exactly the items of the range
/// (clamped to the items there are), in order, each with its index among all the items and its
/// frame, as the sections' frames flattened section by section give them.
final class ItemFramesPropertyTests: XCTestCase {
    func testTheItemsOfARangeAreTheFlattenedFramesThere() throws {
        var random = SplitMix64(seed: 3606)
        for _ in 0..<150 {
            let result = try random.laidOutWaterfall(items: 60)
            let flattened = result.sections.flatMap(\.items)
            for _ in 0..<10 {
                let lower = Int.random(in: 0...(flattened.count + 3), using: &random)
                let upper = Int.random(in: lower...(flattened.count + 6), using: &random)
                var seen: [(Int, Rect)] = []
                result.forEachItemFrame(in: lower..<upper) { seen.append(($0, $1)) }
                let expected = Array(min(lower, flattened.count)..<min(upper, flattened.count))
                XCTAssertEqual(seen.map(\.0), expected, "indices of \(lower)..<\(upper) in \(result.sections.map(\.items.count))")
                XCTAssertEqual(seen.map(\.1), expected.map { flattened[$0] }, "frames of \(lower)..<\(upper)")
            }
        }
    }
}
