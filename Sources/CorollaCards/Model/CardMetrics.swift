import CorollaLayout

/// The numbers of every card style, in points (Pango runs at 72 dpi, so a 15 pt font is 15
/// units at scale 1, like an iOS point).
///
/// Part of the measurer fingerprint: changing any value changes the fingerprint.
public struct CardMetrics: Hashable, Sendable, Codable {
    /// Space between the card's edges and its texts.
    public var padding: Double = 12
    public var cornerRadius: Double = 12
    /// Side of the square image of the card, detail and fixed styles.
    public var imageSide: Double = 56
    /// Corner radius of the square image.
    public var imageCornerRadius: Double = 8
    /// Gap between the image and the name.
    public var titleGap: Double = 8
    /// Gap between the name and the kind.
    public var subtitleGap: Double = 2
    /// Gap between the kind and the notes (detail).
    public var notesGap: Double = 8
    public var titleSize: Double = 15
    public var subtitleSize: Double = 12
    public var notesSize: Double = 13
    public var notesMaxLines: Int = 6
    /// A chip's height: 44, the least a touch target should be (Apple's Human Interface
    /// Guidelines), as the page makes every card a button.
    public var chipHeight: Double = 44
    public var chipFontSize: Double = 13
    /// Diameter of the chip's watering dot.
    public var chipDot: Double = 8
    /// Gap between the chip's dot and its name.
    public var chipDotGap: Double = 6
    public var fixedSize = Size(width: 168, height: 120)
    /// A tile's height ÷ its width (96 ÷ 72, a fan's card).
    public var tileHeightRatio: Double = 4.0 / 3
    /// Space between a tile's edges and its image and name.
    public var tilePadding: Double = 6
    /// Gap between a tile's image and its name.
    public var tileGap: Double = 4
    public var tileFontSize: Double = 10
    public var tileNameLines: Int = 2
    /// Diameter of the "needs water" droplet badge on an image area (at most a third of its side).
    public var badgeSize: Double = 20
    /// Width of the red edge inside a photo of a plant that needs water.
    public var needsWaterEdge: Double = 3
    public var shadowOpacity: Double = 0.1
    /// Vertical offset of the card's shadow.
    public var shadowOffset: Double = 2
    /// Height of a section header's text.
    public var headerSize: Double = 17

    /// The size of a tile `width` points wide: its height rounded up to a whole point.
    public func tileSize(width: Double) -> Size {
        Size(width: width, height: (width * tileHeightRatio).rounded(.up))
    }

    /// The default metrics: every value as declared above.
    public static let standard = CardMetrics()

    public init() {}
}
