/// A stored layout without its manifest and frames: what it is for, how big, how used.
public struct LayoutEntrySummary: Hashable, Sendable {
    /// What the layout depends on. Its configuration is the service's text (the canonical layout
    /// and the grouping); its container dimensions are nil where the layout does not depend on them.
    public var key: LayoutCacheKey
    /// The catalog revision the layout was computed at.
    public var revision: Int64
    /// How many cards it places.
    public var cardCount: Int
    /// Its bytes as ``CacheStats/layoutBytes`` and the layout budget count them.
    public var bytes: Int
    /// UTC ISO 8601 with milliseconds.
    public var createdAt: String
    public var lastUsedAt: String
    /// How many lookups found it at its revision.
    public var hitCount: Int
}
