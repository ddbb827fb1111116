import CPangoCairo
import Foundation

/// Builds ``CardMeasurer/fingerprint``.
enum Fingerprint {
    /// Texts whose fonts are resolved: one per script a plant name is commonly written in.
    static let samples = ["latin": "Monstera deliciosa", "cjk": "龟背竹"]

    /// Versions, family, resolved font files and metrics, one fact per line.
    static func describe(engine: TextEngine, options: CardMeasurer.Options) -> String {
        var fonts: [String] = []
        for (script, text) in samples.sorted(by: { $0.key < $1.key }) {
            for bold in [false, true] {
                let style = TextStyle(
                    font: FontKey(size: options.metrics.titleSize, bold: bold), width: nil, centered: false,
                    maxLines: nil)
                let label = "font \(script)\(bold ? " bold" : "")"
                let files = engine.layout(text, style).fontFiles
                fonts += files.isEmpty ? [label] : files.map { "\(label): \(describeFile($0))" }
            }
        }
        return compose(options: options, fontLines: fonts)
    }

    /// Whether `fingerprint` still holds, without fontconfig or Pango: the code, the library
    /// versions, the family and the metrics are today's, and every font file it names has the same
    /// size and modification time. A newly installed font that fontconfig would now prefer is not
    /// seen: only a fresh ``describe(engine:options:)`` resolves the fonts again.
    static func isCurrent(_ fingerprint: String, options: CardMeasurer.Options) -> Bool {
        let fonts = fingerprint.split(separator: "\n").filter { $0.hasPrefix("font ") }.map { line -> String in
            guard let colon = line.range(of: ": "), let open = line.range(of: " (", options: .backwards),
                colon.upperBound <= open.lowerBound
            else { return String(line) }
            return String(line[..<colon.upperBound]) + describeFile(String(line[colon.upperBound..<open.lowerBound]))
        }
        return compose(options: options, fontLines: fonts) == fingerprint
    }

    /// The fingerprint's lines around the font lines, which need no font work.
    private static func compose(options: CardMeasurer.Options, fontLines: [String]) -> String {
        let versions = [
            "pango \(String(cString: pango_version_string()))",
            "cairo \(String(cString: cairo_version_string()))",
            "fontconfig \(FcGetVersion())",
        ]
        // The first line names the measuring code: bump it when the card plan or the Pango context
        // settings change what a card measures.
        let head = ["corolla-cards 3", versions.joined(separator: "; "), "family \(options.fontFamily)"]
        return (head + fontLines + ["metrics \(metricsDescription(options.metrics))"]).joined(separator: "\n")
    }

    /// `path (size bytes, modified seconds since 1970)`, so an updated font file changes it.
    private static func describeFile(_ path: String) -> String {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(path) (\(size) bytes, modified \(modified))"
    }

    /// The metrics as sorted-key JSON: every field, in a stable order.
    private static func metricsDescription(_ metrics: CardMetrics) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(metrics) else { return String(describing: metrics) }
        return String(decoding: data, as: UTF8.self)
    }
}

extension TextLayout {
    /// The files of the fonts its runs were shaped with, in order of first use.
    var fontFiles: [String] { fontProperty("file") }

    /// The (first) family names of the fonts its runs were shaped with, in order of first use.
    var fontFamilies: [String] { fontProperty("family") }

    /// A fontconfig string property of each run's font, each value once, in order of first use.
    private func fontProperty(_ property: String) -> [String] {
        var values: [String] = []
        guard let iterator = pango_layout_get_iter(pointer) else { return values }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iterator), let value = Self.string(property, of: run),
                !values.contains(value)
            {
                values.append(value)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return values
    }

    private static func string(_ property: String, of run: UnsafeMutablePointer<PangoLayoutRun>) -> String? {
        guard let pattern = corolla_font_pattern(corolla_run_font(run)) else { return nil }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, property, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
