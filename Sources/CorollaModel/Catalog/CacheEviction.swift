/// What the cache budget evicted.
public struct CacheEviction: Hashable, Sendable {
    /// Layouts deleted.
    public var layouts = 0
    /// Card sizes deleted (rows, a style and width at a time).
    public var cardSizes = 0

    public init(layouts: Int = 0, cardSizes: Int = 0) {
        (self.layouts, self.cardSizes) = (layouts, cardSizes)
    }
}
