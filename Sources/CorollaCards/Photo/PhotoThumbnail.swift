/// A photo as the catalog stores it: an encoded image sized for the largest card at scale 3.
public struct PhotoThumbnail: Hashable, Sendable {
    /// PNG (an image with transparency) or JPEG bytes.
    public var bytes: [UInt8]
    /// In pixels, as the image is seen (its EXIF orientation applied).
    public var width: Int
    public var height: Int

    /// The width / height a card gives the photo.
    public var aspect: Double { Double(width) / Double(height) }

    public init(bytes: [UInt8], width: Int, height: Int) {
        self.bytes = bytes
        self.width = width
        self.height = height
    }

    /// JPEG quality of thumbnails without transparency.
    static let jpegQuality = 85

    /// The thumbnail of the image file `bytes` hold, a photo in one of the ``PhotoFormat``s: its
    /// EXIF orientation applied, cropped about its centre to ``PhotoLimits/aspectRange``, scaled
    /// down (never up) to fit ``PhotoLimits/thumbnailWidth`` × ``PhotoLimits/thumbnailHeight``,
    /// and encoded again from its pixels: no metadata (EXIF, GPS, comments) and nothing after the
    /// image is kept, and the bytes are at most ``StoredForm/maximumBytes``.
    ///
    /// A file already in the stored form (``StoredForm``: an exported photo) and of the thumbnail's
    /// size is kept byte for byte: a stored photo, exported and read back, is the same photo.
    ///
    /// - Throws: ``PhotoError/unsupportedFormat(_:)`` for any other format (before any decoder
    ///   runs), ``PhotoError/tooLarge(_:)`` when the image declares dimensions beyond
    ///   ``PhotoLimits`` (before decoding), ``PhotoError/incomplete(_:)`` for a file cut short,
    ///   ``PhotoError/unreadable(_:)`` for anything its loader does not decode.
    /// - Complexity: O(n) for n bytes, plus decoding at most ``PhotoLimits/maximumPixels``.
    public init(imageFile bytes: [UInt8]) throws(PhotoError) {
        guard let format = PhotoFormat(sniffing: bytes) else { throw .unsupportedFormat(PhotoFormat.refusal(of: bytes)) }
        // Decoded large enough for either orientation: the tag is known only after decoding.
        let loader = try PixbufLoader(format: format) { width, height in
            max(Self.box(width: width, height: height).scale, Self.box(width: height, height: width).scale)
        }
        let decoded = try loader.decode(bytes)
        let image = decoded.oriented()
        let (width, height) = (image.width, image.height)
        guard width > 0, height > 0 else { throw .unreadable("it has no pixels") }
        let box = Self.box(width: width, height: height)
        let thumbWidth = max(1, Int((Double(box.cropWidth) * box.scale).rounded()))
        let thumbHeight = max(1, Int((Double(box.cropHeight) * box.scale).rounded()))
        if thumbWidth == width, thumbHeight == height, Self.isThumbnail(bytes, image: decoded, declared: loader.declaredSize) {
            self.init(bytes: bytes, width: width, height: height)
            return
        }
        guard
            let thumbnail = image.cropped(
                x: (width - box.cropWidth) / 2, y: (height - box.cropHeight) / 2, width: box.cropWidth, height: box.cropHeight,
                scaledTo: thumbWidth, thumbHeight)
        else { throw .tooLarge("gdk-pixbuf could not allocate a \(thumbWidth)×\(thumbHeight) px thumbnail") }
        self = try Self.encoded(thumbnail)
    }

    /// The smallest fraction of its thumbnail's width and height a photo with transparency is
    /// scaled down to, to fit ``StoredForm/maximumBytes`` as PNG.
    static let smallestTransparentScale = 0.5

    /// `image` encoded within ``StoredForm/maximumBytes``. With transparency: as PNG, scaled down
    /// in steps (each by the square root of the bytes' excess, and 5 % more) until it fits, but
    /// not below ``smallestTransparentScale``; past that, flattened onto white and encoded as an
    /// opaque image is. Without: as JPEG at ``jpegQuality``, or lower until it fits.
    ///
    /// - Complexity: O(n) for n pixels, times the encodings tried.
    private static func encoded(_ image: Pixbuf) throws(PhotoError) -> PhotoThumbnail {
        guard image.hasAlpha else { return try jpeg(image) }
        var scaled = image
        while true {
            let png = try scaled.encoded("png")
            if png.count <= StoredForm.maximumBytes { return PhotoThumbnail(bytes: png, width: scaled.width, height: scaled.height) }
            let step = (Double(StoredForm.maximumBytes) / Double(png.count)).squareRoot() * 0.95
            let (width, height) = (Int(Double(scaled.width) * step), Int(Double(scaled.height) * step))
            guard Double(min(width, height)) >= Double(min(image.width, image.height)) * smallestTransparentScale else { break }
            guard let smaller = image.cropped(x: 0, y: 0, width: image.width, height: image.height, scaledTo: width, height) else {
                throw .tooLarge("gdk-pixbuf could not allocate a \(width)×\(height) px thumbnail")
            }
            scaled = smaller
        }
        guard let flat = image.flattened(onto: 0xFFFFFF) else {
            throw .tooLarge("gdk-pixbuf could not allocate a \(image.width)×\(image.height) px thumbnail")
        }
        return try jpeg(flat)
    }

    /// `image` (opaque) encoded as JPEG at ``jpegQuality``, or lower until its bytes are within
    /// ``StoredForm/maximumBytes``.
    private static func jpeg(_ image: Pixbuf) throws(PhotoError) -> PhotoThumbnail {
        var encoded: [UInt8] = []
        for quality in [jpegQuality, 70, 50, 30] {
            encoded = try image.encoded("jpeg", options: [("quality", "\(quality)")])
            if encoded.count <= StoredForm.maximumBytes { break }
        }
        return PhotoThumbnail(bytes: encoded, width: image.width, height: image.height)
    }

    /// Whether `bytes`, decoded as `image` from an image that declared the size `declared`, are
    /// what a thumbnail of them would be made of: decoded whole (not scaled down while decoding),
    /// upright (no EXIF turn), in the stored form (``StoredForm``), and PNG with transparency or
    /// JPEG without.
    private static func isThumbnail(_ bytes: [UInt8], image: Pixbuf, declared: (width: Int, height: Int)?) -> Bool {
        guard let declared, declared == (image.width, image.height), image.isUpright, StoredForm.holds(bytes) else { return false }
        return PhotoFormat(sniffing: bytes) == (image.hasAlpha ? .png : .jpeg)
    }

    /// The part of a `width × height` image a thumbnail keeps (centred, its aspect within
    /// ``PhotoLimits/aspectRange``) and the scale (at most 1) that fits it in the thumbnail box.
    static func box(width: Int, height: Int) -> (cropWidth: Int, cropHeight: Int, scale: Double) {
        let (width, height) = (max(width, 1), max(height, 1))
        let range = PhotoLimits.aspectRange
        let aspect = min(max(Double(width) / Double(height), range.lowerBound), range.upperBound)
        let cropWidth = max(1, min(width, Int((Double(height) * aspect).rounded())))
        let cropHeight = max(1, min(height, Int((Double(width) / aspect).rounded())))
        let scale = min(
            1, Double(PhotoLimits.thumbnailWidth) / Double(cropWidth), Double(PhotoLimits.thumbnailHeight) / Double(cropHeight))
        return (cropWidth, cropHeight, scale)
    }
}
