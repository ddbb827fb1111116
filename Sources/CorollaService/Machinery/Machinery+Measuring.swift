import CorollaCards
import CorollaLayout
import CorollaStore
import Foundation

extension CatalogService.Machinery {
    /// The stored measurer fingerprint when it still holds (`CardMeasurer.fingerprintIsCurrent`:
    /// same versions, family, metrics and font files), without creating a measurer.
    ///
    /// - Complexity: O(1) reads and a `stat` per font file.
    func storedMeasurerFingerprint() throws -> String? {
        let options = service.measurerFactory.options
        guard let stored = try store.caches.measurerFingerprint(for: Self.describe(options)),
            CardMeasurer.fingerprintIsCurrent(stored, options: options)
        else { return nil }
        return stored
    }

    /// Stores `fingerprint` as the measurer's, for the next call by this process or another.
    func storeMeasurerFingerprint(_ fingerprint: String) throws {
        try store.caches.putMeasurerFingerprint(fingerprint, for: Self.describe(service.measurerFactory.options))
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
