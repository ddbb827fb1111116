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

    /// The thumbnail of the image file `bytes` hold (any format gdk-pixbuf's loaders read): its
    /// EXIF orientation applied, cropped about its centre to ``PhotoLimits/aspectRange``, scaled
    /// down (never up) to fit ``PhotoLimits/thumbnailWidth`` × ``PhotoLimits/thumbnailHeight``.
    ///
    /// - Throws: ``PhotoError/tooLarge(_:)`` when the image declares dimensions beyond
    ///   ``PhotoLimits`` (before decoding), ``PhotoError/unreadable(_:)`` for anything no loader
    ///   decodes.
    /// - Complexity: O(n) for n bytes, plus decoding at most ``PhotoLimits/maximumPixels``.
    public init(imageFile bytes: [UInt8]) throws(PhotoError) {
        // Decoded large enough for either orientation: the tag is known only after decoding.
        let loader = PixbufLoader(fitting: PhotoLimits.thumbnailHeight)
        let image = try loader.decode(bytes).oriented()
        let (width, height) = (image.width, image.height)
        guard width > 0, height > 0 else { throw .unreadable("it has no pixels") }
        let aspect = min(max(Double(width) / Double(height), PhotoLimits.aspectRange.lowerBound), PhotoLimits.aspectRange.upperBound)
        let cropWidth = min(width, Int((Double(height) * aspect).rounded()))
        let cropHeight = min(height, Int((Double(width) / aspect).rounded()))
        let scale = min(
            1, Double(PhotoLimits.thumbnailWidth) / Double(cropWidth), Double(PhotoLimits.thumbnailHeight) / Double(cropHeight))
        let thumbWidth = max(1, Int((Double(cropWidth) * scale).rounded()))
        let thumbHeight = max(1, Int((Double(cropHeight) * scale).rounded()))
        guard
            let thumbnail = image.cropped(
                x: (width - cropWidth) / 2, y: (height - cropHeight) / 2, width: cropWidth, height: cropHeight,
                scaledTo: thumbWidth, thumbHeight)
        else { throw .tooLarge("gdk-pixbuf could not allocate a \(thumbWidth)×\(thumbHeight) px thumbnail") }
        let encoded =
            thumbnail.hasAlpha
            ? try thumbnail.encoded("png") : try thumbnail.encoded("jpeg", options: [("quality", "\(Self.jpegQuality)")])
        self.init(bytes: encoded, width: thumbWidth, height: thumbHeight)
    }
}
