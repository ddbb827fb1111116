/// The two layout caches: card sizes (measurements) and whole layouts (frames).
///
/// Both hold only what can be recomputed. Hits and misses are counted in the file (`cache_counters`),
/// so `stats()` adds up every process's lookups:
/// - a card-size hit is a requested key that had a size; a miss, one that had none;
/// - a layout hit is a lookup that found an entry at the requested revision; a miss, one that found
///   none or only a stale one (even if the caller then reuses part of it).
public struct CacheStore {
    let database: Database

    /// The tables of the caches and their settings: what they hold can be recomputed or set again.
    public static let tableNames = MachineryDifference.cacheTables

    /// The bytes of a `layout_cache` row joined with its `layout_cache_use` row: its text and blob
    /// bytes, plus 8 per number (not its share of the file).
    static let layoutEntryBytes = """
        length(CAST(configuration AS BLOB)) + length(CAST(style AS BLOB)) + length(CAST(fingerprint AS BLOB)) + length(manifest) + length(frames)
            + length(checksum) + length(CAST(layout_cache.created_at AS BLOB)) + ifnull(length(CAST(layout_cache_use.last_used_at AS BLOB)), 0) + 8 * 7
        """

    /// The bytes of a `card_sizes` row, counted the same way: the expression the triggers of
    /// migration 0012 add to and take from their group's `card_size_use.bytes`.
    static let cardSizeBytes =
        "length(card_sizes.content_hash) + length(CAST(card_sizes.style AS BLOB)) + length(CAST(card_sizes.fingerprint AS BLOB)) + length(card_sizes.checksum) + length(CAST(card_sizes.created_at AS BLOB)) + 8 * 3"

    /// When a `layout_cache` row joined with its `layout_cache_use` row was last used (a missing use
    /// row, after plain-SQL edits, reads as never used since creation).
    static let layoutLastUsed = "ifnull(layout_cache_use.last_used_at, layout_cache.created_at)"

    /// Adds `amount` to a counter of `cache_counters`.
    func count(_ counter: Counter, _ amount: Int) throws {
        guard amount > 0 else { return }
        try database.bookkeeping {
            try database.execute("UPDATE cache_counters SET value = value + ? WHERE name = ?", [amount.databaseValue, .text(counter.rawValue)])
        }
    }

    enum Counter: String, CaseIterable {
        case layoutHits = "layout_hits"
        case layoutMisses = "layout_misses"
        case cardSizeHits = "card_size_hits"
        case cardSizeMisses = "card_size_misses"
    }
}
