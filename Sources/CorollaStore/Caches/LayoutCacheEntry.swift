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

/// One item of a cached layout: which plant, with which content.
public struct ManifestItem: Hashable, Sendable {
    public var plantID: Int64
    public var contentHash: ContentHash

    public init(plantID: Int64, contentHash: ContentHash) {
        self.plantID = plantID
        self.contentHash = contentHash
    }
}

/// A whole computed layout, as the service stores it.
public struct LayoutCacheValue: Hashable, Sendable {
    /// The catalog revision the layout was computed at.
    public var revision: Int64
    /// The items in order: comparing manifests finds the prefix an older layout still has right.
    public var manifest: [ManifestItem]
    /// The frames, stored bit for bit (as little-endian Float64s).
    public var frames: [Double]
    public var contentWidth: Double
    public var contentHeight: Double

    public init(revision: Int64, manifest: [ManifestItem], frames: [Double], contentWidth: Double, contentHeight: Double) {
        self.revision = revision
        self.manifest = manifest
        self.frames = frames
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
    }
}

/// A stored layout and its use.
public struct LayoutCacheEntry: Hashable, Sendable {
    public var key: LayoutCacheKey
    public var value: LayoutCacheValue
    /// UTC ISO 8601 with milliseconds.
    public var createdAt: String
    public var lastUsedAt: String
    /// How many lookups found it at its revision (or `touch`ed it).
    public var hitCount: Int
}

/// What a layout lookup found.
public enum LayoutLookup: Hashable, Sendable {
    /// An entry at the requested revision: usable as is.
    case hit(LayoutCacheEntry)
    /// An entry at an older revision: its manifest prefix may still be reused.
    case stale(LayoutCacheEntry)
    case absent
}
