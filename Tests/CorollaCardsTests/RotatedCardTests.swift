import CorollaLayout
import XCTest

@testable import CorollaCards

/// A fan card drawn turned inside its bounding box, sampled in a PNG at scale 2.
final class RotatedCardTests: XCTestCase {
    private let measurer = CardMeasurer()
    private static let cardSize = CardMetrics.standard.fixedSize
    /// The page's colour (#F2F2F7), the card's, and the image's of a plant needing water.
    private static let page = 0xF2F2F7
    private static let card = 0xFFFFFF
    private static let thirsty = 0xFF3B30

    /// One thirsty fixed-style card at the middle of a 400-point square (a fan of radius 0 with its
    /// hub there), turned by `rotation` radians, as a PNG at scale 2 with the card's frame.
    private func render(rotation: Double) throws -> (PNGPixels, Rect) {
        let fan = FanLayout(
            itemSize: Self.cardSize, startAngle: rotation - .pi / 2, angleStep: 0, radiusFraction: 0,
            centerOffset: Point(x: 0, y: -200))
        let grid = try GridFixtures.grid(
            [CardContent(name: "Monstera", kind: "Aroid")], layout: .fan(fan), style: .fixed, measurer: measurer,
            container: Size(width: 400, height: 400))
        XCTAssertEqual(grid.layout.sections.first?.rotations, [rotation])
        let frame = try XCTUnwrap(grid.layout.frame(at: ItemPath(section: 0, item: 0)))
        let rendered = try GridRenderer(measurer: measurer, style: .fixed).png(grid, scale: 2)
        XCTAssertEqual(rendered.diagnostics, [])
        return (try PNGPixels(rendered.data), frame)
    }

    /// The colour at the point `(x, y)` of the page, in points.
    private func colour(_ png: PNGPixels, _ x: Double, _ y: Double) -> Int? {
        png.rgb(x: Int((x * 2).rounded(.down)), y: Int((y * 2).rounded(.down)))
    }

    /// Rule: a card turned by 0.5 rad is drawn turned: the points of the card near its top-left
    /// and bottom-right corners, which an unturned card would not cover, are card white, its
    /// image's centre is the watering tint, and the corners of its bounding box, outside the
    /// turned card, are the page.
    func testRotatedCardIsDrawnTurnedInsideItsBoundingBox() throws {
        let rotation = 0.5
        let (png, frame) = try render(rotation: rotation)
        let center = Point(x: frame.midX, y: frame.midY)
        /// The colour at the point (`x`, `y`) of the card, in its own unturned coordinates.
        func onCard(_ x: Double, _ y: Double) -> Int? {
            let dx = x - Self.cardSize.width / 2
            let dy = y - Self.cardSize.height / 2
            return colour(
                png, center.x + dx * cos(rotation) - dy * sin(rotation),
                center.y + dx * sin(rotation) + dy * cos(rotation))
        }
        XCTAssertEqual(onCard(10, 10), Self.card, "near the top-left corner")
        XCTAssertEqual(onCard(158, 110), Self.card, "near the bottom-right corner")
        XCTAssertEqual(onCard(84, 40), Self.thirsty, "the image's centre")
        let inner = (left: frame.minX + 2, top: frame.minY + 2, right: frame.maxX - 2, bottom: frame.maxY - 2)
        let corners = [
            (inner.left, inner.top), (inner.right, inner.top), (inner.left, inner.bottom), (inner.right, inner.bottom),
        ]
        for (x, y) in corners {
            XCTAssertEqual(colour(png, x, y), Self.page, "bounding box corner near (\(x), \(y))")
        }
    }

    /// Rule: the shadow falls down the page whatever the rotation: under an upside-down card
    /// there is shadow, above it the page.
    func testShadowFallsDownThePageOnAnUpsideDownCard() throws {
        let (png, frame) = try render(rotation: .pi)
        XCTAssertEqual(colour(png, frame.midX, frame.minY + 20), Self.card)
        XCTAssertEqual(colour(png, frame.midX, frame.minY - 1), Self.page)
        let below = try XCTUnwrap(colour(png, frame.midX, frame.maxY + 1))
        XCTAssertLessThan(below & 0xFF, Self.page & 0xFF, "the shadow darkens the page below the card")
    }
}
