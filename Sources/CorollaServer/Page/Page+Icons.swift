import CorollaCards

extension Page {
    /// The PNG icons drawn from `icon.svg`, by the name they are served at, with their size: the
    /// manifest's (192 and 512, the 512 also maskable: the SVG's flower keeps to the safe circle)
    /// and iOS's `apple-touch-icon` (180).
    static let pngIconSizes = ["apple-touch-icon.png": 180, "icon-192.png": 192, "icon-512.png": 512]
    /// The sizes `favicon.ico` holds, one PNG each.
    static let faviconSizes = [16, 32, 48]

    /// The drawn icons by name (the PNGs and `favicon.ico`), drawn once, when first asked for;
    /// the reason when they cannot be drawn (no SVG loader).
    static let drawnIcons: Result<[String: [UInt8]], PhotoError> = Result { () throws(PhotoError) in
        var icons: [String: [UInt8]] = [:]
        for (name, size) in pngIconSizes { icons[name] = try SVGRaster.png(EmbeddedText.icon_svg, size: size) }
        var favicons: [(size: Int, png: [UInt8])] = []
        for size in faviconSizes { favicons.append((size, try SVGRaster.png(EmbeddedText.icon_svg, size: size))) }
        icons["favicon.ico"] = ico(favicons)
        return icons
    }

    /// An ICO file of PNG images (each `(size, png)`): the 6-byte header, a 16-byte entry per
    /// image, then the images (Windows Vista's PNG-in-ICO, which every browser reads).
    static func ico(_ images: [(size: Int, png: [UInt8])]) -> [UInt8] {
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16(value >> 16) }
        var bytes = le16(0) + le16(1) + le16(images.count)
        var offset = 6 + 16 * images.count
        for image in images {
            // A side of 256 is written 0; colour count 0, reserved 0, 1 plane, 32 bits per pixel.
            bytes += [UInt8(image.size % 256), UInt8(image.size % 256), 0, 0] + le16(1) + le16(32)
            bytes += le32(image.png.count) + le32(offset)
            offset += image.png.count
        }
        return images.reduce(bytes) { $0 + $1.png }
    }
}
