import CPangoCairo

/// An owned `PangoFontDescription`: a family, a weight and a size in points.
final class FontDescription {
    let pointer: OpaquePointer

    /// A description of `family` (a comma-separated list is allowed) at `size` points.
    init(family: String, size: Double, bold: Bool) {
        pointer = pango_font_description_new()
        pango_font_description_set_family(pointer, family)
        pango_font_description_set_weight(pointer, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_size(pointer, Int32((size * Double(PANGO_SCALE)).rounded()))
    }

    deinit {
        pango_font_description_free(pointer)
    }
}
