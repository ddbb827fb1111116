/// What a lookup of card sizes found.
public struct CardSizeLookup: Hashable, Sendable {
    /// The stored sizes of the keys that had a sound row.
    public var sizes: [CardSizeKey: CardSize]
    /// How many keys had a row that failed its check (its checksum or its size): misses.
    public var damaged: Int

    public init(sizes: [CardSizeKey: CardSize] = [:], damaged: Int = 0) {
        (self.sizes, self.damaged) = (sizes, damaged)
    }
}
