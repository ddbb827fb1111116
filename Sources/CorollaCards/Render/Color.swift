import CPangoCairo

/// A colour with alpha, components in 0…1.
struct Color {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double = 1

    /// An opaque colour from its `0xRRGGBB` value.
    init(hex: Int, alpha: Double = 1) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
        self.alpha = alpha
    }

    /// iOS `systemGroupedBackground`: the page behind the cards.
    static let page = Color(hex: 0xF2F2F7)
    static let card = Color(hex: 0xFFFFFF)
    /// iOS `label`.
    static let label = Color(hex: 0x000000)
    /// iOS `secondaryLabel`: #3C3C43 at 60 %.
    static let secondaryLabel = Color(hex: 0x3C3C43, alpha: 0.6)
    /// iOS `systemRed`: needs water.
    static let needsWater = Color(hex: 0xFF3B30)
    /// iOS `systemGreen`: watered.
    static let watered = Color(hex: 0x34C759)

    /// Makes this the source of `context`.
    func set(on context: OpaquePointer) {
        cairo_set_source_rgba(context, red, green, blue, alpha)
    }
}
