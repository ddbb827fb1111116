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
        let loader = PixbufLoader { width, height in
            max(Self.box(width: width, height: height).scale, Self.box(width: height, height: width).scale)
        }
        let image = try loader.decode(bytes).oriented()
        let (width, height) = (image.width, image.height)
        guard width > 0, height > 0 else { throw .unreadable("it has no pixels") }
        let box = Self.box(width: width, height: height)
        let thumbWidth = max(1, Int((Double(box.cropWidth) * box.scale).rounded()))
        let thumbHeight = max(1, Int((Double(box.cropHeight) * box.scale).rounded()))
        guard
            let thumbnail = image.cropped(
                x: (width - box.cropWidth) / 2, y: (height - box.cropHeight) / 2, width: box.cropWidth, height: box.cropHeight,
                scaledTo: thumbWidth, thumbHeight)
        else { throw .tooLarge("gdk-pixbuf could not allocate a \(thumbWidth)×\(thumbHeight) px thumbnail") }
        let encoded =
            thumbnail.hasAlpha
            ? try thumbnail.encoded("png") : try thumbnail.encoded("jpeg", options: [("quality", "\(Self.jpegQuality)")])
        self.init(bytes: encoded, width: thumbWidth, height: thumbHeight)
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
