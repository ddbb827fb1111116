import Foundation
import XCTest
@testable import CorollaLayout

/// Each layout names the container dimensions its frames depend on (UIKit's
/// `shouldInvalidateLayout(forBoundsChange:)` rule), and the name is checked against the frames:
/// resizing a dimension it names moves frames, resizing any other moves none.
final class ContainerDependencyTests: XCTestCase {
    private let container = Size(width: 390, height: 844)
    private let sections = [
        LayoutSection(
            items: (0..<30).map { LayoutItem.size(Size(width: 60 + Double($0 % 4) * 25, height: 40 + Double($0 % 5) * 12)) },
            header: 30, footer: 10)
    ]

    private func layout(_ json: String) throws -> AnyLayout {
        try JSONDecoder().decode(AnyLayout.self, from: Data(json.utf8))
    }

    /// Checks `expected` against the declaration and against the frames.
    private func check(_ json: String, dependsOn expected: ContainerDimensions, line: UInt = #line) throws {
        let layout = try layout(json)
        XCTAssertEqual(layout.containerDependency, expected, json, line: line)
        let original = try layout.layout(sections, in: container, scale: DisplayScale(2))
        let wider = Size(width: container.width - 130, height: container.height)
        let taller = Size(width: container.width, height: container.height - 300)
        for (dimension, resized) in [(ContainerDimensions.width, wider), (.height, taller)] {
            let frames = try layout.layout(sections, in: resized, scale: DisplayScale(2))
            XCTAssertEqual(
                frames.sections != original.sections, expected.contains(dimension),
                "\(json): resizing the \(dimension) \(expected.contains(dimension) ? "must move" : "moved") frames", line: line)
            XCTAssertEqual(layout.shouldInvalidate(forContainerChange: container, to: resized), expected.contains(dimension), line: line)
        }
        XCTAssertFalse(layout.shouldInvalidate(forContainerChange: container, to: container), line: line)
    }

    func testVerticalLayoutsDependOnTheWidth() throws {
        try check(#"{"type": "flow", "itemSize": {"width": 100, "height": 50}}"#, dependsOn: .width)
        try check(#"{"type": "aligned"}"#, dependsOn: .width)
        try check(#"{"type": "waterfall", "columnCount": 3}"#, dependsOn: .width)
        try check(#"{"type": "grid"}"#, dependsOn: .width)
    }

    func testHorizontalLayoutsDependOnTheHeight() throws {
        try check(#"{"type": "flow", "scrollDirection": "horizontal"}"#, dependsOn: .height)
        try check(#"{"type": "aligned", "scrollDirection": "horizontal"}"#, dependsOn: .height)
        try check(#"{"type": "waterfall", "columnCount": 3, "scrollDirection": "horizontal"}"#, dependsOn: .height)
        try check(#"{"type": "grid", "scrollDirection": "horizontal"}"#, dependsOn: .height)
    }

    func testAFanDependsOnBoth() throws {
        try check(#"{"type": "fan"}"#, dependsOn: [.width, .height])
    }

    func testDescriptionNamesTheDimensions() {
        XCTAssertEqual(ContainerDimensions().description, "none")
        XCTAssertEqual(ContainerDimensions.width.description, "width")
        XCTAssertEqual(ContainerDimensions([.width, .height]).description, "width+height")
    }
}
