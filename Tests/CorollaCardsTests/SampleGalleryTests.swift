import CorollaCards
import CorollaLayout
import Foundation
import XCTest

/// Renders the ``Gallery`` into `$COROLLA_CARDS_LOOK` when set, else `corolla-cards-look` in the
/// temporary folder, to look at.
final class SampleGalleryTests: XCTestCase {
    /// Rule: every layout of the gallery renders the 40 plants in every format without any
    /// diagnostic, with every card and header inside the picture.
    func testRenderSampleGallery() throws {
        let folder =
            ProcessInfo.processInfo.environment["COROLLA_CARDS_LOOK"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("corolla-cards-look")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let measurer = CardMeasurer()
        let files = try Gallery.render(into: folder, measurer: measurer)
        XCTAssertEqual(files.count, 3 * Gallery.entries.count)
        for (file, rendered) in files {
            XCTAssertEqual(rendered.diagnostics, [], file)
            XCTAssertFalse(rendered.data.isEmpty, file)
        }
        try measurer.fingerprint.write(
            to: folder.appendingPathComponent("fingerprint.txt"), atomically: true, encoding: .utf8)
    }

    /// Rule: each gallery layout places all 40 cards inside its content (no fan card off the
    /// picture) without a layout diagnostic, and every frame is the size of its card measured at
    /// the frame's width (a grid's frame may be taller: its cards stretch to their row).
    func testGalleryLayoutsFitTheirContent() throws {
        let measurer = CardMeasurer()
        for entry in Gallery.entries {
            let grid = try GridFixtures.grid(
                Gallery.plants(photo: nil), layout: entry.layout, style: entry.style, measurer: measurer,
                container: entry.container)
            XCTAssertEqual(grid.layout.itemCount, 40, entry.name)
            XCTAssertEqual(grid.layout.diagnostics, [], entry.name)
            let content = Rect(origin: .zero, size: grid.layout.contentSize)
            for element in grid.layout.elements {
                XCTAssertTrue(content.contains(element.frame), "\(entry.name): \(element) outside \(content)")
            }
            if case .fan = entry.layout { continue }  // a fan's frames are bounding boxes
            let frames = grid.layout.sections.flatMap(\.items)
            for (frame, plant) in zip(frames, grid.contents) {
                let card = measurer.size(of: plant, style: entry.style, width: frame.width)
                XCTAssertEqual(card.width, frame.width, "\(entry.name): \(plant.name)")
                if case .grid = entry.layout {
                    XCTAssertLessThanOrEqual(card.height, frame.height, "\(entry.name): \(plant.name)")
                } else {
                    XCTAssertEqual(card.height, frame.height, "\(entry.name): \(plant.name)")
                }
            }
        }
    }
}
