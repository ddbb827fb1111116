/// An SVG image drawn as a square PNG by gdk-pixbuf's SVG loader (librsvg's, Debian
/// `librsvg2-common`): the page's icon at the sizes a home screen and a browser tab ask for, drawn
/// from the one SVG file.
public enum SVGRaster {
    /// `svg`, a square image whose `width` and `height` are at least `size`, drawn `size` pixels a side.
    ///
    /// - Throws: ``PhotoError/unreadable(_:)`` when no loader draws it (no SVG loader installed, or
    ///   the text is no SVG) or it is not a square of at least `size`.
    public static func png(_ svg: String, size: Int) throws(PhotoError) -> [UInt8] {
        let pixbuf = try PixbufLoader(format: nil) { width, height in Double(size) / Double(max(width, height)) }.decode(Array(svg.utf8))
        guard pixbuf.width == size, pixbuf.height == size else {
            throw .unreadable("the SVG is drawn \(pixbuf.width)×\(pixbuf.height), not \(size)×\(size): it must be a square of at least \(size)")
        }
        return try pixbuf.encoded("png")
    }
}
