import CPangoCairo
import CorollaLayout

/// An owned `PangoLayout`: one paragraph of a card, laid out at a width. The same object is
/// measured and drawn, so what is drawn is what was measured.
final class TextLayout {
    let pointer: OpaquePointer

    init(pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// The logical size in points: the advance width of the widest line and the height of all
    /// lines (what the card's height is made of).
    var logicalSize: Size {
        var logical = PangoRectangle()
        pango_layout_get_extents(pointer, nil, &logical)
        return Size(width: Self.points(logical.width), height: Self.points(logical.height))
    }

    /// Where the lines start from the layout's left edge, in points: 0 unless a line is aligned
    /// away from it (a right-to-left paragraph in a left-aligned layout goes to the right).
    var logicalLeft: Double {
        var logical = PangoRectangle()
        pango_layout_get_extents(pointer, nil, &logical)
        return Self.points(logical.x)
    }

    /// The rectangle the glyphs cover, relative to the layout's origin, in points.
    var inkRect: Rect {
        var ink = PangoRectangle()
        pango_layout_get_extents(pointer, &ink, nil)
        return Rect(
            x: Self.points(ink.x), y: Self.points(ink.y), width: Self.points(ink.width),
            height: Self.points(ink.height))
    }

    /// The number of lines after wrapping and ellipsizing.
    var lineCount: Int { Int(pango_layout_get_line_count(pointer)) }

    /// The advance width of the widest line, in points, whatever the alignment (a line's trailing
    /// space is not counted). Advances only: no glyph outline is loaded.
    var widestLine: Double {
        (0..<pango_layout_get_line_count(pointer)).reduce(0.0) { widest, index in
            guard let line = pango_layout_get_line_readonly(pointer, index) else { return widest }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            return max(widest, Self.points(logical.width))
        }
    }

    /// The text laid out.
    var text: String { pango_layout_get_text(pointer).map { String(cString: $0) } ?? "" }

    /// Where each line starts in ``text``, as UTF-8 offsets (0 first).
    var lineStarts: [Int] {
        (0..<pango_layout_get_line_count(pointer)).compactMap { pango_layout_get_line_readonly(pointer, $0).map { Int($0.pointee.start_index) } }
    }

    /// The number of characters no font could draw (shown as boxes).
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(pointer)) }

    /// Whether Pango had to ellipsize the text.
    var isEllipsized: Bool { pango_layout_is_ellipsized(pointer) != 0 }

    private static func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }
}
