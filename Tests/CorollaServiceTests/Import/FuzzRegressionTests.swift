import CorollaService
import Foundation
import XCTest

/// Inputs found while fuzzing the import (issue 8), kept as regression tests.
final class FuzzRegressionTests: XCTestCase {
    /// Rule: a string of many `\u` escapes (100,000 escaped emoji, 1.2 MB) is read and refused for
    /// its length, naming the line, the field and the record. An escape builds no error message
    /// in advance (that scanned the document up to each escape: quadratic, minutes here); how fast
    /// the readers are is corolla-bench's to measure, not this test's.
    func testManyEscapedSurrogatePairsAreRead() {
        let escaped = String(repeating: "\\ud83c\\udf3f", count: 100_000)
        let record = "{\"name\": \"Fern\", \"notes\": \"\(escaped)\"}"
        for (text, format) in [("[\(record)]", PlantFileFormat.json), (record + "\n", .ndjson)] {
            XCTAssertEqual(
                importFailure(text, format), "plants.\(format.rawValue):1: notes: 100000 characters, longer than the limit of 20000 (record 1)")
        }
    }

    /// Rule: an unpaired surrogate is still named just after its four digits (the error is
    /// made when thrown, at the offset it was made at before).
    func testUnpairedSurrogatesAreNamedAfterTheirDigits() {
        let cases = [("a\\ud83c", "d83c"), ("a\\ud83cb", "d83c"), ("a\\ud83c\\u0041", "d83c"), ("a\\udf3f", "df3f")]
        for (name, code) in cases {
            XCTAssertEqual(
                importFailure("[{\"name\": \"\(name)\"}]", .json), "plants.json:1: invalid JSON at column 19: unpaired surrogate \\u\(code)")
        }
    }
}
