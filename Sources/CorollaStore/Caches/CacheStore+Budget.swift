extension CacheStore {
    /// The layout budget of a catalog that never set one: 64 MiB.
    public static let defaultLayoutBudget = 64 << 20

    /// How many bytes of layouts the cache keeps (`cache_settings.layout_budget_bytes`, else
    /// ``defaultLayoutBudget``), counted as ``stats()`` counts them.
    ///
    /// - Complexity: O(1).
    public func layoutBudget() throws -> Int {
        try database.fetchValue(Int.self, "SELECT value FROM cache_settings WHERE name = 'layout_budget_bytes'") ?? Self.defaultLayoutBudget
    }

    /// Stores the layout budget, then evicts the least recently used layouts beyond it, in one transaction.
    ///
    /// - Returns: how many entries were evicted.
    /// - Throws: `StoreError.invalidSetting` for a negative budget (nothing is changed).
    /// - Complexity: O(n log n) for n entries.
    @discardableResult
    public func setLayoutBudget(_ bytes: Int) throws -> Int {
        guard bytes >= 0 else {
            throw StoreError.invalidSetting(name: "layout_budget_bytes", value: bytes, reason: "a budget is 0 bytes or more")
        }
        return try database.write { database in
            try database.execute(
                "INSERT INTO cache_settings (name, value) VALUES ('layout_budget_bytes', ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
                [bytes.databaseValue])
            return try pruneLayouts(toBudget: bytes)
        }
    }

    /// Evicts layouts, least recently used first (by `last_used_at`, then the older entry), until the
    /// rest take at most `budget` bytes (counted as ``stats()`` counts them): one statement, which
    /// adds up the entries' bytes from the most recently used on and deletes those past the budget.
    ///
    /// - Returns: how many entries were deleted.
    /// - Complexity: O(n log n) for n entries; their blobs are measured, not read.
    @discardableResult
    public func pruneLayouts(toBudget budget: Int) throws -> Int {
        try database.write { database in try database.bookkeeping {
            try database.execute(
                """
                DELETE FROM layout_cache WHERE id IN (
                    SELECT id FROM (
                        SELECT layout_cache.id AS id, sum(\(Self.layoutEntryBytes)) OVER (
                            ORDER BY \(Self.layoutLastUsed) DESC, layout_cache.id DESC ROWS UNBOUNDED PRECEDING) AS kept
                        FROM layout_cache LEFT JOIN layout_cache_use ON layout_cache_use.entry_id = layout_cache.id)
                    WHERE kept > ?)
                """, [budget.databaseValue])
            return database.changes
        } }
    }
}
