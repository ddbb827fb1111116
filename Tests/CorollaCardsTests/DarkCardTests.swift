import CorollaLayout
import Foundation
import XCTest

@testable import CorollaCards

/// Dark cards: iOS's dark system colours, the watering tile still red or green.
final class DarkCardTests: XCTestCase {
    private let measurer = CardMeasurer()

    /// A thirsty and a watered card side by side, light or dark, as a PNG at scale 2 with their
    /// frames.
    private func render(_ style: UserInterfaceStyle) throws -> (PNGPixels, [Rect]) {
        let contents = [
            CardContent(name: "Monstera deliciosa", kind: "Aroid"),
            CardContent(name: "绿萝", kind: "Aroid", lastWatered: SamplePlants.date, wateringIntervalDays: 7),
        ]
        var grid = try GridFixtures.grid(
            contents, layout: .waterfall(WaterfallLayout(columnCount: 2, sectionInset: EdgeInsets(all: 12))), style: .card,
            measurer: measurer, container: Size(width: 390, height: 844))
        grid.userInterfaceStyle = style
        let rendered = try GridRenderer(measurer: measurer, style: .card).png(grid, scale: 2)
        XCTAssertEqual(rendered.diagnostics, [])
        return (try PNGPixels(rendered.data), grid.layout.sections[0].items)
    }

    /// The colour at the point (`x`, `y`), in points.
    private func colour(_ png: PNGPixels, _ x: Double, _ y: Double) -> Int? {
        png.rgb(x: Int((x * 2).rounded(.down)), y: Int((y * 2).rounded(.down)))
    }

    /// The sum of the channels of `rgb`.
    private func brightness(_ rgb: Int) -> Int { (rgb >> 16 & 0xFF) + (rgb >> 8 & 0xFF) + (rgb & 0xFF) }

    /// Rule: each style draws its palette — the page, the card, the tile red (needs water) or green
    /// (watered), and names in the label colour: near black on white when light, near white on
    /// #1C1C1E when dark (readable: the text and the card differ by most of the range).
    func testEachStyleDrawsItsPalette() throws {
        let expected: [(UserInterfaceStyle, page: Int, card: Int, thirsty: Int, watered: Int)] = [
            (.light, 0xF2F2F7, 0xFFFFFF, 0xFF3B30, 0x34C759), (.dark, 0x000000, 0x1C1C1E, 0xFF453A, 0x30D158),
        ]
        for (style, page, card, thirsty, watered) in expected {
            let (png, frames) = try render(style)
            XCTAssertEqual(colour(png, 2, 2), page, "\(style) page")
            for (frame, tint) in zip(frames, [thirsty, watered]) {
                XCTAssertEqual(colour(png, frame.minX + 4, frame.midY), card, "\(style) card")
                XCTAssertEqual(colour(png, frame.midX - 14, frame.minY + 12 + 40), tint, "\(style) tile")
                let textRows = stride(from: frame.minY + 12 + 56 + 8, to: frame.maxY - 12, by: 0.5)
                let texts = textRows.flatMap { y in
                    stride(from: frame.minX + 12, to: frame.maxX - 12, by: 0.5).compactMap { colour(png, $0, y) }
                }
                let extreme = style == .dark ? texts.map(brightness).max() : texts.map(brightness).min()
                let contrast = abs((extreme ?? brightness(card)) - brightness(card))
                XCTAssertGreaterThan(contrast, 3 * 200, "\(style): the name stands out from the card")
            }
        }
    }
}
