import CorollaCards
import CorollaLayout
import CorollaStore
import Foundation

extension CatalogService {
    /// The measurer fingerprint, without creating a measurer when the stored one still holds
    /// (`CardMeasurer.fingerprintIsCurrent`: same versions, family, metrics and font files);
    /// otherwise computed with Pango and stored for the next call, by this process or another.
    ///
    /// - Complexity: O(1) reads and a `stat` per font file when stored; else one Pango layout per
    ///   sample text.
    func measurerFingerprint() throws -> String {
        let options = measurerFactory.options
        let name = Self.describe(options)
        if let stored = try store.caches.measurerFingerprint(for: name), CardMeasurer.fingerprintIsCurrent(stored, options: options) {
            return stored
        }
        let computed = measurer().fingerprint
        try store.caches.putMeasurerFingerprint(computed, for: name)
        return computed
    }

    /// What the measurement cache keys sizes by for the measurer `fingerprint`: its digest in
    /// hexadecimal. The fingerprint itself names versions and font files (hundreds of bytes), too
    /// long to repeat in every card size's key; the digest changes whenever it does.
    static func cardSizeFingerprint(_ fingerprint: String) -> String {
        ContentHash(of: fingerprint).description
    }

    /// The measurer options as the stored fingerprints are keyed: the family and the metrics (as
    /// sorted-key JSON).
    private static func describe(_ options: CardMeasurer.Options) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let metrics = (try? encoder.encode(options.metrics)).map { String(decoding: $0, as: UTF8.self) } ?? "\(options.metrics)"
        return "family \(options.fontFamily)\nmetrics \(metrics)"
    }
}
