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
