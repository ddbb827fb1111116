import CPangoCairo

/// How one sample text renders: the fonts fontconfig resolved for it and the characters no font
/// could draw. What `corolla doctor` shows for Latin and CJK plant names.
public struct FontProbe: Hashable, Sendable {
    /// The script the sample is written in: `latin` or `cjk`.
    public var script: String
    public var sample: String
    /// The family names of the fonts the sample's runs were shaped with, in order of first use.
    public var families: [String]
    /// The files of those fonts.
    public var files: [String]
    /// Characters drawn as unknown-glyph boxes (0 when the sample renders fully).
    public var unknownGlyphs: Int
}

/// The versions of the text and drawing libraries the cards are measured and drawn with.
public struct GraphicsVersions: Hashable, Sendable {
    public var pango: String
    public var cairo: String
    public var fontconfig: String

    /// The versions of the libraries this process loaded.
    public static var current: GraphicsVersions {
        let fontconfig = Int(FcGetVersion())
        return GraphicsVersions(
            pango: String(cString: pango_version_string()), cairo: String(cString: cairo_version_string()),
            fontconfig: "\(fontconfig / 10000).\(fontconfig / 100 % 100).\(fontconfig % 100)")
    }
}

extension CardMeasurer {
    /// Lays out a Latin and a CJK plant name (the fingerprint's samples) in the measurer's family
    /// and reports the fonts they resolved to and whether every character could be drawn.
    ///
    /// - Complexity: one Pango layout per sample (starts fontconfig if it has not started).
    public func probeFonts() -> [FontProbe] {
        pool.withEngine { engine in
            Fingerprint.samples.sorted { $0.key > $1.key }.map { script, sample in
                let style = TextStyle(font: FontKey(size: options.metrics.titleSize, bold: false), width: nil, centered: false, maxLines: nil)
                let layout = engine.layout(sample, style)
                return FontProbe(
                    script: script, sample: sample, families: layout.fontFamilies, files: layout.fontFiles,
                    unknownGlyphs: layout.unknownGlyphCount)
            }
        }
    }
}
