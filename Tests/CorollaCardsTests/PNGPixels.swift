import CPangoCairo
import Foundation
import XCTest

/// A PNG read back through Cairo, to check its size and sample its pixels.
final class PNGPixels {
    private let surface: OpaquePointer
    let width: Int
    let height: Int

    /// Decodes `data` (written to a temporary file for Cairo's PNG reader).
    init(_ data: Data) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("corolla-\(UUID()).png")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let surface = try XCTUnwrap(cairo_image_surface_create_from_png(file.path))
        self.surface = surface
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CocoaError(.fileReadCorruptFile)
        }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The pixel at (`x`, `y`) as `0xRRGGBB` (the images are opaque).
    func rgb(x: Int, y: Int) -> Int? {
        guard (0..<width).contains(x), (0..<height).contains(y), let bytes = cairo_image_surface_get_data(surface)
        else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixel = UnsafeRawPointer(bytes).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        return Int(pixel & 0xFF_FFFF)
    }
}
