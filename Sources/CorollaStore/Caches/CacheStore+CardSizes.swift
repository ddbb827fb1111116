extension CacheStore {
    /// The stored sizes of the `keys` that have one (a key asked twice counts once); with
    /// `recordingUse`, the hits and misses are counted (a write), otherwise it only reads. A row
    /// whose size does not decode or is not a size (negative, not finite: written from outside)
    /// counts as absent, to be measured and stored again.
    ///
    /// - Complexity: O(k log n) for k keys and n stored sizes.
    public func cardSizes(for keys: some Sequence<CardSizeKey>, recordingUse: Bool = true) throws -> [CardSizeKey: CardSize] {
        let sql = "SELECT width, height FROM card_sizes WHERE content_hash = ? AND style = ? AND column_width = ? AND fingerprint = ?"
        let distinct = Set(keys)
        let read = { (database: Database) throws -> [CardSizeKey: CardSize] in
            var sizes: [CardSizeKey: CardSize] = [:]
            for key in distinct {
                guard let row = try database.fetchOne(sql, key.arguments),
                    let width = try? row.decode(Double.self, at: 0), let height = try? row.decode(Double.self, at: 1),
                    width >= 0, width.isFinite, height >= 0, height.isFinite
                else { continue }
                sizes[key] = CardSize(width: width, height: height)
            }
            return sizes
        }
        guard recordingUse else { return try database.read(read) }
        return try database.write { database in
            let sizes = try read(database)
            try count(.cardSizeHits, sizes.count)
            try count(.cardSizeMisses, distinct.count - sizes.count)
            return sizes
        }
    }

    /// Stores measured sizes (replacing any for the same keys), all in one transaction.
    ///
    /// - Throws: a `DatabaseError` for a size that breaks a constraint (negative, infinite); then none is stored.
    /// - Complexity: O(k log n) for k sizes.
    public func putCardSizes(_ sizes: [CardSizeKey: CardSize]) throws {
        let sql = """
            INSERT INTO card_sizes (content_hash, style, column_width, fingerprint, width, height) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (content_hash, style, column_width, fingerprint) DO UPDATE SET width = excluded.width, height = excluded.height
            """
        try database.write { database in
            try database.bookkeeping {
                for (key, size) in sizes {
                    try database.execute(sql, key.arguments + [.real(size.width), .real(size.height)])
                }
            }
        }
    }
}
