import CPangoCairo
import CorollaLayout
import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaCards

/// Photos as the catalog stores them: decoded by gdk-pixbuf, turned upright, refused from their
/// header when too large, cropped and scaled to the thumbnail box.
final class PhotoThumbnailTests: XCTestCase {
    /// The decoded thumbnail's pixel at (`x`, `y`) as `0xRRGGBB`.
    private func pixel(_ thumbnail: PhotoThumbnail, x: Int, y: Int) throws -> Int {
        let surface = try thumbnail.surface(filling: Double(thumbnail.width), Double(thumbnail.height))
        return try withExtendedLifetime(surface) {
            XCTAssertEqual(Int(cairo_image_surface_get_width(surface.pointer)), thumbnail.width)
            let data = try XCTUnwrap(cairo_image_surface_get_data(surface.pointer))
            let stride = Int(cairo_image_surface_get_stride(surface.pointer))
            return Int(UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self) & 0xFF_FFFF)
        }
    }

    /// Whether `rgb` is within 40 of `expected` in each channel (JPEG is lossy).
    private func near(_ rgb: Int, _ expected: Int) -> Bool {
        (0..<3).allSatisfy { abs((rgb >> ($0 * 8)) & 0xFF - (expected >> ($0 * 8)) & 0xFF) <= 40 }
    }

    /// Rule: a phone photo taken in portrait (stored sideways, EXIF orientation 6) is stored upright:
    /// 300×400, aspect 0.75, green at the top and blue at the bottom. Without the orientation it
    /// would be 400×300 with the bands at the sides.
    func testPortraitPhonePhotoIsStoredUpright() throws {
        let thumbnail = try PhotoThumbnail(imageFile: PhotoFixtures.bytes(PhotoFixtures.portraitJPEG))
        XCTAssertEqual([thumbnail.width, thumbnail.height], [300, 400])
        XCTAssertEqual(thumbnail.aspect, 0.75)
        XCTAssertEqual(Array(thumbnail.bytes.prefix(3)), [0xFF, 0xD8, 0xFF], "an opaque photo is stored as JPEG")
        XCTAssertTrue(near(try pixel(thumbnail, x: 150, y: 20), 0x28A03C), "green band at the top")
        XCTAssertTrue(near(try pixel(thumbnail, x: 150, y: 380), 0x3C3CC8), "blue band at the bottom")
        XCTAssertTrue(near(try pixel(thumbnail, x: 150, y: 150), 0xC82828), "the arrow's tip under the green band")
        XCTAssertTrue(near(try pixel(thumbnail, x: 20, y: 200), 0xFAFAF5), "the pale middle at the left")
    }

    /// Rule: a thumbnail read again as an image file is kept byte for byte (an exported photo
    /// imported back is the same photo): the JPEG made of the phone photo, and a PNG with
    /// transparency that already fits. A file that needs turning is made again.
    func testThumbnailReadAgainIsTheSameBytes() throws {
        let jpeg = try PhotoThumbnail(imageFile: PhotoFixtures.bytes(PhotoFixtures.portraitJPEG))
        XCTAssertEqual(try PhotoThumbnail(imageFile: jpeg.bytes), jpeg)
        let png = try PhotoFixtures.bytes(PhotoFixtures.transparentPNG)
        XCTAssertEqual(try PhotoThumbnail(imageFile: png).bytes, png)
        XCTAssertNotEqual(try PhotoThumbnail(imageFile: PhotoFixtures.bytes(PhotoFixtures.portraitJPEG)).bytes, try PhotoFixtures.bytes(PhotoFixtures.portraitJPEG))
    }

    /// Rule: an image with transparency is stored as PNG with its alpha (the card shows through).
    func testTransparentPNGKeepsItsAlpha() throws {
        let thumbnail = try PhotoThumbnail(imageFile: PhotoFixtures.bytes(PhotoFixtures.transparentPNG))
        XCTAssertEqual([thumbnail.width, thumbnail.height], [64, 32])
        XCTAssertEqual(Array(thumbnail.bytes.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let surface = try thumbnail.surface(filling: 64, 32)
        try withExtendedLifetime(surface) {
            let data = try XCTUnwrap(cairo_image_surface_get_data(surface.pointer))
            let stride = Int(cairo_image_surface_get_stride(surface.pointer))
            let red = UnsafeRawPointer(data).load(fromByteOffset: 16 * stride + 8 * 4, as: UInt32.self)
            let clear = UnsafeRawPointer(data).load(fromByteOffset: 16 * stride + 48 * 4, as: UInt32.self)
            XCTAssertEqual(red >> 24, 0xFF)
            XCTAssertEqual(clear >> 24, 0, "the right half stays transparent")
        }
    }

    /// The image files the cut tests start from, whole, by format.
    static func wholeImages() throws -> [(format: String, bytes: [UInt8])] {
        [
            ("JPEG", try PhotoFixtures.bytes(PhotoFixtures.portraitJPEG)), ("PNG", try PhotoFixtures.bytes(PhotoFixtures.transparentPNG)),
            ("PNG", PhotoFixtures.png(width: 300, height: 400, rgb: 0x1565C0)), ("GIF", PhotoFixtures.gif),
            ("TIFF", PhotoFixtures.tiff(width: 40, height: 30, rgb: 0x2E7D32)), ("WebP", PhotoFixtures.webp),
        ]
    }

    /// Rule: only whole images are stored: every format's file cut anywhere (an interrupted copy) is
    /// refused — JPEG and PNG, whose loaders would fill the missing part, as not whole — while the
    /// whole file (where a loader reads the format) is stored, a JPEG with bytes after its end too.
    func testCutImagesAreRefused() throws {
        for (format, bytes) in try Self.wholeImages() {
            let readable = (try? PhotoThumbnail(imageFile: bytes)) != nil
            XCTAssertTrue(readable, "\(format) whole")
            for fraction in [0.05, 0.2, 0.4, 0.5, 0.6, 0.8, 0.9, 0.97, 0.999] {
                let cut = PhotoFixtures.cut(bytes, at: fraction)
                XCTAssertThrowsError(try PhotoThumbnail(imageFile: cut), "\(format) cut at \(fraction) (\(cut.count) of \(bytes.count) bytes)") {
                    // Cut in half, a JPEG or PNG still decodes (the rest filled in): the check refuses it.
                    guard ["JPEG", "PNG"].contains(format), fraction == 0.5 else { return }
                    guard case PhotoError.incomplete(let reason) = $0 else { return XCTFail("\(format) cut at \(fraction): \($0)") }
                    XCTAssertTrue(reason.contains("cut short"), reason)
                }
            }
        }
        let trailing = try PhotoFixtures.bytes(PhotoFixtures.portraitJPEG) + Array("trailer".utf8)
        XCTAssertEqual(try PhotoThumbnail(imageFile: trailing).width, 300)
    }

    /// Rule: a decompression bomb (a 20000×20000 PNG of a few hundred bytes) is refused as too large
    /// from its header; the data after the header is cut short, so an image decoded before the
    /// check would fail as incomplete instead. Within the limits, the same cut-short image is
    /// refused as unreadable.
    func testDecompressionBombIsRefusedFromItsHeader() throws {
        XCTAssertLessThan(PhotoFixtures.bomb().count, 1_000)
        for (width, height) in [(20_000, 20_000), (16_385, 10), (8_000, 7_000)] {
            XCTAssertThrowsError(try PhotoThumbnail(imageFile: PhotoFixtures.bomb(width: UInt32(width), height: UInt32(height)))) {
                guard case PhotoError.tooLarge(let reason) = $0 else { return XCTFail("\(width)×\(height): \($0)") }
                XCTAssertTrue(reason.contains("\(width)×\(height) px"), reason)
            }
        }
        XCTAssertThrowsError(try PhotoThumbnail(imageFile: PhotoFixtures.bomb(width: 4_000, height: 3_000))) {
            guard case PhotoError.unreadable = $0 else { return XCTFail("\($0)") }
        }
    }

    /// Rule: a large photo is scaled down to fit the thumbnail box (1200×1600), never up, and one
    /// wider than 4:1 (taller than 1:4) is cropped about its centre to 4:1 (1:4) at full detail.
    func testThumbnailsFitTheBoxAndTheAspectRange() throws {
        let folder = try makeTemporaryFolder()
        let cases: [(Int, Int, [Int])] = [
            (2_400, 600, [1_200, 300]), (900, 2_400, [600, 1_600]), (5_000, 500, [1_200, 300]), (40, 400, [40, 160]), (400, 4_000, [400, 1_600]),
            (120, 90, [120, 90]),
        ]
        for (width, height, expected) in cases {
            let path = folder.path("\(width)x\(height).png")
            let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)))
            defer { cairo_surface_destroy(surface) }
            XCTAssertEqual(cairo_surface_write_to_png(surface, path), CAIRO_STATUS_SUCCESS)
            let thumbnail = try PhotoThumbnail(imageFile: PhotoFixtures.bytes(path))
            XCTAssertEqual([thumbnail.width, thumbnail.height], expected, "\(width)×\(height)")
            XCTAssertTrue(PhotoLimits.aspectRange.contains(thumbnail.aspect))
        }
    }

    /// A 1200×1600 PNG with transparency whose pixels are noise: each channel `bits` random low
    /// bits (SplitMix64, fixed seed) over a mid grey, half transparent; its top-left 100×100 fully
    /// transparent.
    private func noisyTransparentPNG(bits: Int) -> [UInt8] {
        var random = SplitMix64(seed: 0x7A_2EE5 + UInt64(bits))
        let mask = UInt32((1 << bits) - 1) * 0x0101_0101
        return PhotoFixtures.png(width: 1_200, height: 1_600) { x, y in
            x < 100 && y < 100 ? 0 : UInt32(truncatingIfNeeded: random.next()) & mask | (bits < 8 ? 0x8080_8080 : 0)
        }
    }

    /// Rule: a stored photo with transparency fits 1 MiB too. A PNG of faint noise (2 random bits
    /// a channel: over 1 MiB at its size) is scaled down, keeping its alpha, to a size that fits;
    /// one of full noise (8 random bits a channel, which would fit only below half its size) is
    /// flattened onto white and stored as a JPEG at its size. Each, read again, is kept byte for
    /// byte.
    func testTransparentPhotosFitTheStoredBytes() throws {
        let coarse = noisyTransparentPNG(bits: 2)
        XCTAssertGreaterThan(coarse.count, PhotoLimits.maximumStoredBytes)
        let scaled = try PhotoThumbnail(imageFile: coarse)
        XCTAssertLessThanOrEqual(scaled.bytes.count, PhotoLimits.maximumStoredBytes)
        XCTAssertEqual(Array(scaled.bytes.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "stored as PNG")
        XCTAssertEqual(scaled.bytes[25], 6, "with its alpha channel")
        XCTAssertLessThan(scaled.width, 1_200)
        XCTAssertGreaterThanOrEqual(scaled.width, 600)
        XCTAssertEqual(scaled.aspect, 0.75, accuracy: 0.01)
        XCTAssertEqual(try PhotoThumbnail(imageFile: scaled.bytes), scaled)

        let fine = noisyTransparentPNG(bits: 8)
        let flattened = try PhotoThumbnail(imageFile: fine)
        XCTAssertLessThanOrEqual(flattened.bytes.count, PhotoLimits.maximumStoredBytes)
        XCTAssertEqual(Array(flattened.bytes.prefix(3)), [0xFF, 0xD8, 0xFF], "stored as JPEG")
        XCTAssertEqual([flattened.width, flattened.height], [1_200, 1_600])
        XCTAssertTrue(near(try pixel(flattened, x: 40, y: 40), 0xFFFFFF), "the transparent corner is white")
        XCTAssertEqual(try PhotoThumbnail(imageFile: flattened.bytes), flattened)
        print("transparent PNGs: 2 bits \(coarse.count) B 1200×1600 → PNG \(scaled.bytes.count) B \(scaled.width)×\(scaled.height); "
            + "8 bits \(fine.count) B → JPEG \(flattened.bytes.count) B")
    }

    /// Rule: whatever bytes a stored photo holds, drawing its card never crashes: it draws the photo
    /// or the watering tint with a "photo not shown" note. Random bytes, valid images cut short or
    /// with bytes flipped, and headers of each format followed by noise (SplitMix64, fixed seed).
    func testDamagedStoredPhotosDrawTheTintWithANote() throws {
        let measurer = CardMeasurer()
        let jpeg = try PhotoFixtures.bytes(PhotoFixtures.portraitJPEG)
        let png = try PhotoFixtures.bytes(PhotoFixtures.transparentPNG)
        var random = SplitMix64(seed: 0x5EED_F070)
        var drawn = 0
        var noted = 0
        for round in 0..<120 {
            var bytes: [UInt8]
            switch round % 4 {
            case 0: bytes = (0..<Int.random(in: 0...600, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            case 1: bytes = Array((round % 8 == 1 ? jpeg : png).prefix(Int.random(in: 0...jpeg.count, using: &random)))
            case 2:
                bytes = round % 8 == 2 ? jpeg : png
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    bytes[index] ^= UInt8.random(in: 1...255, using: &random)
                }
            default:
                let header = [jpeg.prefix(20), png.prefix(33), PhotoFixtures.bomb().prefix(33)][round % 3]
                bytes = Array(header) + (0..<200).map { _ in UInt8.random(in: 0...255, using: &random) }
            }
            let content = CardContent(
                name: "Pilea", kind: "foliage", photo: PhotoThumbnail(bytes: bytes, width: 3, height: 4), photoAspect: 0.75)
            let grid = try GridFixtures.waterfall([content], style: .detail, measurer: measurer)
            let rendered = try GridRenderer(measurer: measurer, style: .detail).png(grid, scale: 1)
            let notes = rendered.diagnostics.filter { $0.message.hasPrefix("photo not shown") }
            XCTAssertLessThanOrEqual(notes.count, 1, "round \(round)")
            if notes.isEmpty { drawn += 1 } else { noted += 1 }
        }
        XCTAssertGreaterThan(noted, 60, "most damaged photos are refused")
        XCTAssertGreaterThan(drawn, 0, "a flipped byte in pixel data still decodes")
    }
}
