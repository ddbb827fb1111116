extension CacheStore {
    /// Every stored layout, the most recently used first, without reading its blobs (their lengths
    /// come from the rows' headers).
    ///
    /// - Complexity: O(n log n) for n entries.
    public func layoutEntries() throws -> [LayoutEntrySummary] {
        try database.fetchAll(
            """
            SELECT configuration, container_width, container_height, scale, style, fingerprint, revision, length(manifest),
                \(Self.layoutEntryBytes), layout_cache.created_at, \(Self.layoutLastUsed), ifnull(layout_cache_use.hit_count, 0)
            FROM layout_cache LEFT JOIN layout_cache_use ON layout_cache_use.entry_id = layout_cache.id
            ORDER BY \(Self.layoutLastUsed) DESC, layout_cache.id DESC
            """
        ).map { row in
            LayoutEntrySummary(
                key: try LayoutCacheKey(row: row), revision: try row.decode(at: 6),
                cardCount: try row.decode(Int.self, at: 7) / BinaryCoding.manifestItemSize, bytes: try row.decode(at: 8),
                createdAt: try row.decode(at: 9), lastUsedAt: try row.decode(at: 10), hitCount: try row.decode(at: 11))
        }
    }

    /// The stored card sizes per style and measuring width, in that order.
    ///
    /// - Complexity: O(n log n) for n stored sizes (grouped in a temporary b-tree: the primary key
    ///   leads with the content hash).
    public func cardSizeTotals() throws -> [CardSizeTotal] {
        try database.fetchAll(
            "SELECT style, column_width, count(*), sum(\(Self.cardSizeBytes)) FROM card_sizes GROUP BY style, column_width ORDER BY style, column_width"
        ).map { row in
            CardSizeTotal(style: try row.decode(at: 0), columnWidth: try row.decode(at: 1), entries: try row.decode(at: 2), bytes: try row.decode(at: 3))
        }
    }
}
