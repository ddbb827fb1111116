/// The frame cache's key: everything a whole layout depends on besides the favorites themselves.
public struct LayoutCacheKey: Hashable, Sendable {
    /// The layout configuration in canonical form (the same configuration always gives the same text).
    public var configuration: String
    /// The container width, or nil when the layout does not depend on it (horizontal scrolling).
    public var containerWidth: Double?
    /// The container height, or nil when the layout does not depend on it (vertical flows).
    public var containerHeight: Double?
    /// The display scale frames are snapped to.
    public var scale: Double
    public var style: String
    /// The measurer's fingerprint.
    public var fingerprint: String

    public init(configuration: String, containerWidth: Double?, containerHeight: Double?, scale: Double, style: String, fingerprint: String) {
        self.configuration = configuration
        self.containerWidth = containerWidth
        self.containerHeight = containerHeight
        self.scale = scale
        self.style = style
        self.fingerprint = fingerprint
    }

    /// The arguments of `LayoutCacheKey.matchSQL`, in order.
    var arguments: [DatabaseValue] {
        [.text(configuration), containerWidth.databaseValue, containerHeight.databaseValue, .real(scale), .text(style), .text(fingerprint)]
    }

    /// Finds the key's row through the unique index `layout_cache_by_key` (NULL dimension ≡ -1).
    static let matchSQL =
        "configuration = ? AND ifnull(container_width, -1.0) = ifnull(?, -1.0) AND ifnull(container_height, -1.0) = ifnull(?, -1.0) AND scale = ? AND style = ? AND fingerprint = ?"
}
