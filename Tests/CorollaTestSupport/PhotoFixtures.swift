import Foundation

/// The photo files the tests store, draw and export.
///
/// - `portrait-exif6.jpg`: a phone photo taken in portrait, as phones write it: 400×300 pixels
///   stored sideways with the EXIF orientation tag 6 (turn 90° clockwise to show it). Shown
///   upright (300×400) it has a green band at the top, a red arrow pointing up and a blue band at
///   the bottom (made with Pillow).
/// - `landscape-2x1.png`: 64×32 pixels with transparency, its left half red, its right half clear.
/// - `gradient-64x48.heic` and `gradient-64x48.webp`: 64×48 opaque pixels (red rising to the right,
///   green downwards, blue 0x60), as an iPhone (HEIC, `heif-enc -q 60`) and Android (lossy WebP,
///   gdk-pixbuf's saver at quality 80) write photos.
public enum PhotoFixtures {
    /// The folder of the fixture files, in the source tree.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    public static var portraitJPEG: String { folder.appendingPathComponent("portrait-exif6.jpg").path }
    public static var transparentPNG: String { folder.appendingPathComponent("landscape-2x1.png").path }

    public static var heic: String { folder.appendingPathComponent("gradient-64x48.heic").path }
    public static var lossyWebP: String { folder.appendingPathComponent("gradient-64x48.webp").path }

    /// A 24-bit BMP of `width × height` opaque pixels of colour `rgb` (`0xRRGGBB`), bottom-up rows
    /// padded to 4 bytes, its header declaring the file's size.
    public static func bmp(width: Int, height: Int, rgb: Int) -> [UInt8] {
        let row = ((width * 3 + 3) / 4) * 4
        let size = 54 + row * height
        var bytes = Array("BM".utf8) + littleEndian(UInt32(size), 4) + littleEndian(0, 4) + littleEndian(54, 4)
        bytes += littleEndian(40, 4) + littleEndian(UInt32(width), 4) + littleEndian(UInt32(height), 4) + littleEndian(1, 2) + littleEndian(24, 2)
        bytes += littleEndian(0, 4) + littleEndian(UInt32(row * height), 4) + littleEndian(2835, 4) + littleEndian(2835, 4) + littleEndian(0, 4) + littleEndian(0, 4)
        let pixel = [UInt8(rgb & 0xFF), UInt8(rgb >> 8 & 0xFF), UInt8(rgb >> 16 & 0xFF)]
        let line = Array([[UInt8]](repeating: pixel, count: width).joined()) + [UInt8](repeating: 0, count: row - width * 3)
        return bytes + Array([[UInt8]](repeating: line, count: height).joined())
    }

    /// A binary PPM whose header declares `width × height` pixels, followed by `pixels` bytes only.
    public static func ppm(width: Int, height: Int, pixels: Int) -> [UInt8] {
        Array("P6\n\(width) \(height)\n255\n".utf8) + [UInt8](repeating: 0x80, count: pixels)
    }

    /// An SVG of about 5 KB: `depth` nested groups, each blurred by a Gaussian filter of a large
    /// deviation over a large region, which a renderer spends minutes on.
    public static func nestedBlurSVG(depth: Int = 36) -> [UInt8] {
        let filters = (0..<depth).map { "<filter id='f\($0)' x='-50' y='-50' width='100' height='100'><feGaussianBlur stdDeviation='400'/></filter>" }
        let open = (0..<depth).map { "<g filter='url(#f\($0))'>" }.joined()
        let close = String(repeating: "</g>", count: depth)
        let text = "<svg xmlns='http://www.w3.org/2000/svg' width='4000' height='3000'><defs>\(filters.joined())</defs>\(open)<rect width='4000' height='3000' fill='red'/>\(close)</svg>"
        return Array(text.utf8)
    }

    /// The text a GPS position carries in ``withGPS(_:)``.
    public static let gpsMarker = "GPS 48.8584 N 2.2945 E"

    /// `jpeg` with an EXIF segment (APP1) after its start marker, as a phone writes it: IFD0 points
    /// to a GPS IFD holding the latitude reference 'N' and ``gpsMarker`` as its area information.
    public static func withGPS(_ jpeg: [UInt8]) -> [UInt8] {
        let marker = Array(gpsMarker.utf8) + [0]
        // TIFF header (little-endian), IFD0 at 8 with one entry (GPSInfo → 26), the GPS IFD at 26
        // with two entries, then the marker's text at 56.
        var tiff: [UInt8] = [0x49, 0x49, 42, 0] + littleEndian(8, 4)
        tiff += littleEndian(1, 2) + littleEndian(0x8825, 2) + littleEndian(4, 2) + littleEndian(1, 4) + littleEndian(26, 4) + littleEndian(0, 4)
        tiff += littleEndian(2, 2)
        tiff += littleEndian(1, 2) + littleEndian(2, 2) + littleEndian(2, 4) + [0x4E, 0, 0, 0]
        tiff += littleEndian(0x1C, 2) + littleEndian(7, 2) + littleEndian(UInt32(marker.count), 4) + littleEndian(56, 4)
        tiff += littleEndian(0, 4) + marker
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + jpeg.dropFirst(2)
    }

    /// The bytes of `path`.
    public static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// A decompression bomb: a valid PNG of a few hundred bytes whose header declares
    /// `width × height` RGB pixels (20000×20000 would be 1.2 GB decoded), its data one
    /// zlib-compressed run of zero rows, cut short.
    public static func bomb(width: UInt32 = 20_000, height: UInt32 = 20_000) -> [UInt8] {
        var ihdr = bigEndian(width) + bigEndian(height)
        ihdr += [8, 2, 0, 0, 0]  // 8 bits, RGB, deflate, no filter method, not interlaced
        // A stored (uncompressed) deflate block of zeros: rows of filter 0 and black pixels.
        let zeros = [UInt8](repeating: 0, count: 256)
        let idat: [UInt8] = [0x78, 0x01, 0x00] + [0x00, 0x01, 0xFF, 0xFE] + zeros
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", [])
    }

    /// A PNG of `width × height` opaque pixels of colour `rgb` (`0xRRGGBB`), its data in stored
    /// (uncompressed) deflate blocks: any size, no compressor needed.
    public static func png(width: Int, height: Int, rgb: Int) -> [UInt8] {
        png(width: width, height: height) { _, _ in rgb }
    }

    /// A PNG of `width × height` opaque pixels, each of the colour `rgb(x, y)` gives (`0xRRGGBB`),
    /// stored as ``png(width:height:rgb:)`` stores them.
    public static func png(width: Int, height: Int, rgb: (_ x: Int, _ y: Int) -> Int) -> [UInt8] {
        png(width: width, height: height, alpha: false) { x, y in UInt32(truncatingIfNeeded: rgb(x, y)) << 8 | 0xFF }
    }

    /// A PNG of `width × height` pixels with transparency, each of the colour `rgba(x, y)` gives
    /// (`0xRRGGBBAA`), stored as ``png(width:height:rgb:)`` stores them.
    public static func png(width: Int, height: Int, rgba: (_ x: Int, _ y: Int) -> UInt32) -> [UInt8] {
        png(width: width, height: height, alpha: true, rgba: rgba)
    }

    /// A PNG of `width × height` pixels of the colours `rgba(x, y)` gives (`0xRRGGBBAA`), with or
    /// without its alpha channel, in stored deflate blocks.
    private static func png(width: Int, height: Int, alpha: Bool, rgba: (_ x: Int, _ y: Int) -> UInt32) -> [UInt8] {
        let channels = alpha ? 4 : 3
        var raw = [UInt8](repeating: 0, count: (width * channels + 1) * height)
        for y in 0..<height {
            var offset = y * (width * channels + 1) + 1
            for x in 0..<width {
                let color = rgba(x, y)
                for channel in 0..<channels {
                    raw[offset + channel] = UInt8(truncatingIfNeeded: color >> (24 - 8 * channel))
                }
                offset += channels
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let last: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF)]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in raw {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        zlib += bigEndian(b << 16 | a)
        let ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, alpha ? 6 : 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    /// A 1×1 GIF (GIF89a, one transparent pixel), as web pages have used it for decades.
    public static let gif = Array(Data(base64Encoded: "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")!)

    /// A 1×1 lossless WebP (VP8L), as browsers' WebP detection has used it.
    public static let webp = Array(Data(base64Encoded: "UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==")!)

    /// A baseline TIFF (little-endian, uncompressed, one strip) of `width × height` opaque pixels
    /// of colour `rgb` (`0xRRGGBB`): the header, the directory, the bits per sample, then the
    /// pixels, so a copy cut anywhere after the header lacks pixels.
    public static func tiff(width: Int, height: Int, rgb: Int) -> [UInt8] {
        let pixel = [UInt8(rgb >> 16 & 0xFF), UInt8(rgb >> 8 & 0xFF), UInt8(rgb & 0xFF)]
        let pixels = Array([[UInt8]](repeating: pixel, count: width * height).joined())
        let count = 9
        let bitsOffset = 8 + 2 + 12 * count + 4
        let pixelsOffset = bitsOffset + 6
        let entries: [(tag: UInt32, type: UInt32, count: UInt32, value: UInt32)] = [
            (256, 4, 1, UInt32(width)), (257, 4, 1, UInt32(height)), (258, 3, 3, UInt32(bitsOffset)), (259, 3, 1, 1), (262, 3, 1, 2),
            (273, 4, 1, UInt32(pixelsOffset)), (277, 3, 1, 3), (278, 4, 1, UInt32(height)), (279, 4, 1, UInt32(pixels.count)),
        ]
        var bytes: [UInt8] = [0x49, 0x49, 42, 0] + littleEndian(8, 4) + littleEndian(UInt32(count), 2)
        for entry in entries {
            // A single SHORT sits in the first two bytes of the value field.
            let short = entry.type == 3 && entry.count == 1
            bytes += littleEndian(entry.tag, 2) + littleEndian(entry.type, 2) + littleEndian(entry.count, 4) + littleEndian(entry.value, short ? 2 : 4)
            if short { bytes += [0, 0] }
        }
        bytes += littleEndian(0, 4) + littleEndian(8, 2) + littleEndian(8, 2) + littleEndian(8, 2)
        return bytes + pixels
    }

    /// The first `fraction` of `bytes` (at least one byte fewer than all of them): a file whose
    /// copy was interrupted.
    public static func cut(_ bytes: [UInt8], at fraction: Double) -> [UInt8] {
        Array(bytes.prefix(min(bytes.count - 1, Int(Double(bytes.count) * fraction))))
    }

    /// Writes `bytes` to `path`, returning the path.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String) throws -> String {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func littleEndian(_ value: UInt32, _ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// The CRC-32 PNG chunks carry (ISO 3309, reflected, polynomial 0xEDB88320).
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
