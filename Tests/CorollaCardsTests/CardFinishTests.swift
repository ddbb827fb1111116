import CorollaLayout
import Foundation
import XCTest

@testable import CorollaCards

/// Cards that look finished: words kept whole, names using their room, no empty kind line, the
/// watering state as a shape and words as well as a colour.
final class CardFinishTests: XCTestCase {
    let measurer = CardMeasurer()

    /// Long botanical names, several words wider than half a phone's line in a wide font.
    static let botanicalNames = [
        "Platycerium bifurcatum", "Schlumbergera truncata", "Sansevieria trifasciata 'Laurentii' (mother-in-law's tongue)",
        "Philodendron bipinnatifidum", "Spathiphyllum wallisii", "Nephrolepis exaltata 'Bostoniensis'", "Zamioculcas zamiifolia",
        "Chamaedorea elegans", "Epipremnum aureum 'Marble Queen'", "Haworthiopsis attenuata", "Echinocactus grusonii",
        "Aglaonema commutatum", "Dieffenbachia seguine", "Crassula ovata 'Gollum'", "Tradescantia zebrina",
    ]

    /// Rule: at the narrowest default column (160 points, so 136 for the text) every line of
    /// every name and kind starts at a word boundary (after a space or a hyphen, which is drawn as
    /// U+2010), since none of these words is wider than the line; in the card, detail and fixed
    /// styles.
    func testNoMidWordBreakAtTheNarrowestColumn() {
        for name in Self.botanicalNames {
            for style in [CardStyle.card, .detail, .fixed] {
                let width = style == .fixed ? CardMetrics.standard.fixedSize.width : 160
                let plan = measurer.pool.withEngine { $0.plan(CardContent(name: name, kind: "mother-in-law's tongue"), style: style, width: width, metrics: .standard) }
                for text in plan.texts where text.role == .name || text.role == .kind {
                    let bytes = Array(text.layout.text.utf8)
                    for start in text.layout.lineStarts.dropFirst() {
                        let before = String(decoding: bytes[..<start], as: UTF8.self).last
                        XCTAssertTrue(before == " " || before == "\u{2010}", "\(style) breaks '\(name)' mid-word at \(start)")
                    }
                }
            }
        }
    }

    /// Rule: emoji in a name (🌵, 🌱) have a font (Noto Color Emoji) and are drawn in colour.
    func testEmojiHaveAFont() throws {
        let content = CardContent(name: "🌵🌵🌵🌵🌵🌵🌵🌵", kind: "Cactus 🌱", lastWatered: SamplePlants.date)
        XCTAssertEqual(measurer.measurement(of: content, style: .card, width: 200).diagnostics, [])
        let height = measurer.size(of: content, style: .card, width: 200).height
        let layout = try GridLayout(columnCount: 1).layout([LayoutSection(items: [.height(height)])], in: Size(width: 200, height: 1))
        let png = try PNGPixels(GridRenderer(measurer: measurer).png(GridRenderer.Grid(layout: layout, contents: [content], date: SamplePlants.date), scale: 1).data)
        let plan = measurer.pool.withEngine { $0.plan(content, style: .card, width: 200, metrics: .standard) }
        let ink = plan.texts[0].inkRect
        // Some pixel of the name is neither white, grey nor black: the cactus's green.
        let coloured = (Int(ink.minX)..<Int(ink.maxX)).contains { x in
            (Int(ink.minY)..<Int(ink.maxY)).contains { y in
                guard let rgb = png.rgb(x: x, y: y) else { return false }
                let (r, g, b) = ((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF)
                return g > r + 40 && g > b + 40
            }
        }
        XCTAssertTrue(coloured)
    }

    /// Rule: a word wider than the whole line is still broken (a name is never cut off unseen),
    /// so the rule above is about words that fit.
    func testAWordWiderThanTheLineIsBroken() {
        let plan = measurer.pool.withEngine { $0.plan(CardContent(name: "Pneumonoultramicroscopicsilicovolcano", kind: ""), style: .card, width: 120, metrics: .standard) }
        XCTAssertGreaterThan(plan.texts[0].layout.lineCount, 1)
    }

    /// Rule: a card without a kind has no kind line: image, name and padding only.
    func testNoEmptyLineForAMissingKind() {
        let without = measurer.pool.withEngine { $0.plan(CardContent(name: "Monstera", kind: ""), style: .card, width: 168, metrics: .standard) }
        XCTAssertEqual(without.texts.map(\.role), [.name])
        let name = without.texts[0].layout.logicalSize.height
        XCTAssertEqual(without.size.height, (12 + 56 + 8 + name + 12).rounded(.up))
    }

    /// Rule: the fixed style's name takes as many lines as its height leaves once the kind's line
    /// is kept, then an ellipsis: one line with the standard 120 points, two with 150, three with
    /// 150 and no kind; everything fits the frame.
    func testFixedNamesUseTheLinesTheyHave() {
        let name = "Sansevieria trifasciata 'Laurentii' (mother-in-law's tongue, snake plant)"
        var tall = CardMetrics.standard
        tall.fixedSize = Size(width: 168, height: 150)
        for (metrics, kind, lines) in [(CardMetrics.standard, "Succulent", 1), (tall, "Succulent", 2), (tall, "", 3)] {
            let plan = measurer.pool.withEngine { $0.plan(CardContent(name: name, kind: kind), style: .fixed, width: 168, metrics: metrics) }
            let text = plan.texts[0].layout
            XCTAssertEqual(text.lineCount, lines, "\(metrics.fixedSize) kind '\(kind)'")
            XCTAssertTrue(text.isEllipsized)
            XCTAssertLessThanOrEqual(plan.neededHeight, metrics.fixedSize.height)
        }
    }

    /// Rule: a tile is width × ⌈width · 4/3⌉ (72×96 for a fan) whatever the name; its name takes
    /// at most two lines and everything drawn fits the tile.
    func testTileAlwaysFitsItsItem() {
        for name in Self.botanicalNames + ["龟背竹 'Thai Constellation' 斑锦", "x", ""] {
            for width in [72.0, 100, 168] {
                let content = CardContent(name: name, kind: "Aroid")
                XCTAssertEqual(measurer.size(of: content, style: .tile, width: width), Size(width: width, height: (width * 4 / 3).rounded(.up)))
                let plan = measurer.pool.withEngine { $0.plan(content, style: .tile, width: width, metrics: .standard) }
                XCTAssertLessThanOrEqual(plan.texts[0].layout.lineCount, 2)
                XCTAssertLessThanOrEqual(plan.neededHeight, plan.size.height, "\(name) at \(width)")
            }
        }
    }

    /// Rule: the detail style says "Water today" (in its own role, drawn red) when the plant needs
    /// water and how often otherwise, on one line either way: the card's size does not change.
    func testDetailSaysWaterToday() {
        let content = CardContent(name: "Monstera", kind: "Aroid", notes: "Bright light.", wateringIntervalDays: 5)
        let thirsty = measurer.pool.withEngine { $0.plan(content, style: .detail, width: 180, metrics: .standard, needsWater: true) }
        let watered = measurer.pool.withEngine { $0.plan(content, style: .detail, width: 180, metrics: .standard, needsWater: false) }
        XCTAssertEqual(thirsty.texts.first { $0.role == .needsWater }?.layout.text, "Water today")
        XCTAssertEqual(watered.texts.first { $0.role == .watering }?.layout.text, "Water every 5 days")
        XCTAssertEqual(thirsty.size, watered.size)
        XCTAssertEqual(measurer.size(of: content, style: .detail, width: 180), watered.size)
    }

    /// Rule: a plant needing water gets a badge in its image area's top-right corner — on the
    /// watering tile a white disc with a red droplet, on a photo a white-ringed red disc with a
    /// white droplet (see ``WateringMarksTests``); a watered plant none; the tile itself keeps the
    /// seed's red and green.
    func testNeedsWaterBadge() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corolla-badge-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Gallery.writePhoto(to: folder.appendingPathComponent("photo.png").path)
        let photo = try PhotoThumbnail(imageFile: [UInt8](Data(contentsOf: URL(fileURLWithPath: file))))
        let day = 86_400.0
        for photo in [nil, photo] as [PhotoThumbnail?] {
            for (lastWatered, thirsty) in [(SamplePlants.date - 30 * day, true), (SamplePlants.date, false)] {
                let content = CardContent(name: "Monstera", kind: "Aroid", lastWatered: lastWatered, photo: photo)
                let height = measurer.size(of: content, style: .card, width: 168).height
                let layout = try GridLayout(columnCount: 1).layout([LayoutSection(items: [.height(height)])], in: Size(width: 168, height: 1))
                let grid = GridRenderer.Grid(layout: layout, contents: [content], date: SamplePlants.date)
                let png = try PNGPixels(GridRenderer(measurer: measurer).png(grid, scale: 2).data)
                // The 56-point image at (56, 12); the badge is 56/3 across, inset a fifth of that.
                let side = 56.0 / 3
                let disc = (x: 56 + 56 - side - side / 5 + side / 2, y: 12 + side / 5 + side / 2)
                let at = { (x: Double, y: Double) in png.rgb(x: Int(x * 2), y: Int(y * 2)) }
                let ring = at(disc.x, disc.y - side / 2 + 1.2)
                let droplet = at(disc.x, disc.y + side * 0.1)
                let context = "photo \(photo != nil), thirsty \(thirsty)"
                if thirsty {
                    XCTAssertEqual(ring, 0xFFFFFF, context)
                    XCTAssertEqual(droplet, photo == nil ? 0xFF3B30 : 0xFFFFFF, context)
                } else {
                    XCTAssertNotEqual(ring, 0xFFFFFF, context)
                    XCTAssertNotEqual(droplet, 0xFF3B30, context)
                    XCTAssertNotEqual(droplet, 0xFFFFFF, context)
                }
                if photo == nil { XCTAssertEqual(at(56 + 8, 12 + 48), thirsty ? 0xFF3B30 : 0x34C759, context) }
            }
        }
    }
}
