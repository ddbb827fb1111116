/// How a grid was computed: what the caches gave, what was measured and laid out, and the time
/// each phase took.
public struct GridReport: Hashable, Sendable {
    /// What the layout cache gave.
    public enum Outcome: Hashable, Sendable, CustomStringConvertible {
        /// A layout stored for this revision: nothing was measured or laid out.
        case hit
        /// An older layout for the same key: its first `reused` cards (same plants, same measured
        /// content) kept their frames; only the rest was measured and laid out again.
        case partial(reused: Int)
        /// Nothing usable: every card was sized (from the measurement cache or measured) and laid out.
        case miss
        /// The request bypassed the caches (`noCache`).
        case bypassed

        public var description: String {
            switch self {
            case .hit: "hit"
            case .partial: "partial"
            case .miss: "miss"
            case .bypassed: "bypassed"
            }
        }

        /// The cards whose frames came from a cached layout.
        public var reused: Int {
            if case .partial(let reused) = self { return reused }
            return 0
        }
    }

    /// The phases of a grid computation.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// Comparing the catalog's cache machinery (tables, indexes, triggers) with the migrations'.
        case machinery
        /// Finding the measurer fingerprint (stored and checked, or computed with Pango).
        case fingerprint
        /// Reading the revision, the layout cache entry and the favorites, in one transaction.
        case snapshot
        /// Decoding a cached layout.
        case decoding
        /// Hashing what each card measures.
        case hashing
        /// Reading and writing the measurement cache.
        case cardSizes
        /// Measuring cards with Pango.
        case measuring
        /// Laying out (fully or from the first change).
        case layout
        /// Writing the layout to the cache.
        case storing
        /// Finding the cards a viewport shows (the layout's rect query).
        case query
        /// Reading what the measured or drawn cards show, after the snapshot (for a viewport, or
        /// a result without contents).
        case contents
    }

    public var outcome: GridReport.Outcome
    /// The catalog revision the grid shows.
    public var revision: Int64
    /// Distinct cards measured with Pango in this call (identical measured contents count once).
    public var cardsMeasured: Int
    /// Distinct card sizes read from the measurement cache.
    public var cardSizesFromCache: Int
    /// For a partial outcome, cards after the reused prefix whose size came from the stale layout's
    /// frame of a card with the same measured content (neither measured nor read from the cache).
    public var cardSizesFromLayout = 0
    /// Items the layout engine placed (0 for a hit; for a partial outcome, from the checkpoint
    /// before the first change).
    public var itemsLaidOut: Int
    /// Plants whose card contents were read: every favorite's, unless the result has no contents
    /// or a viewport, which read only the cards measured or drawn.
    public var contentsRead: Int
    /// The width cards were measured at (the column width, or the widest a free card may be); nil
    /// when the layout sizes the cards (fan).
    public var measuringWidth: Double?
    /// What went wrong with a cache entry and was repaired (a damaged entry deleted), one line each.
    public var notes: [String]
    /// Why the caches were not updated (the disk is full, the file read-only, …), when they were not.
    public var warning: String?
    /// Cards given an estimated size, not measured yet (``GridResult/estimate``).
    public var estimatedCards = 0
    /// The time of each phase that ran.
    public var timings: [GridReport.Phase: Duration]
    /// The time of the whole call.
    public var total: Duration

    /// ``total`` in milliseconds, to a tenth.
    public var milliseconds: Double {
        let (seconds, attoseconds) = total.components
        return ((Double(seconds) * 1_000 + Double(attoseconds) / 1e15) * 10).rounded() / 10
    }
}
