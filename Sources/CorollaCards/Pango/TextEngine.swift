import CPangoCairo
import Foundation

/// One Pango font map and context, used by one thread at a time: Pango objects are not
/// thread-safe, so every concurrent measurement gets its own engine (see ``EnginePool``).
///
/// The context runs at 72 dpi (1 point = 1 unit at scale 1), with hinted metrics and rounded
/// glyph positions turned off, so a layout has the same size at every display scale and on
/// every surface, and is drawn exactly as it was measured.
final class TextEngine {
    /// The font family asked for; fontconfig falls back per character (CJK, symbols).
    let family: String
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private var fonts: [FontKey: FontDescription] = [:]
    private var hyphenWidths: [FontKey: Double] = [:]

    init(family: String) {
        self.family = family
        fontMap = pango_cairo_font_map_new()
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        fonts.removeAll()
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Lays out `text` as `style` says, wrapping between words (after a space or a hyphen, never
    /// before a hyphen: hyphen-minus is drawn as U+2010); only when a word is wider than the whole
    /// line (a line is wider than the width by more than a hyphen, which Pango lets a line ending
    /// in one overhang by) are its characters wrapped too. (Pango's word-or-character wrapping
    /// alone also breaks words that would fit on the next line, as in "(mother" / "-in-law's".)
    func layout(_ text: String, _ style: TextStyle) -> TextLayout {
        let layout = TextLayout(pointer: pango_layout_new(context))
        pango_layout_set_font_description(layout.pointer, font(style.font))
        pango_layout_set_wrap(layout.pointer, PANGO_WRAP_WORD)
        pango_layout_set_alignment(layout.pointer, style.centered ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT)
        if let width = style.width {
            pango_layout_set_width(layout.pointer, Self.units(max(0, width)))
        }
        if let maxLines = style.maxLines {
            pango_layout_set_height(layout.pointer, -Int32(clamping: maxLines))
            pango_layout_set_ellipsize(layout.pointer, PANGO_ELLIPSIZE_END)
        }
        let drawn = style.maxLines == nil ? text : Self.oneParagraph(text)
        pango_layout_set_text(layout.pointer, drawn.replacingOccurrences(of: "-", with: Self.hyphenHeldToItsWord), -1)
        if let width = style.width, layout.widestLine > width + hyphenWidth(style.font) {
            pango_layout_set_wrap(layout.pointer, PANGO_WRAP_WORD_CHAR)
        }
        return layout
    }

    /// `text` as one paragraph whose line breaks stay breaks: each paragraph separator (CR, LF,
    /// CRLF, U+2029, as Pango reads them) becomes a line separator (U+2028). Pango limits the lines
    /// of each paragraph (`pango_layout_set_height`), so a text of several paragraphs would
    /// otherwise take its line limit once per paragraph and overflow a card of fixed height.
    private static func oneParagraph(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\u{2029}" }) else { return text }
        var scalars = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\n" where previous == "\r": continue
            case "\n", "\r", "\u{2029}": scalars.append("\u{2028}")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The advance of a hyphen in `key`'s font, measured once per engine.
    private func hyphenWidth(_ key: FontKey) -> Double {
        if let known = hyphenWidths[key] { return known }
        let width = layout(Self.hyphenHeldToItsWord, TextStyle(font: key, width: nil, centered: false, maxLines: nil)).logicalSize.width
        hyphenWidths[key] = width
        return width
    }

    /// What a hyphen-minus is drawn as: U+2010 HYPHEN, the same glyph, which a line may break
    /// after but never before (Pango breaks before a hyphen-minus followed by a letter, even after
    /// a word joiner).
    private static let hyphenHeldToItsWord = "\u{2010}"

    /// The font Pango loads for `key`, which the caller must unref; `nil` when there is none.
    func loadFont(_ key: FontKey) -> UnsafeMutablePointer<PangoFont>? {
        pango_font_map_load_font(fontMap, context, font(key))
    }

    /// The description for `key`, created on first use and kept for the engine's life.
    private func font(_ key: FontKey) -> OpaquePointer {
        if let known = fonts[key] { return known.pointer }
        let description = FontDescription(family: family, size: key.size, bold: key.bold)
        fonts[key] = description
        return description.pointer
    }

    private static func units(_ points: Double) -> Int32 {
        Int32(clamping: Int((points * Double(PANGO_SCALE)).rounded(.down)))
    }
}

/// A font size and weight; the family is the engine's.
struct FontKey: Hashable {
    var size: Double
    var bold: Bool
}

/// How one paragraph is laid out.
struct TextStyle: Hashable {
    var font: FontKey
    /// The wrapping width in points, or `nil` for one unbounded line per paragraph.
    var width: Double?
    var centered: Bool
    /// At most this many lines, the last one ellipsized; `nil` for no limit.
    var maxLines: Int?
}
