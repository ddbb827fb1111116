extension CacheStore {
    /// The cache budget of a catalog that never set one: 64 MiB.
    public static let defaultBudget = 64 << 20

    /// How many bytes of layouts and card sizes together the caches keep
    /// (`cache_settings.layout_budget_bytes`, else ``defaultBudget``), counted as ``stats()`` counts them.
    ///
    /// - Complexity: O(1).
    public func budget() throws -> Int {
        try database.fetchValue(Int.self, "SELECT value FROM cache_settings WHERE name = 'layout_budget_bytes'") ?? Self.defaultBudget
    }

    /// Stores the cache budget, then evicts the least recently used entries beyond it, in one transaction.
    ///
    /// - Returns: what was evicted.
    /// - Throws: `StoreError.invalidSetting` for a negative budget (nothing is changed).
    /// - Complexity: see ``prune(toBudget:)``.
    @discardableResult
    public func setBudget(_ bytes: Int) throws -> CacheEviction {
        guard bytes >= 0 else {
            throw StoreError.invalidSetting(name: "layout_budget_bytes", value: bytes, reason: "a budget is 0 bytes or more")
        }
        return try database.write { database in
            try database.execute(
                "INSERT INTO cache_settings (name, value) VALUES ('layout_budget_bytes', ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
                [bytes.databaseValue])
            return try prune(toBudget: bytes)
        }
    }

    /// Evicts entries, least recently used first, until the rest take at most `budget` bytes
    /// (counted as ``stats()`` counts them). An entry is a layout, or the card sizes of one style,
    /// measuring width and measurer (``CardSizeGroup``, used together): one ordering across both,
    /// by when each was last used, then layouts before card sizes, then the older layout. One
    /// query adds up the entries' bytes from the most recently used on and finds those past the
    /// budget, which are then deleted. A group's bytes are its `card_size_use` row's, which the
    /// triggers on `card_sizes` keep equal to the sum over its sizes (migration 0012): the stored
    /// sizes themselves are not read. Totals are added up as floating point (`total`), and a
    /// negative one counts as 0, so that no total plain SQL stores makes the query fail.
    ///
    /// - Returns: what was evicted.
    /// - Complexity: O(n log n) for n layouts and card-size groups (the layouts' blobs are
    ///   measured, not read), plus O(e) to delete e evicted sizes.
    @discardableResult
    public func prune(toBudget budget: Int) throws -> CacheEviction {
        try database.write { database in try database.bookkeeping {
            let evicted = try database.fetchAll(
                """
                WITH entries (is_sizes, id, style, column_width, fingerprint, bytes, used) AS (
                    SELECT 0, layout_cache.id, NULL, NULL, NULL, \(Self.layoutEntryBytes), \(Self.layoutLastUsed)
                    FROM layout_cache LEFT JOIN layout_cache_use ON layout_cache_use.entry_id = layout_cache.id
                    UNION ALL
                    SELECT 1, NULL, style, column_width, fingerprint, max(bytes, 0), last_used_at FROM card_size_use)
                SELECT is_sizes, id, style, column_width, fingerprint FROM (
                    SELECT *, total(bytes) OVER (ORDER BY used DESC, is_sizes, id DESC ROWS UNBOUNDED PRECEDING) AS kept FROM entries)
                WHERE kept > ?
                """, [budget.databaseValue])
            var eviction = CacheEviction()
            for row in evicted {
                if try row.decode(Int.self, at: 0) == 0 {
                    try database.execute("DELETE FROM layout_cache WHERE id = ?", [.integer(try row.decode(at: 1))])
                    eviction.layouts += database.changes
                } else {
                    let group = CardSizeGroup(style: try row.decode(at: 2), columnWidth: try row.decode(at: 3), fingerprint: try row.decode(at: 4))
                    try database.execute("DELETE FROM card_sizes WHERE style = ? AND column_width = ? AND fingerprint = ?", group.arguments)
                    eviction.cardSizes += database.changes
                    try database.execute("DELETE FROM card_size_use WHERE style = ? AND column_width = ? AND fingerprint = ?", group.arguments)
                }
            }
            return eviction
        } }
    }
}
