extension CacheStore {
    private static let now = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
    /// The entry's columns and its use (from `layout_cache_use`, which `putLayout` always writes; a
    /// missing use row, after plain-SQL edits, reads as never used since creation).
    private static let entryColumns =
        "configuration, container_width, container_height, scale, style, fingerprint, revision, manifest, frames, content_width, content_height, layout_cache.created_at, ifnull(layout_cache_use.last_used_at, layout_cache.created_at), ifnull(layout_cache_use.hit_count, 0), layout_cache.id"

    /// Looks a layout up for `revision` and counts the outcome: a hit also touches the entry.
    ///
    /// - Returns: `.hit` at `revision`, `.stale` for an entry of another revision, or `.absent`.
    /// - Complexity: O(log n) plus the blobs' size.
    public func lookupLayout(_ key: LayoutCacheKey, revision: Int64) throws -> LayoutLookup {
        try database.write { _ in
            guard let entry = try layoutEntryWithID(for: key) else {
                try count(.layoutMisses, 1)
                return .absent
            }
            guard entry.entry.value.revision == revision else {
                try count(.layoutMisses, 1)
                return .stale(entry.entry)
            }
            try touchLayout(id: entry.id)
            try count(.layoutHits, 1)
            return .hit(entry.entry)
        }
    }

    /// The stored layout for `key`, whatever its revision, without counting or touching it.
    ///
    /// - Complexity: O(log n) plus the blobs' size.
    public func layoutEntry(for key: LayoutCacheKey) throws -> LayoutCacheEntry? {
        try layoutEntryWithID(for: key)?.entry
    }

    /// The stored layout for `key` and its row id.
    private func layoutEntryWithID(for key: LayoutCacheKey) throws -> (entry: LayoutCacheEntry, id: Int64)? {
        let sql = "SELECT \(Self.entryColumns) FROM layout_cache LEFT JOIN layout_cache_use ON layout_cache_use.entry_id = layout_cache.id WHERE \(LayoutCacheKey.matchSQL)"
        guard let row = try database.fetchOne(sql, key.arguments) else { return nil }
        return (try LayoutCacheEntry(row: row), try row.decode(at: 14))
    }

    /// Stores the layout for `key`, replacing the entry it had (of any revision): created and used now,
    /// no hits yet.
    ///
    /// - Complexity: O(log n) plus the blobs' size.
    public func putLayout(_ value: LayoutCacheValue, for key: LayoutCacheKey) throws {
        let valueArguments: [DatabaseValue] = [
            .integer(value.revision), .blob(BinaryCoding.encode(manifest: value.manifest)), .blob(BinaryCoding.encode(frames: value.frames)),
            .real(value.contentWidth), .real(value.contentHeight),
        ]
        try database.write { database in try database.bookkeeping {
            try database.execute("DELETE FROM layout_cache WHERE \(LayoutCacheKey.matchSQL)", key.arguments)
            try database.execute(
                "INSERT INTO layout_cache (configuration, container_width, container_height, scale, style, fingerprint, revision, manifest, frames, content_width, content_height) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                key.arguments + valueArguments)
            // Replacing: a use row left by an entry deleted with plain SQL (foreign keys off) may have this id.
            try database.execute("INSERT OR REPLACE INTO layout_cache_use (entry_id) VALUES (?)", [.integer(database.lastInsertRowID)])
        } }
    }

    /// Marks the entry for `key` as used now and adds one to its hit count.
    ///
    /// - Returns: whether there was such an entry.
    /// - Complexity: O(log n).
    @discardableResult
    public func touchLayout(_ key: LayoutCacheKey) throws -> Bool {
        try database.write { database in
            guard let id = try database.fetchValue(Int64.self, "SELECT id FROM layout_cache WHERE \(LayoutCacheKey.matchSQL)", key.arguments) else {
                return false
            }
            try touchLayout(id: id)
            return true
        }
    }

    /// Marks the entry with row id `id` as used now and adds one to its hit count: one short row of
    /// `layout_cache_use` (the entry's row, with its blobs, is not rewritten).
    private func touchLayout(id: Int64) throws {
        try database.bookkeeping { try database.execute(
            """
            INSERT INTO layout_cache_use (entry_id, last_used_at, hit_count) VALUES (?1, \(Self.now), 1)
            ON CONFLICT (entry_id) DO UPDATE SET last_used_at = excluded.last_used_at, hit_count = hit_count + 1
            """, [.integer(id)]) }
    }
}

extension LayoutCacheEntry {
    /// Decodes a row of the frame cache's columns, in `entryColumns` order.
    init(row: Row) throws {
        key = LayoutCacheKey(
            configuration: try row.decode(at: 0), containerWidth: try row.decode(at: 1), containerHeight: try row.decode(at: 2),
            scale: try row.decode(at: 3), style: try row.decode(at: 4), fingerprint: try row.decode(at: 5))
        value = LayoutCacheValue(
            revision: try row.decode(at: 6), manifest: try BinaryCoding.decodeManifest(row.decode(at: 7)),
            frames: try BinaryCoding.decodeFrames(row.decode(at: 8)), contentWidth: try row.decode(at: 9), contentHeight: try row.decode(at: 10))
        createdAt = try row.decode(at: 11)
        lastUsedAt = try row.decode(at: 12)
        hitCount = try row.decode(at: 13)
    }
}
