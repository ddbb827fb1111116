import XCTest

@testable import CorollaLayout

/// Items of the given sizes.
func items(_ sizes: [(Double, Double)]) -> [LayoutItem] {
    sizes.map { LayoutItem(width: $0.0, height: $0.1) }
}

/// `count` items of `width`×`height`.
func items(_ count: Int, _ width: Double, _ height: Double) -> [LayoutItem] {
    Array(repeating: LayoutItem(width: width, height: height), count: count)
}

/// The x origins of a section's items.
func xs(_ result: LayoutResult, section: Int = 0) -> [Double] {
    result.sections[section].items.map(\.minX)
}

/// The y origins of a section's items.
func ys(_ result: LayoutResult, section: Int = 0) -> [Double] {
    result.sections[section].items.map(\.minY)
}

/// The error `body` throws, failing when it throws none or something else.
func layoutError(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> LayoutError? {
    do {
        try body()
        XCTFail("expected a LayoutError", file: file, line: line)
    } catch let error as LayoutError {
        return error
    } catch {
        XCTFail("unexpected error \(error)", file: file, line: line)
    }
    return nil
}

/// Fails unless the two results are bit-identical: every frame and the content size compared by
/// `Double.bitPattern`, the diagnostics and the recorded checkpoints compared as values.
func assertBitIdentical(
    _ actual: LayoutResult, _ expected: LayoutResult, _ context: String, file: StaticString = #filePath,
    line: UInt = #line
) {
    func bits(_ rect: Rect?) -> [UInt64] { rect?.components.map(\.bitPattern) ?? [] }
    XCTAssertEqual(bits(actual.contentSize.rect), bits(expected.contentSize.rect), "content size, \(context)", file: file, line: line)
    XCTAssertEqual(actual.sections.count, expected.sections.count, "sections, \(context)", file: file, line: line)
    for (index, (mine, theirs)) in zip(actual.sections, expected.sections).enumerated() {
        XCTAssertEqual(bits(mine.header), bits(theirs.header), "header \(index), \(context)", file: file, line: line)
        XCTAssertEqual(bits(mine.footer), bits(theirs.footer), "footer \(index), \(context)", file: file, line: line)
        XCTAssertEqual(mine.items.count, theirs.items.count, "items of section \(index), \(context)", file: file, line: line)
        let shared = 0..<min(mine.items.count, theirs.items.count)
        if let item = shared.first(where: { bits(mine.items[$0]) != bits(theirs.items[$0]) }) {
            XCTFail(
                "section \(index) item \(item): \(mine.items[item]) != \(theirs.items[item]), \(context)", file: file,
                line: line)
        }
    }
    XCTAssertEqual(actual.diagnostics, expected.diagnostics, "diagnostics, \(context)", file: file, line: line)
    XCTAssertEqual(actual.traces, expected.traces, "checkpoints, \(context)", file: file, line: line)
}

extension Size {
    /// The size as a rectangle at the origin, to compare its bits like a frame's.
    fileprivate var rect: Rect { Rect(origin: .zero, size: self) }
}
