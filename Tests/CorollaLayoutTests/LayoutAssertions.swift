import CorollaLayout
import XCTest

/// Fails unless `body` throws a ``LayoutError`` about `field`.
func assertLayoutError(
    field: String, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void
) {
    guard let error = layoutError(body, file: file, line: line) else { return }
    XCTAssertEqual(error.field, field, "\(error)", file: file, line: line)
}

/// The frames of `result`'s first section's items as `[x, y, width, height]` arrays.
func itemFrames(_ result: LayoutResult, section: Int = 0) -> [[Double]] {
    result.sections[section].items.map(\.components)
}
