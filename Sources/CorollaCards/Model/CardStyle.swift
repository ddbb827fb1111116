/// How a plant is drawn as a card; ``CardMetrics`` holds the numbers.
public enum CardStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// The seed's `CardCell` made self-sizing: a 56×56 image, the name (bold, wrapping) and the
    /// kind, centred; its height follows the text at the given width.
    case card
    /// The card plus a watering line ("Water today" or how often) and the notes (at most
    /// ``CardMetrics/notesMaxLines`` lines, then an ellipsis); a plant with a photo aspect gets a
    /// full-width image area of that aspect instead of the square.
    case detail
    /// A one-line pill with a watering dot and the name: as wide as its text, capped at the
    /// available width (ellipsis), ``CardMetrics/chipHeight`` high.
    case chip
    /// The seed's first grid: always ``CardMetrics/fixedSize``; the name takes the lines the
    /// height leaves (the kind's line kept), then an ellipsis.
    case fixed
    /// A compact tile, a fan's card: the photo or the watering tile above the name (bold, on at
    /// most ``CardMetrics/tileNameLines`` lines, then an ellipsis); always `width` ×
    /// `width · tileHeightRatio` (72×96 at a fan's default item width), whatever the name.
    case tile
}
