extension CacheStore {
    /// Empties both caches and the stored measurer fingerprints and resets the counters, then gives
    /// the pages they took back to the file system (`Database.releaseFreePages()`): once the
    /// write-ahead log is checkpointed, the file is no larger than before the caches were filled.
    ///
    /// - Throws: a `DatabaseError`; when only the release fails (another process holds the write
    ///   lock past the busy timeout), the caches are empty all the same.
    /// - Complexity: O(n) for n entries.
    public func clear() throws {
        try database.write { _ in try empty() }
        try database.releaseFreePages()
    }

    /// Deletes every entry of both caches and the stored measurer fingerprints, and resets the
    /// counters, in one write (the caller's transaction, if any).
    ///
    /// - Complexity: O(n) for n entries.
    func empty() throws {
        try database.write { database in
            try database.execute("DELETE FROM layout_cache_use")
            try database.execute("DELETE FROM layout_cache")
            try database.execute("DELETE FROM card_sizes")
            try database.execute("DELETE FROM card_size_use")
            try database.execute("DELETE FROM measurer_fingerprints")
            try database.execute("UPDATE cache_counters SET value = 0")
        }
    }

    /// Entries, bytes, hits and misses of both caches (see `CacheStore` for what counts as which).
    ///
    /// - Complexity: O(n) for n entries.
    public func stats() throws -> CacheStats {
        try database.read { database in
            let layouts = try database.fetchOne(
                """
                SELECT count(*), ifnull(sum(\(Self.layoutEntryBytes)), 0)
                FROM layout_cache LEFT JOIN layout_cache_use ON layout_cache_use.entry_id = layout_cache.id
                """)
            let sizes = try database.fetchOne(
                "SELECT count(*), ifnull(sum(\(Self.cardSizeBytes)), 0) FROM card_sizes")
            var counters: [String: Int] = [:]
            for row in try database.fetchAll("SELECT name, value FROM cache_counters") {
                counters[try row.decode(at: 0)] = try row.decode(at: 1)
            }
            func counter(_ counter: Counter) -> Int { counters[counter.rawValue] ?? 0 }
            return CacheStats(
                layoutEntries: try layouts.orMissingRow("layout_cache").decode(at: 0), layoutBytes: try layouts.orMissingRow("layout_cache").decode(at: 1),
                layoutHits: counter(.layoutHits), layoutMisses: counter(.layoutMisses),
                cardSizeEntries: try sizes.orMissingRow("card_sizes").decode(at: 0), cardSizeBytes: try sizes.orMissingRow("card_sizes").decode(at: 1),
                cardSizeHits: counter(.cardSizeHits), cardSizeMisses: counter(.cardSizeMisses))
        }
    }
}
