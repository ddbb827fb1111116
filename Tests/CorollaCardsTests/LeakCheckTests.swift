import CPangoCairo
import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaCards

/// The test to run under valgrind: measurers are created, used and released in a loop
/// (`COROLLA_LEAK_ROUNDS` times, default 1), so a leak in our Pango/Cairo ownership grows with
/// the rounds. Compare `valgrind --leak-check=full` at 1 and at 6 rounds.
final class LeakCheckTests: XCTestCase {
    /// Rule: a measurer, and the renderer that uses it, are released when the last reference goes
    /// (no cycle keeps their Pango font maps alive).
    func testMeasurersAreReleased() throws {
        let rounds = ProcessInfo.processInfo.environment["COROLLA_LEAK_ROUNDS"].flatMap { Int($0) } ?? 1
        for _ in 0..<rounds {
            weak var released: CardMeasurer?
            try {
                let measurer = CardMeasurer()
                released = measurer
                _ = measurer.measure(SamplePlants.plants(), style: .detail, width: 180)
                _ = measurer.fingerprint
                _ = measurer.fontSubstitution
                let grid = try GridFixtures.waterfall(SamplePlants.plants(), style: .card, measurer: measurer)
                let renderer = GridRenderer(measurer: measurer)
                _ = try renderer.png(grid)
                _ = try renderer.svg(grid)
                _ = try renderer.pdf(grid, pageHeight: 500)
            }()
            XCTAssertNil(released)
        }
    }

    /// Rule (under valgrind): every pixbuf, loader and surface of storing and drawing photos is
    /// released: a thumbnail made, decoded for drawing, a damaged one and a bomb refused, each
    /// `COROLLA_LEAK_ROUNDS` times, leak no more at 6 rounds than at 1.
    func testPhotoHandlesAreReleased() throws {
        let rounds = ProcessInfo.processInfo.environment["COROLLA_LEAK_ROUNDS"].flatMap { Int($0) } ?? 1
        let jpeg = try PhotoFixtures.bytes(PhotoFixtures.portraitJPEG)
        for _ in 0..<rounds {
            let thumbnail = try PhotoThumbnail(imageFile: jpeg)
            let surface = try thumbnail.surface(filling: 150, 200)
            withExtendedLifetime(surface) { XCTAssertEqual(cairo_image_surface_get_width(surface.pointer), 150) }
            XCTAssertThrowsError(try PhotoThumbnail(imageFile: Array(jpeg.prefix(20)) + Array("damaged".utf8)))
            XCTAssertThrowsError(try PhotoThumbnail(imageFile: PhotoFixtures.bomb()))
        }
    }
}
