/// The measurement cache's key: a card's content, how it is drawn, and by what.
public struct CardSizeKey: Hashable, Sendable {
    public var contentHash: ContentHash
    /// The card style (`compact`, `detail`, …) with anything else that changes its look.
    public var style: String
    /// The width the card was measured for (> 0).
    public var columnWidth: Double
    /// The measurer's fingerprint: fonts, library versions — anything that changes a measurement.
    public var fingerprint: String

    public init(contentHash: ContentHash, style: String, columnWidth: Double, fingerprint: String) {
        self.contentHash = contentHash
        self.style = style
        self.columnWidth = columnWidth
        self.fingerprint = fingerprint
    }

    var arguments: [DatabaseValue] {
        [.blob(contentHash.bytes), .text(style), .real(columnWidth), .text(fingerprint)]
    }
}

/// A measured card size, in points.
public struct CardSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
