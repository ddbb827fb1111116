extension CacheStore {
    /// The cache rows that fail their check, per table: layouts that do not decode or whose checksum
    /// is not that of what they store, card sizes whose checksum is not that of their key and size
    /// or whose size is not one. Such rows are never used (a lookup finds them and measures or lays
    /// out again), but a file holding them was changed from outside. Only reads.
    ///
    /// - Returns: one line per table with failing rows, e.g. `card_sizes: 3 of 40 rows fail their checksum`.
    /// - Complexity: O(b) for the b bytes of the cached rows (every row is read).
    public func failingRows() throws -> [String] {
        try database.read { database in
            var layouts = (total: 0, failing: 0)
            try database.cachedStatement(
                "SELECT \(Self.entryColumns) FROM layout_cache LEFT JOIN layout_cache_use ON layout_cache_use.entry_id = layout_cache.id"
            ).forEachRow { columns in
                layouts.total += 1
                if (try? LayoutCacheEntry(columns: columns)) == nil { layouts.failing += 1 }
            }
            var sizes = (total: 0, failing: 0)
            for row in try database.fetchAll("SELECT width, height, checksum, content_hash, style, column_width, fingerprint FROM card_sizes") {
                sizes.total += 1
                let hash = (try? row.decode([UInt8].self, at: 3)).flatMap(ContentHash.init(bytes:))
                let key = hash.flatMap { hash in
                    try? CardSizeKey(contentHash: hash, style: row.decode(at: 4), columnWidth: row.decode(at: 5), fingerprint: row.decode(at: 6))
                }
                if key.flatMap({ CardSize(row: row, key: $0) }) == nil { sizes.failing += 1 }
            }
            return [("layout_cache", layouts), ("card_sizes", sizes)].compactMap { table, count in
                count.failing == 0 ? nil : "\(table): \(count.failing) of \(count.total) rows fail their checksum"
            }
        }
    }
}
