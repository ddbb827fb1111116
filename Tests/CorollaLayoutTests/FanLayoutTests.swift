import Foundation
import XCTest
@testable import CorollaLayout

final class FanLayoutTests: XCTestCase {
    /// A fan whose numbers are easy by hand: hub at (100, 100) of a 200×100 container, radius 50,
    /// first card pointing right (angle 0), then a quarter turn counter-clockwise per card.
    private let simple = FanLayout(startAngle: 0, angleStep: -.pi / 2, radiusFraction: 0.5, centerOffset: .zero)
    private let container = Size(width: 200, height: 100)

    private func assertEqual(_ rect: Rect, _ expected: Rect, file: StaticString = #filePath, line: UInt = #line) {
        for (actual, wanted) in zip(rect.components, expected.components) {
            XCTAssertEqual(actual, wanted, accuracy: 1e-9, "\(rect) ≠ \(expected)", file: file, line: line)
        }
    }

    private func cards(_ count: Int) -> LayoutSection { LayoutSection(items: Array(repeating: LayoutItem(), count: count)) }

    func testItemCentreLiesOnTheArcAtItsAngle() throws {
        // Angle 0: centre (150, 100); angle −π/2: centre (100, 50).
        let result = try simple.layout([cards(2)], in: container)
        XCTAssertEqual(result.sections[0].items[0].midX, 150, accuracy: 1e-9)
        XCTAssertEqual(result.sections[0].items[0].midY, 100, accuracy: 1e-9)
        XCTAssertEqual(result.sections[0].items[1].midX, 100, accuracy: 1e-9)
        XCTAssertEqual(result.sections[0].items[1].midY, 50, accuracy: 1e-9)
    }

    func testRotationIsTheAnglePlusHalfPi() throws {
        let result = try simple.layout([cards(3)], in: container)
        XCTAssertEqual(result.sections[0].rotations, [.pi / 2, 0, -.pi / 2])
    }

    func testFrameIsTheBoundingBoxOfTheRotatedCard() throws {
        // Turned a quarter, the 72×96 card covers 96×72 around (150, 100); upright, 72×96 around (100, 50).
        let result = try simple.layout([cards(2)], in: container)
        assertEqual(result.sections[0].items[0], Rect(x: 102, y: 64, width: 96, height: 72))
        assertEqual(result.sections[0].items[1], Rect(x: 64, y: 2, width: 72, height: 96))
    }

    func testDefaultsAreTheSeedChaptersFan() throws {
        // The seed: centre (w/2, h + 40), radius 0.72·h, angle −i·0.35 − 1.9, 72×96 cards.
        let size = Size(width: 390, height: 844)
        let result = try FanLayout().layout([cards(5)], in: size)
        for i in 0..<5 {
            let angle = -Double(i) * 0.35 - 1.9
            let x = 195 + cos(angle) * 844 * 0.72, y = 884 + sin(angle) * 844 * 0.72
            XCTAssertEqual(result.sections[0].items[i].midX, x, accuracy: 1e-9)
            XCTAssertEqual(result.sections[0].items[i].midY, y, accuracy: 1e-9)
            XCTAssertEqual(result.sections[0].rotations?[i] ?? 0, angle + .pi / 2, accuracy: 1e-12)
        }
    }

    func testCenterOffsetMovesTheHub() throws {
        let moved = FanLayout(startAngle: 0, angleStep: 0, radiusFraction: 0.5, centerOffset: Point(x: -10, y: 20))
        let result = try moved.layout([cards(1)], in: container)
        XCTAssertEqual(result.sections[0].items[0].midX, 140, accuracy: 1e-9)
        XCTAssertEqual(result.sections[0].items[0].midY, 120, accuracy: 1e-9)
    }

    func testItemIndexIsCountedAcrossSections() throws {
        // Section 1's first card is the third card: angle −π, centre (50, 100).
        let result = try simple.layout([cards(2), cards(1)], in: container)
        XCTAssertEqual(result.sections[1].items[0].midX, 50, accuracy: 1e-9)
        XCTAssertEqual(result.sections[1].rotations?[0] ?? 0, -.pi / 2, accuracy: 1e-12)
    }

    func testContentSizeIsTheContainerSize() throws {
        XCTAssertEqual(try FanLayout().layout([cards(30)], in: Size(width: 390, height: 844)).contentSize, Size(width: 390, height: 844))
        XCTAssertEqual(try FanLayout().layout([], in: Size(width: 390, height: 844)).contentSize, Size(width: 390, height: 844))
    }

    func testZeroItemsDoNotTrap() throws {
        let result = try FanLayout().layout([cards(0), cards(0)], in: Size(width: 390, height: 844))
        XCTAssertEqual(result.sections.map(\.items), [[], []])
        XCTAssertEqual(result.sections.map(\.rotations), [[], []])
    }

    func testOneItemSitsAtTheStartAngle() throws {
        let result = try simple.layout([cards(1)], in: container)
        XCTAssertEqual(result.sections[0].rotations, [.pi / 2])
        XCTAssertEqual(result.sections[0].items[0].midX, 150, accuracy: 1e-9)
    }

    func testStepDoesNotDependOnTheCount() throws {
        // No spread / (count − 1): the first cards stay put however many follow.
        let three = try FanLayout().layout([cards(3)], in: Size(width: 390, height: 844))
        let ten = try FanLayout().layout([cards(10)], in: Size(width: 390, height: 844))
        XCTAssertEqual(Array(ten.sections[0].items.prefix(3)), three.sections[0].items)
    }

    func testHeadersAndFootersStackFromTheTopInElementOrder() throws {
        let sections = [
            LayoutSection(items: [LayoutItem()], header: 30, footer: 10),
            LayoutSection(items: [LayoutItem()], header: 20),
        ]
        let result = try simple.layout(sections, in: container)
        XCTAssertEqual(result.sections[0].header, Rect(x: 0, y: 0, width: 200, height: 30))
        XCTAssertEqual(result.sections[0].footer, Rect(x: 0, y: 30, width: 200, height: 10))
        XCTAssertEqual(result.sections[1].header, Rect(x: 0, y: 40, width: 200, height: 20))
        XCTAssertNil(result.sections[1].footer)
        XCTAssertEqual(result.contentSize, container)
    }

    func testHeadersDoNotMoveTheCards() throws {
        let plain = try simple.layout([cards(2)], in: container)
        let titled = try simple.layout([LayoutSection(items: cards(2).items, header: 44, footer: 12)], in: container)
        XCTAssertEqual(plain.sections[0].items, titled.sections[0].items)
    }

    func testAnySizeChangeInvalidatesTheFan() {
        let fan = FanLayout()
        XCTAssertTrue(fan.shouldInvalidate(forContainerChange: Size(width: 390, height: 844), to: Size(width: 390, height: 600)))
        XCTAssertTrue(fan.shouldInvalidate(forContainerChange: Size(width: 390, height: 844), to: Size(width: 400, height: 844)))
        XCTAssertFalse(fan.shouldInvalidate(forContainerChange: Size(width: 390, height: 844), to: Size(width: 390, height: 844)))
    }

    func testRelayoutAfterAnInsertInAnEarlierSectionEqualsAFullLayout() throws {
        var sections = [cards(70), cards(5)]
        var result = try FanLayout().layout(sections, in: Size(width: 390, height: 844))
        sections[0].items.insert(LayoutItem(), at: 66)
        try FanLayout().relayout(&result, sections: sections, in: Size(width: 390, height: 844), scale: .none, from: ItemPath(section: 0, item: 66))
        XCTAssertEqual(result, try FanLayout().layout(sections, in: Size(width: 390, height: 844)))
    }

    func testInvalidOptionsAreRejectedNamingTheField() {
        let cases: [(FanLayout, String)] = [
            (FanLayout(itemSize: Size(width: -1, height: 96)), "layout.itemSize.width"),
            (FanLayout(startAngle: .infinity), "layout.startAngle"),
            (FanLayout(angleStep: .nan), "layout.angleStep"),
            (FanLayout(radiusFraction: -0.5), "layout.radiusFraction"),
            (FanLayout(radiusFraction: 1e308), "layout.radiusFraction"),
            (FanLayout(centerOffset: Point(x: .infinity, y: 0)), "layout.centerOffset.x"),
            (FanLayout(angleStep: 1e308), "layout.angleStep"),
        ]
        for (fan, field) in cases {
            XCTAssertThrowsError(try fan.layout([cards(3)], in: Size(width: 390, height: 844)), field) { error in
                XCTAssertEqual((error as? LayoutError)?.field, field)
            }
        }
    }
}
