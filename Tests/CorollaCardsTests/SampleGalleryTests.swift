import CorollaCards
import CorollaLayout
import Foundation
import XCTest

/// Renders the 40 sample plants in a waterfall (card and detail styles) and a fan (fixed style)
/// to PNG, SVG and PDF, into `$COROLLA_CARDS_LOOK` when set (to look at them), else a
/// temporary folder.
final class SampleGalleryTests: XCTestCase {
    /// Rule: every sample grid renders in every format without errors, and only the characters
    /// no font has are reported.
    func testRenderSampleGallery() throws {
        let folder = ProcessInfo.processInfo.environment["COROLLA_CARDS_LOOK"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("corolla-cards-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let measurer = CardMeasurer()
        let plants = SamplePlants.plants()
        let grids: [(name: String, style: CardStyle, grid: GridRenderer.Grid)] = [
            ("waterfall-card", .card, try GridFixtures.waterfall(plants, style: .card, measurer: measurer)),
            ("waterfall-detail", .detail, try GridFixtures.waterfall(plants, style: .detail, measurer: measurer)),
            ("fan-fixed", .fixed, try GridFixtures.fan(Array(plants.prefix(9)), cardSize: Size(width: 168, height: 120))),
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
        try measurer.fingerprint.write(to: folder.appendingPathComponent("fingerprint.txt"), atomically: true, encoding: .utf8)
    }
}
