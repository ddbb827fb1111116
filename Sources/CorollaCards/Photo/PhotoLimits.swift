/// What a photo may be: checked before it is decoded, from the dimensions its header declares.
///
/// A decompression bomb (a small file declaring a huge image) is refused from its header, before
/// any pixel is allocated; an image within the limits costs at most `maximumPixels` × 4 bytes
/// while it is decoded.
public enum PhotoLimits {
    /// The largest photo file read, in bytes (64 MiB).
    public static let maximumFileBytes = 64 << 20
    /// The longest side an image may declare, in pixels.
    public static let maximumSide = 16_384
    /// The most pixels an image may declare: 50 megapixels (a 48 MP phone photo), 200 MB decoded.
    public static let maximumPixels = 50_000_000

    /// The most bytes a stored photo has (1 MiB): a JPEG is encoded at a lower quality to fit, a
    /// PNG with transparency is scaled down or flattened (``PhotoThumbnail``).
    public static let maximumStoredBytes = 1 << 20
    /// The wall-clock and CPU time one photo's decoding may take, in seconds.
    public static let decodeSeconds = 20
    /// The address space the process decoding one photo may have (1 GiB): the largest image
    /// decoded whole (``maximumPixels`` × 4 bytes, and a decoder's own planes) within it.
    public static let decodeMemoryBytes = 1 << 30

    /// The width of the largest card a stored photo is sized for, in points: its thumbnail is
    /// `thumbnailWidth` = this × 3 pixels wide at most (scale 3).
    public static let largestCardWidth = 400
    /// The widest stored thumbnail, in pixels.
    public static let thumbnailWidth = largestCardWidth * 3
    /// The tallest stored thumbnail, in pixels (a 3:4 portrait at the full width).
    public static let thumbnailHeight = thumbnailWidth * 4 / 3

    /// The narrowest and widest width / height a card shows; a photo beyond is cropped to it,
    /// about its centre, and an import's `photo_aspect` must lie within.
    public static let aspectRange = 0.25...4.0

    /// The limits in words, for messages and the documentation (docs/commands.md, Photos).
    public static var description: String {
        "at most \(maximumSide) px a side and \(maximumPixels / 1_000_000) megapixels"
    }

    /// Why a stored photo declaring `width × height` pixels is not drawn, or `nil`: a stored photo
    /// is a thumbnail, at most ``thumbnailHeight`` px a side (a catalog edited by plain SQL may
    /// hold anything).
    static func storedRefusal(width: Int, height: Int) -> String? {
        guard width > 0, height > 0, width <= thumbnailHeight, height <= thumbnailHeight else {
            return "it declares \(width)×\(height) px, beyond a stored photo's \(thumbnailHeight) px a side"
        }
        return nil
    }

    /// Why an image of `width × height` pixels is refused, or `nil` when it is within the limits.
    static func refusal(width: Int, height: Int) -> String? {
        guard width > 0, height > 0 else { return "it declares \(width)×\(height) px" }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            return "it declares \(width)×\(height) px, beyond \(description)"
        }
        return nil
    }
}
