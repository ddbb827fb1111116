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

    /// Makes this the source of `context`.
    func set(on context: OpaquePointer) {
        cairo_set_source_rgba(context, red, green, blue, alpha)
    }
}
