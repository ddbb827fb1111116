import CPangoCairo
import CorollaCards
import CorollaLayout
import Foundation
import XCTest

/// Renders the 40 sample plants (every fifth with a photo) in a waterfall (card and detail
/// styles) and a fan (fixed style) to PNG, SVG and PDF, into `$COROLLA_CARDS_LOOK` when set (to
/// look at them), else a temporary folder.
final class SampleGalleryTests: XCTestCase {
    /// Rule: every sample grid renders in every format without errors, and only the characters
    /// no font has are reported.
    func testRenderSampleGallery() throws {
        let folder =
            ProcessInfo.processInfo.environment["COROLLA_CARDS_LOOK"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("corolla-cards-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let measurer = CardMeasurer()
        let photo = try Self.writePhoto(to: folder.appendingPathComponent("photo.png").path)
        let plants = SamplePlants.plants().enumerated().map { index, plant in
            var plant = plant
            if index % 5 == 2 {
                plant.photoPath = photo
                plant.photoAspect = 4.0 / 3
            }
            return plant
        }
        let grids: [(name: String, style: CardStyle, grid: GridRenderer.Grid)] = [
            ("waterfall-card", .card, try GridFixtures.waterfall(plants, style: .card, measurer: measurer)),
            ("waterfall-detail", .detail, try GridFixtures.waterfall(plants, style: .detail, measurer: measurer)),
            (
                "fan-fixed", .fixed,
                try GridFixtures.fan(Array(plants.prefix(7)), cardSize: Size(width: 168, height: 120))
            ),
        ]
        for (name, style, grid) in grids {
            let renderer = GridRenderer(measurer: measurer, style: style)
            let outputs = [
                ("\(name)@2x.png", try renderer.png(grid, scale: 2)),
                ("\(name).svg", try renderer.svg(grid)),
                ("\(name).pdf", try renderer.pdf(grid, pageHeight: 842)),
            ]
            for (file, rendered) in outputs {
                try rendered.write(toFile: folder.appendingPathComponent(file).path)
                XCTAssertEqual(rendered.diagnostics, [], file)
                XCTAssertFalse(rendered.data.isEmpty, file)
            }
        }
        try measurer.fingerprint.write(
            to: folder.appendingPathComponent("fingerprint.txt"), atomically: true, encoding: .utf8)
    }

    /// Draws a 400×300 stand-in photo (a green gradient with a pale disc) to `path`.
    private static func writePhoto(to path: String) throws -> String {
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 300))
        defer { cairo_surface_destroy(surface) }
        let context = try XCTUnwrap(cairo_create(surface))
        defer { cairo_destroy(context) }
        let gradient = try XCTUnwrap(cairo_pattern_create_linear(0, 0, 400, 300))
        defer { cairo_pattern_destroy(gradient) }
        cairo_pattern_add_color_stop_rgb(gradient, 0, 0.1, 0.45, 0.2)
        cairo_pattern_add_color_stop_rgb(gradient, 1, 0.6, 0.85, 0.4)
        cairo_set_source(context, gradient)
        cairo_paint(context)
        cairo_set_source_rgba(context, 1, 1, 0.9, 0.7)
        cairo_arc(context, 280, 110, 60, 0, 2 * .pi)
        cairo_fill(context)
        XCTAssertEqual(cairo_surface_write_to_png(surface, path), CAIRO_STATUS_SUCCESS)
        return path
    }
}
