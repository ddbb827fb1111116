import CorollaJSON
import XCTest

/// The edit distance behind "did you mean …?".
final class SuggestionTests: XCTestCase {
    func testEditDistanceCountsASwapAsOneEdit() {
        XCTAssertEqual(Suggestion.editDistance(Array("widht"), Array("width")), 1)
        XCTAssertEqual(Suggestion.editDistance(Array("kitten"), Array("sitting")), 3)
        XCTAssertEqual(Suggestion.editDistance(Array(""), Array("abc")), 3)
    }
}
