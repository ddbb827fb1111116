extension CacheStore {
    /// The stored sizes of the `keys` that have one (a key asked twice counts once).
    ///
    /// - Complexity: O(k log n) for k keys and n stored sizes.
    public func cardSizes(for keys: some Sequence<CardSizeKey>) throws -> [CardSizeKey: CardSize] {
        let sql = "SELECT width, height FROM card_sizes WHERE content_hash = ? AND style = ? AND column_width = ? AND fingerprint = ?"
        return try database.write { database in
            var sizes: [CardSizeKey: CardSize] = [:]
            let distinct = Set(keys)
            for key in distinct {
                if let row = try database.fetchOne(sql, key.arguments) {
                    sizes[key] = CardSize(width: try row.decode(at: 0), height: try row.decode(at: 1))
                }
            }
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
