extension CacheStore {
    private static let now = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
    /// The entry's columns and its use (from `layout_cache_use`, which `putLayout` always writes).
    private static let entryColumns =
        "configuration, container_width, container_height, scale, style, fingerprint, revision, manifest, frames, content_width, content_height, layout_cache.created_at, \(layoutLastUsed), ifnull(layout_cache_use.hit_count, 0), layout_cache.id, checksum"

    /// Looks a layout up for `revision`; with `recordingUse`, counts the outcome and marks a hit's
    /// entry as used (a write), otherwise only reads.
    ///
    /// - Returns: `.hit` at `revision`, `.stale` for an entry of another revision, `.unreadable`
    ///   for a row that does not decode, or `.absent`.
    /// - Complexity: O(log n) plus the blobs' size.
    public func lookupLayout(_ key: LayoutCacheKey, revision: Int64, recordingUse: Bool = true) throws -> LayoutLookup {
        let found: (entry: LayoutCacheEntry, id: Int64)?
        do {
            found = try layoutEntryWithID(for: key)
        } catch let error as RowDecodingError {
            return .unreadable(reason: "\(error)")
        } catch let error as StoreError {
            return .unreadable(reason: "\(error)")
        }
        guard recordingUse else {
            guard let found else { return .absent }
            return found.entry.value.revision == revision ? .hit(found.entry) : .stale(found.entry)
        }
        return try database.write { _ in
            guard let found else {
                try count(.layoutMisses, 1)
                return .absent
            }
            guard found.entry.value.revision == revision else {
                try count(.layoutMisses, 1)
                return .stale(found.entry)
            }
            try touchLayout(id: found.id)
            try count(.layoutHits, 1)
            return .hit(found.entry)
        }
    }

    /// Deletes the layout stored for `key`, if any.
    ///
    /// - Complexity: O(log n).
    public func deleteLayout(_ key: LayoutCacheKey) throws {
        try database.write { database in try database.bookkeeping {
            try database.execute("DELETE FROM layout_cache WHERE \(LayoutCacheKey.matchSQL)", key.arguments)
        } }
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
        let manifest = BinaryCoding.encode(manifest: value.manifest)
        let frames = BinaryCoding.encode(frames: value.frames)
        let checksum = BinaryCoding.checksum(
            revision: value.revision, manifest: manifest, frames: frames, contentWidth: value.contentWidth, contentHeight: value.contentHeight)
        let valueArguments: [DatabaseValue] = [
            .integer(value.revision), .blob(manifest), .blob(frames), .real(value.contentWidth), .real(value.contentHeight), .blob(checksum),
        ]
        try database.write { database in try database.bookkeeping {
            try database.execute("DELETE FROM layout_cache WHERE \(LayoutCacheKey.matchSQL)", key.arguments)
            try database.execute(
                "INSERT INTO layout_cache (configuration, container_width, container_height, scale, style, fingerprint, revision, manifest, frames, content_width, content_height, checksum) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
    ///
    /// - Throws: `RowDecodingError` for a value of the wrong type; `StoreError.malformedValue` for
    ///   blobs that are not whole items, or a row whose checksum is not that of what it stores.
    init(row: Row) throws {
        key = try LayoutCacheKey(row: row)
        let (revision, manifest, frames): (Int64, [UInt8], [UInt8]) = (try row.decode(at: 6), try row.decode(at: 7), try row.decode(at: 8))
        let (contentWidth, contentHeight): (Double, Double) = (try row.decode(at: 9), try row.decode(at: 10))
        let checksum = BinaryCoding.checksum(
            revision: revision, manifest: manifest, frames: frames, contentWidth: contentWidth, contentHeight: contentHeight)
        guard try row.decode([UInt8].self, at: 15) == checksum else {
            throw StoreError.malformedValue(table: "layout_cache", column: "checksum", reason: "it is not the checksum of what the row stores")
        }
        value = LayoutCacheValue(
            revision: revision, manifest: try BinaryCoding.decodeManifest(manifest), frames: try BinaryCoding.decodeFrames(frames),
            contentWidth: contentWidth, contentHeight: contentHeight)
        createdAt = try row.decode(at: 11)
        lastUsedAt = try row.decode(at: 12)
        hitCount = try row.decode(at: 13)
    }
}

extension LayoutCacheKey {
    /// Decodes the key's columns, the first six of a row in `layout_cache`'s order.
    init(row: Row) throws {
        self.init(
            configuration: try row.decode(at: 0), containerWidth: try row.decode(at: 1), containerHeight: try row.decode(at: 2),
            scale: try row.decode(at: 3), style: try row.decode(at: 4), fingerprint: try row.decode(at: 5))
    }
}
