/// The card sizes measured for one style and width by one measurer: they are used together (a grid
/// at one width), so the cache budget keeps or evicts them together.
struct CardSizeGroup: Hashable {
    var style: String
    var columnWidth: Double
    var fingerprint: String

    init(_ key: CardSizeKey) {
        (style, columnWidth, fingerprint) = (key.style, key.columnWidth, key.fingerprint)
    }

    init(style: String, columnWidth: Double, fingerprint: String) {
        (self.style, self.columnWidth, self.fingerprint) = (style, columnWidth, fingerprint)
    }

    var arguments: [DatabaseValue] {
        [.text(style), .real(columnWidth), .text(fingerprint)]
    }
}
