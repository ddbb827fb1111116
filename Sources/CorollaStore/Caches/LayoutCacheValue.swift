/// One item of a cached layout: which plant, at which size stamp (the revision at which what its
/// card's size depends on last changed).
public struct ManifestItem: Hashable, Sendable {
    public var plantID: Int64
    public var sizeStamp: Int64

    public init(plantID: Int64, sizeStamp: Int64) {
        self.plantID = plantID
        self.sizeStamp = sizeStamp
    }
}

/// A whole computed layout, as the service stores it.
public struct LayoutCacheValue: Hashable, Sendable {
    /// The catalog revision the layout was computed at.
    public var revision: Int64
    /// The items in order: comparing manifests finds the prefix an older layout still has right, and
    /// the cards whose size it still knows.
    public var manifest: [ManifestItem]
    /// The layout's numbers, stored bit for bit (as little-endian Float64s): its frames, and
    /// whatever else its owner needs to resume it (the service stores a whole `LayoutResult`
    /// archive, checkpoints included).
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
