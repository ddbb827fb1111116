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
