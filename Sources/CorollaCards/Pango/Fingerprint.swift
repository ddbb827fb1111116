import CPangoCairo
import Foundation

/// Builds ``CardMeasurer/fingerprint``.
enum Fingerprint {
    /// Texts whose fonts are resolved: one per script a plant name is commonly written in.
    static let samples = ["latin": "Monstera deliciosa", "cjk": "龟背竹"]

    /// Versions, family, resolved font files and metrics, one fact per line.
    static func describe(engine: TextEngine, options: CardMeasurer.Options) -> String {
        let versions = [
            "pango \(String(cString: pango_version_string()))",
            "cairo \(String(cString: cairo_version_string()))",
            "fontconfig \(FcGetVersion())",
        ]
        // The first line names the measuring code: bump it when the card plan or the Pango context
        // settings change what a card measures.
        var lines = ["corolla-cards 1", versions.joined(separator: "; "), "family \(options.fontFamily)"]
        for (script, text) in samples.sorted(by: { $0.key < $1.key }) {
            for bold in [false, true] {
                let style = TextStyle(
                    font: FontKey(size: options.metrics.titleSize, bold: bold), width: nil, centered: false,
                    maxLines: nil)
                let files = engine.layout(text, style).fontFiles.map(describeFile)
                lines.append("\(script)\(bold ? " bold" : ""): \(files.joined(separator: ", "))")
            }
        }
        lines.append("metrics \(metricsDescription(options.metrics))")
        return lines.joined(separator: "\n")
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
    var fontFiles: [String] {
        var files: [String] = []
        guard let iterator = pango_layout_get_iter(pointer) else { return files }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iterator), let file = Self.file(of: run),
                !files.contains(file)
            {
                files.append(file)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return files
    }

    private static func file(of run: UnsafeMutablePointer<PangoLayoutRun>) -> String? {
        guard let pattern = corolla_font_pattern(corolla_run_font(run)) else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }
}
