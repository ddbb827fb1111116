/// What the caches hold and how well they served.
public struct CacheStats: Hashable, Sendable {
    public var layoutEntries: Int
    /// Bytes of the stored layouts: text and blob bytes, plus 8 per number (not the file size).
    public var layoutBytes: Int
    public var layoutHits: Int
    public var layoutMisses: Int
    public var cardSizeEntries: Int
    /// Bytes of the stored card sizes, counted the same way.
    public var cardSizeBytes: Int
    public var cardSizeHits: Int
    public var cardSizeMisses: Int

    public init(
        layoutEntries: Int, layoutBytes: Int, layoutHits: Int, layoutMisses: Int, cardSizeEntries: Int, cardSizeBytes: Int,
        cardSizeHits: Int, cardSizeMisses: Int
    ) {
        (self.layoutEntries, self.layoutBytes, self.layoutHits, self.layoutMisses) = (layoutEntries, layoutBytes, layoutHits, layoutMisses)
        (self.cardSizeEntries, self.cardSizeBytes, self.cardSizeHits, self.cardSizeMisses) = (cardSizeEntries, cardSizeBytes, cardSizeHits, cardSizeMisses)
    }
}
