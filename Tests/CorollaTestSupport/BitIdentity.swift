import CorollaLayout
import XCTest

/// Where `actual` first differs from `expected`, or `nil` when the two are bit-identical: the
/// content size and every header, footer and item frame compared by `Double.bitPattern`, the
/// diagnostics as values, then the rest of ``CorollaLayout/LayoutResult/archive`` (the rotations
/// and the checkpoints a relayout resumes from) bit for bit.
///
/// - Complexity: O(n) for n frames and checkpoints.
public func bitDifference(_ actual: LayoutResult, _ expected: LayoutResult) -> String? {
    func bits(_ rect: Rect?) -> [UInt64] { rect?.components.map(\.bitPattern) ?? [] }
    func bits(_ size: Size) -> [UInt64] { [size.width.bitPattern, size.height.bitPattern] }
    func show(_ rect: Rect?) -> String { rect.map { "\($0)" } ?? "none" }
    if bits(actual.contentSize) != bits(expected.contentSize) {
        return "content size \(actual.contentSize) != \(expected.contentSize)"
    }
    if actual.sections.count != expected.sections.count {
        return "\(actual.sections.count) sections != \(expected.sections.count)"
    }
    for (index, (mine, theirs)) in zip(actual.sections, expected.sections).enumerated() {
        if bits(mine.header) != bits(theirs.header) { return "header \(index): \(show(mine.header)) != \(show(theirs.header))" }
        if bits(mine.footer) != bits(theirs.footer) { return "footer \(index): \(show(mine.footer)) != \(show(theirs.footer))" }
        if mine.items.count != theirs.items.count { return "section \(index): \(mine.items.count) items != \(theirs.items.count)" }
        if let item = mine.items.indices.first(where: { bits(mine.items[$0]) != bits(theirs.items[$0]) }) {
            return "section \(index) item \(item): \(mine.items[item]) != \(theirs.items[item])"
        }
    }
    if actual.diagnostics != expected.diagnostics { return "diagnostics \(actual.diagnostics) != \(expected.diagnostics)" }
    let (mine, theirs) = (actual.archive.map(\.bitPattern), expected.archive.map(\.bitPattern))
    guard mine != theirs else { return nil }
    let shared = min(mine.count, theirs.count)
    // Equal up to the shorter one: they differ in length there.
    let first = (0..<shared).first { mine[$0] != theirs[$0] } ?? shared
    return "archive number \(first) of \(mine.count) (\(theirs.count) expected): the rotations or checkpoints differ"
}

/// Fails unless the two results are bit-identical (``bitDifference(_:_:)``), saying where they
/// first differ and `context`.
public func assertBitIdentical(
    _ actual: LayoutResult, _ expected: LayoutResult, _ context: String, file: StaticString = #filePath, line: UInt = #line
) {
    if let difference = bitDifference(actual, expected) { XCTFail("\(difference), \(context)", file: file, line: line) }
}
