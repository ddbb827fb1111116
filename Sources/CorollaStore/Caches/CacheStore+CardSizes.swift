extension CacheStore {
    /// The stored sizes of the `keys` that have a sound row (a key asked twice counts once).
    ///
    /// A row is sound when its checksum is that of its key and size and its size is a size (not
    /// negative, finite); any other row (changed or damaged from outside) counts as absent, to be
    /// measured and stored again. With `recordingUse` (a write) the hits and misses are counted,
    /// the groups of the keys (style, measuring width, measurer) marked as used now and the rows
    /// that failed deleted; otherwise it only reads.
    ///
    /// - Complexity: O(k log n) for k keys and n stored sizes.
    public func cardSizes(for keys: some Sequence<CardSizeKey>, recordingUse: Bool = true) throws -> CardSizeLookup {
        let sql = "SELECT width, height, checksum FROM card_sizes WHERE content_hash = ? AND style = ? AND column_width = ? AND fingerprint = ?"
        let distinct = Set(keys)
        let read = { (database: Database) throws -> (found: CardSizeLookup, damaged: [CardSizeKey]) in
            var found = CardSizeLookup()
            var damaged: [CardSizeKey] = []
            for key in distinct {
                guard let row = try database.fetchOne(sql, key.arguments) else { continue }
                guard let size = CardSize(row: row, key: key) else {
                    damaged.append(key)
                    continue
                }
                found.sizes[key] = size
            }
            found.damaged = damaged.count
            return (found, damaged)
        }
        guard recordingUse else { return try database.read(read).found }
        return try database.write { database in
            let (found, damaged) = try read(database)
            try database.bookkeeping {
                for key in damaged {
                    try database.execute("DELETE FROM card_sizes WHERE content_hash = ? AND style = ? AND column_width = ? AND fingerprint = ?", key.arguments)
                }
                try touchCardSizes(Set(distinct.map(CardSizeGroup.init)))
            }
            try count(.cardSizeHits, found.sizes.count)
            try count(.cardSizeMisses, distinct.count - found.sizes.count)
            return found
        }
    }

    /// Stores measured sizes (replacing any for the same keys) with their checksums, marks their
    /// groups as used now, then evicts what exceeds the cache budget (``budget()``), all in one
    /// transaction.
    ///
    /// - Throws: a `DatabaseError` for a size that breaks a constraint (negative, infinite); then none is stored.
    /// - Complexity: O(k log n) for k sizes, plus the eviction (see ``prune(toBudget:)``).
    public func putCardSizes(_ sizes: [CardSizeKey: CardSize]) throws {
        let sql = """
            INSERT INTO card_sizes (content_hash, style, column_width, fingerprint, width, height, checksum) VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (content_hash, style, column_width, fingerprint) DO UPDATE SET width = excluded.width, height = excluded.height, checksum = excluded.checksum
            """
        try database.write { database in
            try database.bookkeeping {
                for (key, size) in sizes {
                    try database.execute(sql, key.arguments + [.real(size.width), .real(size.height), .blob(BinaryCoding.checksum(key, size))])
                }
                try touchCardSizes(Set(sizes.keys.map(CardSizeGroup.init)))
            }
            try prune(toBudget: try budget())
        }
    }

    /// Marks the sizes of `groups` as used now.
    private func touchCardSizes(_ groups: Set<CardSizeGroup>) throws {
        for group in groups {
            try database.execute(
                """
                INSERT INTO card_size_use (style, column_width, fingerprint) VALUES (?, ?, ?)
                ON CONFLICT (style, column_width, fingerprint) DO UPDATE SET last_used_at = excluded.last_used_at
                """, group.arguments)
        }
    }
}

extension CardSize {
    /// The size a `card_sizes` row (width, height, checksum) stores for `key`; nil when the row is
    /// not sound: a value of another type, a checksum that is not that of the key and size, or a
    /// size that is negative or not finite.
    init?(row: Row, key: CardSizeKey) {
        guard let width = try? row.decode(Double.self, at: 0), let height = try? row.decode(Double.self, at: 1),
            let checksum = try? row.decode([UInt8].self, at: 2)
        else { return nil }
        let size = CardSize(width: width, height: height)
        guard checksum == BinaryCoding.checksum(key, size), width >= 0, width.isFinite, height >= 0, height.isFinite else { return nil }
        self = size
    }
}
