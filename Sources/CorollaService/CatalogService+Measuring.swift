import CorollaCards
import CorollaLayout
import CorollaStore
import Foundation

/// Counts of the sizing phase, for the report.
struct SizingCounts {
    var measured = 0
    var fromCache = 0
}

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

    /// The sizes of `contents` as `style` cards at `width`, in order: from the measurement cache,
    /// keyed by `hashes` (what each card measures), and the rest measured once per distinct hash
    /// on all cores and stored. `fingerprint` nil bypasses the cache: everything is measured.
    ///
    /// - Complexity: O(n) for n cards, plus O(d log m) cache reads for d distinct cards and the
    ///   measurement of those the cache lacks.
    func cardSizes(
        _ contents: ArraySlice<CardContent>, hashes: ArraySlice<ContentHash>, style: CardStyle, width: Double,
        fingerprint: String?, clock: inout PhaseClock, counts: inout SizingCounts,
        progress: (@Sendable (Int, Int) -> Void)?
    ) throws -> [Size] {
        guard let fingerprint else {
            counts.measured = Set(contents.map { MeasuredContent($0, style: style) }).count
            return clock.time(.measuring) { measurer().measure(Array(contents), style: style, width: width, progress: progress) }
        }
        var firstCard: [ContentHash: Int] = [:]
        for (index, hash) in zip(contents.indices, hashes) where firstCard[hash] == nil { firstCard[hash] = index }
        let keyFingerprint = Self.cardSizeFingerprint(fingerprint)
        let key = { (hash: ContentHash) in
            CardSizeKey(contentHash: hash, style: style.rawValue, columnWidth: width, fingerprint: keyFingerprint)
        }
        var sizes: [ContentHash: Size] = [:]
        for (stored, size) in try clock.time(.cardSizes, { try store.caches.cardSizes(for: firstCard.keys.map(key)) }) {
            sizes[stored.contentHash] = Size(width: size.width, height: size.height)
        }
        let missing = firstCard.filter { sizes[$0.key] == nil }.sorted { $0.value < $1.value }
        counts.fromCache = sizes.count
        counts.measured = missing.count
        if !missing.isEmpty {
            let measured = clock.time(.measuring) {
                measurer().measure(missing.map { contents[$0.value] }, style: style, width: width, progress: progress)
            }
            var new: [CardSizeKey: CardSize] = [:]
            for ((hash, _), size) in zip(missing, measured) {
                sizes[hash] = size
                new[key(hash)] = CardSize(width: size.width, height: size.height)
            }
            try clock.time(.cardSizes) { try store.caches.putCardSizes(new) }
        }
        // Every hash is in `sizes` now: found in the cache or just measured.
        return hashes.map { sizes[$0] ?? .zero }
    }

    /// What the measurement cache keys sizes by for the measurer `fingerprint`: its SHA-256 in
    /// hexadecimal. The fingerprint itself names versions and font files (about 800 bytes), and
    /// written into every card size's key it made storing 10,000 sizes five times slower (0.15 s
    /// instead of 0.03 s) and looking them up twice as slow; the digest changes whenever it does.
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
