import CorollaLayout
import XCTest

/// Fails unless the two results are bit-identical: every frame, rotation and the content size
/// have the same `Double` bit patterns, and the diagnostics are equal.
func assertBitIdentical(
    _ actual: LayoutResult, _ expected: LayoutResult, _ context: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    func bits(_ rect: Rect?) -> [UInt64] { rect.map { $0.components.map(\.bitPattern) } ?? [] }
    XCTAssertEqual(bits(Rect(origin: .zero, size: actual.contentSize)), bits(Rect(origin: .zero, size: expected.contentSize)),
                   "content size \(context())", file: file, line: line)
    XCTAssertEqual(actual.sections.count, expected.sections.count, "section count \(context())", file: file, line: line)
    for (index, (mine, theirs)) in zip(actual.sections, expected.sections).enumerated() {
        XCTAssertEqual(bits(mine.header), bits(theirs.header), "section \(index) header \(context())", file: file, line: line)
        XCTAssertEqual(bits(mine.footer), bits(theirs.footer), "section \(index) footer \(context())", file: file, line: line)
        XCTAssertEqual(mine.items.flatMap(bits), theirs.items.flatMap(bits), "section \(index) items \(context())",
                       file: file, line: line)
        XCTAssertEqual(mine.rotations?.map(\.bitPattern), theirs.rotations?.map(\.bitPattern),
                       "section \(index) rotations \(context())", file: file, line: line)
    }
    XCTAssertEqual(actual.diagnostics, expected.diagnostics, "diagnostics \(context())", file: file, line: line)
}

/// Fails unless `body` throws a ``LayoutError`` about `field`.
func assertLayoutError(
    field: String, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void
) {
    do {
        try body()
        XCTFail("expected a LayoutError for \(field)", file: file, line: line)
    } catch let error as LayoutError {
        XCTAssertEqual(error.field, field, "\(error)", file: file, line: line)
    } catch {
        XCTFail("expected a LayoutError, got \(error)", file: file, line: line)
    }
}

/// The frames of `result`'s first section's items as `[x, y, width, height]` arrays.
func itemFrames(_ result: LayoutResult, section: Int = 0) -> [[Double]] {
    result.sections[section].items.map(\.components)
}
