import CorollaLayout
import Foundation
import Synchronization

/// Measures plant cards with Pango: the size of a card for (content, style, width).
///
/// - Sizes are in points. The width is used as given (a measured card fills its column); the
///   height is rounded **up to a whole point**. A whole point is on the pixel grid at scales 1,
///   2 and 3, so one measurement serves every display scale, a layout that snaps frames to pixels
///   never shrinks it, and rounding up means the text is never clipped (it costs < 1 pt).
/// - Chips are as wide as their text (rounded up to a whole point) capped at the width; the
///   fixed style is ``CardMetrics/fixedSize`` and a tile ``CardMetrics/tileSize(width:)``, without
///   any Pango work.
/// - Lazy: creating a measurer does no font work; fontconfig starts on the first measurement.
/// - Thread-safe: every concurrent call borrows its own Pango context from a pool, so one
///   measurer can be shared by all threads; ``measure(_:style:width:)`` uses all cores.
public final class CardMeasurer: Sendable {
    /// What a measurement depends on besides the content.
    public struct Options: Hashable, Sendable {
        /// The font family for all text (`--font`); characters it lacks fall back through
        /// fontconfig (WenQuanYi Micro Hei for CJK, Noto Color Emoji for emoji on Debian).
        public var fontFamily: String
        public var metrics: CardMetrics

        public init(fontFamily: String = "Inter", metrics: CardMetrics = .standard) {
            self.fontFamily = fontFamily
            self.metrics = metrics
        }
    }

    public let options: Options
    /// The engines, created on first need. Shared with the renderer, which draws through the same
    /// code that measures.
    let pool: EnginePool
    /// How many cards Pango has laid out to measure them (the fixed style needs none): what a
    /// batch's deduplication saves, counted for its tests.
    let pangoMeasurements = Atomic<Int>(0)
    private let fingerprintCache = ComputedOnce<String>()
    private let substitutionCache = ComputedOnce<String?>()

    public init(options: Options = Options()) {
        self.options = options
        pool = EnginePool(family: options.fontFamily)
    }

    /// The size and diagnostics of one card.
    public func measurement(of content: CardContent, style: CardStyle, width: Double) -> CardMeasurement {
        if style == .fixed { return CardMeasurement(size: options.metrics.fixedSize) }
        if style == .tile { return CardMeasurement(size: options.metrics.tileSize(width: width)) }
        pangoMeasurements.add(1, ordering: .relaxed)
        let plan = pool.withEngine { $0.plan(content, style: style, width: width, metrics: options.metrics) }
        return CardMeasurement(size: plan.size, diagnostics: plan.diagnostics)
    }

    /// The size of one card.
    public func size(of content: CardContent, style: CardStyle, width: Double) -> Size {
        measurement(of: content, style: style, width: width).size
    }

    /// A description of everything a measurement depends on besides the content: the Pango,
    /// Cairo and fontconfig versions, the font family, the font files (path, size, modification
    /// time) the Latin and CJK texts resolve to, and the metrics. It changes whenever a
    /// measurement could change, so it belongs in every cache key. Computed once, on first use.
    public var fingerprint: String {
        fingerprintCache.value { pool.withEngine { Fingerprint.describe(engine: $0, options: options) } }
    }

    /// Whether a ``fingerprint`` computed earlier, by this process or another, still describes
    /// what measurers with `options` would measure, checked without Pango or fontconfig (so a
    /// cache can be trusted without creating a measurer): the measuring code, the Pango, Cairo
    /// and fontconfig versions, the family and the metrics are the same, and every font file it
    /// names still has its size and modification time.
    ///
    /// A font installed since, that fontconfig would now prefer, is not seen: a fresh
    /// ``fingerprint`` resolves the fonts again.
    ///
    /// - Complexity: one `stat` per font file named.
    public static func fingerprintIsCurrent(_ fingerprint: String, options: Options) -> Bool {
        Fingerprint.isCurrent(fingerprint, options: options)
    }

    /// Why the text is not drawn in ``Options/fontFamily``: fontconfig never fails to find a
    /// font, it silently substitutes the closest one it has, so a missing or misspelt family
    /// gives a message naming the family it resolved instead. `nil` when the family (or one of a
    /// comma-separated list, or a generic family such as `sans-serif`) is installed. Computed
    /// once, on first use; every render reports it as a diagnostic.
    public var fontSubstitution: String? {
        substitutionCache.value {
            FontCheck.substitution(asked: options.fontFamily, resolved: pool.withEngine { $0.resolvedFamilies() })
        }
    }
}

/// A value computed once, on first use, by whichever thread asks first.
private final class ComputedOnce<Value>: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var cached: Value?

    func value(_ compute: () -> Value) -> Value {
        lock.withLock {
            if let cached { return cached }
            let computed = compute()
            cached = computed
            return computed
        }
    }
}
