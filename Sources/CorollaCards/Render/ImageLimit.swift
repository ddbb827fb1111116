import CorollaLayout

/// The largest PNG the renderer draws: Cairo's image surfaces stop at 32,767 pixels a side, and
/// an image of 268,435,456 pixels (1 GiB of ARGB) is the memory one render may take.
public enum ImageLimit {
    /// Cairo's largest image side, in pixels.
    public static let side = 32_767
    /// The most pixels in one image.
    public static let pixels = 1 << 28
    /// The scales images are drawn at, in pixels per point (a phone's displays).
    public static let scales = 1...3

    /// `Cairo's image limit (32767 px a side, 268435456 px in all)`.
    public static var description: String { "Cairo's image limit (\(side) px a side, \(pixels) px in all)" }

    /// The pixel size of `size` points at `scale` pixels per point: each side rounded up to a
    /// whole pixel, at least 1.
    public static func pixelSize(of size: Size, scale: Int) -> (width: Int, height: Int) {
        let pixels = { (points: Double) in max(1, Int(min((points * Double(scale)).rounded(.up), 1e15))) }
        return (pixels(size.width), pixels(size.height))
    }

    /// The pixel size of `size` points at `scale`, when an image that large can be drawn.
    ///
    /// - Throws: ``CardsError/imageTooLarge(width:height:)`` beyond ``side`` or ``pixels``.
    static func checkedPixelSize(of size: Size, scale: Int) throws -> (width: Int32, height: Int32) {
        let (width, height) = pixelSize(of: size, scale: scale)
        guard width <= side, height <= side, width.multipliedReportingOverflow(by: height).partialValue <= pixels else {
            throw CardsError.imageTooLarge(width: width, height: height)
        }
        return (Int32(width), Int32(height))
    }
}
