import CPangoCairo
import CorollaCards
import CorollaLayout
import Foundation
import XCTest

/// The sample gallery: the 40 sample plants (every fifth with a photo) in each of the five
/// layouts, in the style each is for, rendered to PNG (at 2×), SVG and paginated PDF.
enum Gallery {
    /// One picture of the gallery.
    struct Entry {
        /// The file name without extension.
        var name: String
        var style: CardStyle
        var layout: AnyLayout
        var container: Size
    }

    /// An iPhone's width; the height only matters to the fan.
    static let phone = Size(width: 375, height: 800)
    /// An iPad's width.
    static let tablet = Size(width: 834, height: 1000)
    /// Pages of the PDFs: A4 height in points.
    static let pageHeight = 842.0

    static let waterfall = AnyLayout.waterfall(
        WaterfallLayout(
            columnCount: 2, minimumColumnSpacing: 12, minimumInteritemSpacing: 12, sectionInset: inset,
            headerHeight: 40))

    /// Section insets shared by every scrolling layout of the gallery.
    private static let inset = EdgeInsets(top: 4, left: 12, bottom: 16, right: 12)
    private static let header = Size(width: 0, height: 40)

    static let entries = [
        Entry(
            name: "flow-chip", style: .chip,
            layout: .flow(
                FlowLayout(
                    minimumInteritemSpacing: 8, minimumLineSpacing: 8, sectionInset: inset,
                    headerReferenceSize: header)), container: phone),
        Entry(
            name: "aligned-chip", style: .chip,
            layout: .aligned(
                AlignedFlowLayout(
                    minimumInteritemSpacing: 8, minimumLineSpacing: 8, sectionInset: inset,
                    headerReferenceSize: header, horizontalAlignment: .leading)), container: phone),
        Entry(name: "waterfall-card", style: .card, layout: waterfall, container: phone),
        Entry(name: "waterfall-detail", style: .detail, layout: waterfall, container: phone),
        Entry(
            name: "grid-card", style: .card,
            layout: .grid(
                GridLayout(
                    minimumItemWidth: 160, interitemSpacing: 12, lineSpacing: 12, sectionInset: inset,
                    headerHeight: 40)), container: tablet),
        Entry(name: "fan-fixed", style: .fixed, layout: .fan(fan), container: Size(width: fanSide, height: fanSide)),
    ]

    /// A corolla of fixed-size cards: the 40 cards in a ring around the middle of the picture,
    /// the first upright at the top, each one 2π/40 clockwise from the one before, 0.45 × 1860 =
    /// 837 points from the hub, so about 131 points of each card (its image and most of its name)
    /// show beside the next one, which covers the rest.
    static let fan = FanLayout(
        itemSize: CardMetrics.standard.fixedSize, startAngle: -Double.pi / 2, angleStep: Double.pi / 20,
        radiusFraction: 0.45, centerOffset: Point(x: 0, y: -fanSide / 2))

    /// The side of the fan's square picture.
    static let fanSide = 1860.0

    /// The sample plants, every fifth (from the third) with `photo` (when given) and a 4:3 aspect.
    static func plants(photo: PhotoThumbnail?) -> [CardContent] {
        SamplePlants.plants().enumerated().map { index, plant in
            var plant = plant
            if index % 5 == 2 {
                plant.photo = photo
                plant.photoAspect = 4.0 / 3
            }
            return plant
        }
    }

    /// Renders every entry into `folder` as `name@2x.png`, `name.svg` and `name.pdf`, and returns
    /// each file name with what was rendered.
    static func render(into folder: URL, measurer: CardMeasurer) throws -> [(file: String, rendered: RenderedGrid)] {
        let photo = try PhotoThumbnail(imageFile: Array(Data(contentsOf: URL(fileURLWithPath: writePhoto(to: folder.appendingPathComponent("photo.png").path)))))
        var files: [(file: String, rendered: RenderedGrid)] = []
        for entry in entries {
            let grid = try GridFixtures.grid(
                plants(photo: photo), layout: entry.layout, style: entry.style, measurer: measurer,
                container: entry.container)
            let renderer = GridRenderer(measurer: measurer, style: entry.style)
            let outputs = [
                ("\(entry.name)@2x.png", try renderer.png(grid, scale: 2)),
                ("\(entry.name).svg", try renderer.svg(grid)),
                ("\(entry.name).pdf", try renderer.pdf(grid, pageHeight: pageHeight)),
            ]
            for (file, rendered) in outputs {
                try rendered.write(toFile: folder.appendingPathComponent(file).path)
                files.append((file, rendered))
            }
        }
        return files
    }

    /// Draws a 400×300 stand-in photo (a green gradient with a pale disc) to `path`.
    static func writePhoto(to path: String) throws -> String {
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
