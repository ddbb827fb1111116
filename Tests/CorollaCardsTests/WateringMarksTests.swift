import CPangoCairo
import CorollaLayout
import Foundation
import XCTest

@testable import CorollaCards

/// A plant that needs water says so at a glance on every card style, a photo or not, light and
/// dark (issue 38): the drawing plan's marks, and the pixels they become.
final class WateringMarksTests: XCTestCase {
    private let measurer = CardMeasurer()
    private let thirsty = SamplePlants.date - 30 * 86_400

    /// An opaque photo (the gallery's) and a transparent one: a leaf on nothing, 300×400.
    private func photos() throws -> [(name: String, photo: PhotoThumbnail)] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corolla-marks-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let opaque = try Gallery.writePhoto(to: folder.appendingPathComponent("opaque.png").path)
        let transparent = folder.appendingPathComponent("transparent.png").path
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 300, 400))
        defer { cairo_surface_destroy(surface) }
        let context = try XCTUnwrap(cairo_create(surface))
        cairo_save(context)
        cairo_translate(context, 150, 200)
        cairo_scale(context, 60, 150)
        cairo_arc(context, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(context)
        cairo_set_source_rgb(context, 0.2, 0.55, 0.25)
        cairo_fill(context)
        cairo_destroy(context)
        XCTAssertEqual(cairo_surface_write_to_png(surface, transparent), CAIRO_STATUS_SUCCESS)
        return try [("opaque", opaque), ("transparent", transparent)].map { name, path in
            (name, try PhotoThumbnail(imageFile: [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))))
        }
    }

    /// Rule: on every style, a card that needs water and shows a photo has a red edge inside the
    /// photo's outline (at least 2 points) and an opaque badge inside the image area, whose disc
    /// stands out from the card (where a transparent photo shows the card), whose droplet and
    /// ring stand out from the disc, and whose edge stands out from the card — at least WCAG's
    /// 3:1 for graphics, light and dark. A chip never shows a photo: its dot is the droplet. With
    /// the tint, the badge is the card's colour on the red tile.
    func testEveryStyleWithAPhotoSaysItNeedsWater() throws {
        for (name, photo) in try photos() {
            for style in CardStyle.allCases {
                let content = CardContent(name: "Monstera deliciosa", kind: "Aroid", lastWatered: thirsty, photo: photo, photoAspect: 0.75)
                let plan = measurer.pool.withEngine { $0.plan(content, style: style, width: 168, metrics: .standard, needsWater: true) }
                let context = "\(name) photo, \(style)"
                guard plan.image.shape != .dot else {
                    XCTAssertEqual(style, .chip, context)
                    continue
                }
                let marks = plan.image.wateringMarks(showingPhoto: true, metrics: .standard)
                XCTAssertGreaterThanOrEqual(try XCTUnwrap(marks.edge, context), 2, context)
                let badge = try XCTUnwrap(marks.badge, context)
                XCTAssertTrue(plan.image.rect.contains(badge.disc), context)
                XCTAssertLessThan(badge.ringWidth, badge.disc.width / 4, context)
                for interface in UserInterfaceStyle.allCases {
                    let palette = Palette(interface)
                    let (ring, backing, droplet) = (palette[keyPath: badge.ring], palette[keyPath: badge.backing], palette[keyPath: badge.droplet])
                    XCTAssertEqual([ring, backing, droplet].map(\.alpha), [1, 1, 1], "\(context) \(interface): opaque")
                    XCTAssertGreaterThanOrEqual(backing.contrast(with: palette.card), 3, "\(context) \(interface): the disc on the card")
                    XCTAssertGreaterThanOrEqual(droplet.contrast(with: backing), 3, "\(context) \(interface): the droplet on the disc")
                    XCTAssertGreaterThanOrEqual(ring.contrast(with: backing), 3, "\(context) \(interface): the ring around the disc")
                    XCTAssertGreaterThanOrEqual(palette.needsWater.contrast(with: palette.card), 3, "\(context) \(interface): the edge")
                }
                let tinted = plan.image.wateringMarks(showingPhoto: false, metrics: .standard)
                XCTAssertNil(tinted.edge, context)
                XCTAssertEqual(tinted.badge.map { [$0.backing, $0.droplet] }, [\Palette.card, \Palette.needsWater], context)
            }
        }
    }

    /// Rule: what the plan says is what is drawn. A card-style card with a photo, light and
    /// dark, opaque or transparent: when it needs water, the photo's edge and the badge's disc
    /// are red and the droplet is the card's colour; when it does not, none of them is red.
    func testThePainterDrawsTheMarks() throws {
        for (name, photo) in try photos() {
            for interface in UserInterfaceStyle.allCases {
                let palette = Palette(interface)
                for (lastWatered, needsWater) in [(thirsty, true), (SamplePlants.date, false)] {
                    let content = CardContent(name: "Monstera", kind: "Aroid", lastWatered: lastWatered, photo: photo)
                    let plan = measurer.pool.withEngine { $0.plan(content, style: .card, width: 168, metrics: .standard) }
                    let layout = try GridLayout(columnCount: 1).layout(
                        [LayoutSection(items: [.height(plan.size.height)])], in: Size(width: 168, height: 1))
                    var grid = GridRenderer.Grid(layout: layout, contents: [content], date: SamplePlants.date)
                    grid.userInterfaceStyle = interface
                    let png = try PNGPixels(GridRenderer(measurer: measurer).png(grid, scale: 2).data)
                    let at = { (x: Double, y: Double) in png.rgb(x: Int((x * 2).rounded(.down)), y: Int((y * 2).rounded(.down))) }
                    let image = plan.image.rect
                    let badge = try XCTUnwrap(plan.image.wateringMarks(showingPhoto: true, metrics: .standard).badge)
                    let points = [
                        ("left edge", at(image.minX + 1, image.midY)), ("bottom edge", at(image.midX, image.maxY - 1)),
                        ("disc", at(badge.disc.midX, badge.disc.maxY - badge.ringWidth - 1)),
                    ]
                    let context = "\(name) photo, \(interface), needs water \(needsWater)"
                    for (what, colour) in points {
                        if needsWater {
                            XCTAssertEqual(colour, palette.needsWater.hex, "\(context): \(what)")
                        } else {
                            XCTAssertNotEqual(colour, palette.needsWater.hex, "\(context): \(what)")
                        }
                    }
                    if needsWater { XCTAssertEqual(at(badge.disc.midX, badge.disc.midY + badge.disc.height * 0.1), palette.card.hex, context) }
                }
            }
        }
    }
}
