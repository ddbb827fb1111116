import CorollaLayout
import Foundation
import XCTest

@testable import CorollaCards

/// The palette's text colours against WCAG AA: text drawn into card images is invisible to axe,
/// so the contrast is computed here from the declared colours.
final class PaletteContrastTests: XCTestCase {
    /// Rule: WCAG's formula gives its own end points: 21:1 for black on white, 1:1 for a colour on itself.
    func testTheContrastFormula() {
        XCTAssertEqual(Color(hex: 0x000000).contrast(with: Color(hex: 0xFFFFFF)), 21, accuracy: 1e-9)
        XCTAssertEqual(Color(hex: 0x1C1C1E).contrast(with: Color(hex: 0x1C1C1E)), 1, accuracy: 1e-9)
        // iOS's secondaryLabel on white, the kind's colour before issue 38: below AA.
        XCTAssertLessThan(Color(hex: 0x3C3C43, alpha: 0.6).over(Color(hex: 0xFFFFFF)).contrast(with: Color(hex: 0xFFFFFF)), 4.5)
    }

    /// Rule (issue 38): every text colour the grid draws — each role of a card's texts on the
    /// card, a header's title on the page — meets WCAG AA's 4.5:1 for small text, light and dark.
    func testEveryTextColourMeetsAA() {
        for style in UserInterfaceStyle.allCases {
            let palette = Palette(style)
            XCTAssertEqual(palette.texts.count, PlacedText.Role.allCases.count + 1)
            for (what, text, background) in palette.texts {
                XCTAssertEqual(background.alpha, 1, "\(style) \(what): an opaque background")
                let ratio = text.over(background).contrast(with: background)
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(style) \(what)")
            }
        }
    }

    /// Rule: the painter draws the palette's text colours: the darkest (light) or lightest (dark)
    /// pixel of a card's kind, and of a detail card's "Water today", is the role's colour.
    func testTheCardDrawsThePaletteColours() throws {
        let measurer = CardMeasurer()
        let content = CardContent(name: "Monstera", kind: "Aroid", lastWatered: SamplePlants.date - 30 * 86_400)
        for style in UserInterfaceStyle.allCases {
            let palette = Palette(style)
            let plan = measurer.pool.withEngine { $0.plan(content, style: .detail, width: 168, metrics: .standard, needsWater: true) }
            let layout = try GridLayout(columnCount: 1).layout([LayoutSection(items: [.height(plan.size.height)])], in: Size(width: 168, height: 1))
            var grid = GridRenderer.Grid(layout: layout, contents: [content], date: SamplePlants.date)
            grid.userInterfaceStyle = style
            let png = try PNGPixels(GridRenderer(measurer: measurer, style: .detail).png(grid, scale: 2).data)
            for role in [PlacedText.Role.kind, .needsWater] {
                let ink = try XCTUnwrap(plan.texts.first { $0.role == role }).inkRect
                let pixels = stride(from: ink.minY, to: ink.maxY, by: 0.5).flatMap { y in
                    stride(from: ink.minX, to: ink.maxX, by: 0.5).compactMap { png.rgb(x: Int(($0 * 2).rounded(.down)), y: Int((y * 2).rounded(.down))) }
                }
                // The pixel farthest from the card, as a colour's distance from it.
                let card = palette.card.hex
                let distance = { (rgb: Int) in [16, 8, 0].map { abs((rgb >> $0 & 0xFF) - (card >> $0 & 0xFF)) }.reduce(0, +) }
                XCTAssertEqual(pixels.max { distance($0) < distance($1) }, palette.color(of: role).hex, "\(style) \(role)")
            }
        }
    }
}
