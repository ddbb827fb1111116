import CorollaLayout
import XCTest

@testable import CorollaCards

final class StyleTests: XCTestCase {
    let measurer = CardMeasurer()

    /// Rule: the card is padding + 56 image + 8 + name + 2 + kind + padding, rounded up.
    func testCardHeightIsTheSumOfItsParts() throws {
        let content = CardContent(name: "Monstera", kind: "Aroid")
        let plan = measurer.pool.withEngine { $0.plan(content, style: .card, width: 168, metrics: .standard) }
        let texts = plan.texts.map { $0.layout.logicalSize.height }
        XCTAssertEqual(texts.count, 2)
        let expected = (12 + 56 + 8 + texts[0] + 2 + texts[1] + 12).rounded(.up)
        XCTAssertEqual(measurer.size(of: content, style: .card, width: 168), Size(width: 168, height: expected))
    }

    /// Rule: detail notes stop at 6 lines with an ellipsis; a photo aspect gives a full-width image
    /// area of that aspect at the top.
    func testDetailNotesAndBanner() throws {
        let notes = String(repeating: "Water weekly and mist the leaves. ", count: 30)
        let content = CardContent(name: "Monstera", kind: "Aroid", notes: notes, photoAspect: 4.0 / 3)
        let plan = measurer.pool.withEngine { $0.plan(content, style: .detail, width: 200, metrics: .standard) }
        let notesText = try XCTUnwrap(plan.texts.first { $0.role == .notes })
        XCTAssertEqual(notesText.layout.lineCount, 6)
        XCTAssertTrue(notesText.layout.isEllipsized)
        XCTAssertEqual(plan.image.shape, .banner)
        XCTAssertEqual(plan.image.rect, Rect(x: 0, y: 0, width: 200, height: 150))
    }

    /// Rule: a chip is 44 high and as wide as its text plus chrome, capped at the width with an
    /// ellipsis.
    func testChipWidthFollowsTextUpToTheLineWidth() {
        let short = measurer.size(of: CardContent(name: "Aloe", kind: ""), style: .chip, width: 300)
        XCTAssertEqual(short.height, 44)
        XCTAssertLessThan(short.width, 100)
        let long = CardContent(name: String(repeating: "Philodendron ", count: 10), kind: "")
        XCTAssertEqual(measurer.size(of: long, style: .chip, width: 300), Size(width: 300, height: 44))
    }

    /// Rule: the fixed style is 168×120 whatever the text.
    func testFixedIsAlways168By120() {
        for plant in SamplePlants.plants(8) {
            XCTAssertEqual(measurer.size(of: plant, style: .fixed, width: 300), Size(width: 168, height: 120))
        }
    }

    /// Rule: a plant needs water when last watered + interval ≤ the date, or never watered.
    func testNeedsWaterRule() {
        let date = SamplePlants.date
        let day = 86_400.0
        XCTAssertTrue(CardContent(name: "a", kind: "b").needsWater(on: date))
        XCTAssertTrue(CardContent(name: "a", kind: "b", lastWatered: date - 7 * day).needsWater(on: date))
        XCTAssertFalse(CardContent(name: "a", kind: "b", lastWatered: date - 6 * day).needsWater(on: date))
    }
}
