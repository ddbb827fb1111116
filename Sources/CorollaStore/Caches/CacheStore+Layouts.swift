extension CacheStore {
    private static let now = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
    /// The entry's columns and its use (from `layout_cache_use`, which `putLayout` always writes).
    static let entryColumns =
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
        return try database.fetchFirst(sql, key.arguments) { columns in (try LayoutCacheEntry(columns: columns), try columns.int64(14)) }
    }

    /// Stores the layout for `key`, replacing the entry it had (of any revision): created and used now,
    /// no hits yet. The manifest and frames are bound where they are (`BinaryCoding.withBytes`),
    /// not copied.
    ///
    /// - Complexity: O(log n) plus the blobs' size.
    public func putLayout(_ value: LayoutCacheValue, for key: LayoutCacheKey) throws {
        try BinaryCoding.withBytes(of: value.manifest) { manifest in
            try BinaryCoding.withBytes(of: value.frames) { frames in
                let checksum = BinaryCoding.checksum(
                    revision: value.revision, manifest: manifest, frames: frames, contentWidth: value.contentWidth,
                    contentHeight: value.contentHeight)
                let valueArguments: [DatabaseValue] = [
                    .integer(value.revision), .real(value.contentWidth), .real(value.contentHeight), .blob(checksum),
                ]
                try database.write { database in try database.bookkeeping {
                    try database.execute("DELETE FROM layout_cache WHERE \(LayoutCacheKey.matchSQL)", key.arguments)
                    try database.cachedStatement(
                        "INSERT INTO layout_cache (configuration, container_width, container_height, scale, style, fingerprint, revision, content_width, content_height, checksum, manifest, frames) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                    ).execute(key.arguments + valueArguments, borrowing: [manifest, frames])
                    // Replacing: a use row left by an entry deleted with plain SQL (foreign keys off) may have this id.
                    try database.execute("INSERT OR REPLACE INTO layout_cache_use (entry_id) VALUES (?)", [.integer(database.lastInsertRowID)])
                } }
            }
        }
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
    /// Decodes a row of the frame cache's columns, in `entryColumns` order, its blobs read where
    /// SQLite holds them (checked and decoded without a copy of their bytes).
    ///
    /// - Throws: `RowDecodingError` for a value of the wrong type; `StoreError.malformedValue` for
    ///   blobs that are not whole items, or a row whose checksum is not that of what it stores.
    init(columns: borrowing Statement.Columns) throws {
        key = LayoutCacheKey(
            configuration: try columns.text(0), containerWidth: try columns.optionalDouble(1), containerHeight: try columns.optionalDouble(2),
            scale: try columns.double(3), style: try columns.text(4), fingerprint: try columns.text(5))
        let revision = try columns.int64(6)
        let (contentWidth, contentHeight) = (try columns.double(9), try columns.double(10))
        let stored = try columns.withBlob(15) { Array($0) }
        value = try columns.withBlob(7) { manifest in
            try columns.withBlob(8) { frames in
                let checksum = BinaryCoding.checksum(
                    revision: revision, manifest: manifest, frames: frames, contentWidth: contentWidth, contentHeight: contentHeight)
                guard stored == checksum else {
                    throw StoreError.malformedValue(table: "layout_cache", column: "checksum", reason: "it is not the checksum of what the row stores")
                }
                return LayoutCacheValue(
                    revision: revision, manifest: try BinaryCoding.decodeManifest(manifest), frames: try BinaryCoding.decodeFrames(frames),
                    contentWidth: contentWidth, contentHeight: contentHeight)
            }
        }
        createdAt = try columns.text(11)
        lastUsedAt = try columns.text(12)
        guard let hits = try columns.optionalInt(13) else { throw columns.mismatch(13, "Int") }
        hitCount = hits
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
