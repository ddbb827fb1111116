import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaCards

/// Photos as cameras make them and nothing more (issue 34): the raster formats phones write are
/// stored, anything else is refused from its first bytes; only whole images; the stored bytes are
/// pixels only, re-encoded, bounded.
final class PhotoFormatTests: XCTestCase {
    /// One file of each accepted format, with its size.
    private func photos() throws -> [(format: PhotoFormat, bytes: [UInt8], size: [Int])] {
        [
            (.jpeg, try PhotoFixtures.bytes(PhotoFixtures.portraitJPEG), [300, 400]),
            (.png, PhotoFixtures.png(width: 30, height: 20, rgb: 0x1565C0), [30, 20]),
            (.heif, try PhotoFixtures.bytes(PhotoFixtures.heic), [64, 48]),
            (.webp, try PhotoFixtures.bytes(PhotoFixtures.lossyWebP), [64, 48]),
            (.gif, PhotoFixtures.gif, [1, 1]),
            (.tiff, PhotoFixtures.tiff(width: 40, height: 30, rgb: 0x2E7D32), [40, 30]),
            (.bmp, PhotoFixtures.bmp(width: 33, height: 21, rgb: 0xC62828), [33, 21]),
        ]
    }

    /// Rule: each camera format (HEIC from an iPhone and WebP from Android included) is recognised
    /// from its bytes and stored, as JPEG or PNG of its size.
    func testEveryCameraFormatIsStored() throws {
        for (format, bytes, size) in try photos() {
            XCTAssertEqual(PhotoFormat(sniffing: bytes), format)
            let thumbnail = try PhotoThumbnail(imageFile: bytes)
            XCTAssertEqual([thumbnail.width, thumbnail.height], size, format.rawValue)
            XCTAssertTrue([.jpeg, .png].contains(PhotoFormat(sniffing: thumbnail.bytes)), format.rawValue)
        }
    }

    /// Rule: SVG (the 5 KB drawing of nested blurs that stalled the photo worker, and one embedding a
    /// huge PNG), PDF, PPM, XPM and text are refused from their first bytes as no photo, naming the
    /// accepted formats; no loader sees them.
    func testVectorAndOtherFormatsAreRefusedBeforeDecoding() throws {
        let embedded = "<svg xmlns='http://www.w3.org/2000/svg' width='400' height='300'><image width='400' height='300' href='data:image/png;base64,\(Data(PhotoFixtures.bomb(width: 16_000, height: 16_000)).base64EncodedString())'/></svg>"
        let files: [(String, [UInt8], String)] = [
            ("nested blur SVG", PhotoFixtures.nestedBlurSVG(), "an SVG drawing"),
            ("SVG with a PNG inside", Array(embedded.utf8), "an SVG drawing"),
            ("SVG after a declaration", Array("<?xml version='1.0'?>\n<svg xmlns='http://www.w3.org/2000/svg'/>".utf8), "an SVG drawing"),
            ("PDF", Array("%PDF-1.7\n".utf8), "a PDF document"),
            ("PPM", PhotoFixtures.ppm(width: 7_000, height: 7_000, pixels: 100), "a PNM"),
            ("XPM", Array("/* XPM */\nstatic char *x[] = {\"1 1 1 1\", \"a c #000\", \"a\"};".utf8), "not in a photo format"),
            ("AVIF", [0, 0, 0, 0x18] + Array("ftypavif".utf8) + [UInt8](repeating: 0, count: 16), "brand 'avif'"),
        ]
        XCTAssertLessThan(PhotoFixtures.nestedBlurSVG().count, 6_000)
        for (name, bytes, looks) in files {
            XCTAssertNil(PhotoFormat(sniffing: bytes), name)
            XCTAssertThrowsError(try PhotoThumbnail(imageFile: bytes), name) {
                guard case PhotoError.unsupportedFormat(let reason) = $0 else { return XCTFail("\(name): \($0)") }
                XCTAssertTrue(reason.contains(looks), reason)
                XCTAssertTrue(reason.contains(PhotoFormat.accepted), reason)
            }
        }
    }

    /// Rule: a file cut short is refused in every format (BMP, GIF, WebP and HEIC, whose loaders
    /// would fill the rest or fail differently, from their declared sizes), and half a BMP as not
    /// whole; a whole file of each is stored.
    func testCutFilesOfEveryFormatAreRefused() throws {
        for (format, bytes, _) in try photos() {
            for fraction in [0.1, 0.5, 0.9, 0.99] {
                let cut = PhotoFixtures.cut(bytes, at: fraction)
                XCTAssertThrowsError(try PhotoThumbnail(imageFile: cut), "\(format.rawValue) cut at \(fraction)")
            }
        }
        let bmp = PhotoFixtures.bmp(width: 300, height: 200, rgb: 0x2E7D32)
        XCTAssertThrowsError(try PhotoThumbnail(imageFile: PhotoFixtures.cut(bmp, at: 0.5))) {
            guard case PhotoError.incomplete(let reason) = $0 else { return XCTFail("\($0)") }
            XCTAssertTrue(reason.contains("BMP"), reason)
        }
        XCTAssertEqual(ImageCompleteness.problem(in: PhotoFixtures.cut(bmp, at: 0.5), format: .bmp)?.contains("cut short"), true)
        XCTAssertNil(ImageCompleteness.problem(in: bmp, format: .bmp))
        let webp = try PhotoFixtures.bytes(PhotoFixtures.lossyWebP)
        XCTAssertNotNil(ImageCompleteness.problem(in: PhotoFixtures.cut(webp, at: 0.9), format: .webp))
        XCTAssertNil(ImageCompleteness.problem(in: webp, format: .webp))
        let heic = try PhotoFixtures.bytes(PhotoFixtures.heic)
        XCTAssertNotNil(ImageCompleteness.problem(in: PhotoFixtures.cut(heic, at: 0.9), format: .heif))
        XCTAssertNil(ImageCompleteness.problem(in: heic, format: .heif))
        XCTAssertNotNil(ImageCompleteness.problem(in: PhotoFixtures.cut(PhotoFixtures.gif, at: 0.9), format: .gif))
        XCTAssertNil(ImageCompleteness.problem(in: PhotoFixtures.gif, format: .gif))
    }

    /// Rule: a phone photo's EXIF GPS position is not stored: a JPEG that would otherwise be kept
    /// as it is (upright, of the thumbnail's size) with an EXIF segment is re-encoded, and the
    /// stored bytes hold neither EXIF nor the position; the same JPEG without it is kept.
    func testMetadataIsNotStored() throws {
        let bare = try PhotoThumbnail(imageFile: PhotoFixtures.bytes(PhotoFixtures.portraitJPEG)).bytes
        XCTAssertEqual(try PhotoThumbnail(imageFile: bare).bytes, bare, "a stored photo read again is the same")
        let located = PhotoFixtures.withGPS(bare)
        XCTAssertNotNil(located.firstRange(of: Array(PhotoFixtures.gpsMarker.utf8)))
        let stored = try PhotoThumbnail(imageFile: located)
        XCTAssertEqual([stored.width, stored.height], [300, 400])
        XCTAssertNil(stored.bytes.firstRange(of: Array(PhotoFixtures.gpsMarker.utf8)), "the GPS position is gone")
        XCTAssertNil(stored.bytes.firstRange(of: Array("Exif".utf8)), "no EXIF segment")
        XCTAssertTrue(StoredForm.holds(stored.bytes))
    }

    /// Rule: an 800×600 JPEG padded with 40 MB after its end is stored as the JPEG of its pixels,
    /// within the stored bytes' bound; a photo of noise at the largest thumbnail size too.
    func testStoredBytesAreBounded() throws {
        let small = try PhotoThumbnail(imageFile: PhotoFixtures.png(width: 800, height: 600) { x, y in (x * 7 ^ y * 13) & 0xFF_FFFF })
        XCTAssertEqual(try PhotoThumbnail(imageFile: small.bytes).bytes, small.bytes)
        let padded = small.bytes + [UInt8](repeating: 0x55, count: 40 << 20)
        let stored = try PhotoThumbnail(imageFile: padded)
        XCTAssertEqual([stored.width, stored.height], [800, 600])
        XCTAssertLessThanOrEqual(stored.bytes.count, small.bytes.count + 1_024, "re-encoded from its pixels, the padding gone")
        var random = SplitMix64(seed: 0x00B0_0B1E)
        let noise = (0..<(1_200 * 1_600)).map { _ in Int.random(in: 0...0xFF_FFFF, using: &random) }
        let loud = try PhotoThumbnail(imageFile: PhotoFixtures.png(width: 1_200, height: 1_600) { x, y in noise[y * 1_200 + x] })
        XCTAssertLessThanOrEqual(loud.bytes.count, StoredForm.maximumBytes)
    }
}
