/// The stored card sizes of one style and measuring width.
public struct CardSizeTotal: Hashable, Sendable {
    public var style: String
    public var columnWidth: Double
    public var entries: Int
    /// Their bytes as ``CacheStats/cardSizeBytes`` counts them.
    public var bytes: Int

    public init(style: String, columnWidth: Double, entries: Int, bytes: Int) {
        (self.style, self.columnWidth, self.entries, self.bytes) = (style, columnWidth, entries, bytes)
    }
}
