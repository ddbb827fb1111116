extension CacheStore {
    /// The measurer fingerprint stored for `options` (a description of the measurer's options), if any.
    ///
    /// - Complexity: O(log n).
    public func measurerFingerprint(for options: String) throws -> String? {
        try database.fetchValue(String.self, "SELECT fingerprint FROM measurer_fingerprints WHERE options = ?", [.text(options)])
    }

    /// Stores the fingerprint just computed for `options`, replacing the one it had.
    ///
    /// - Complexity: O(log n).
    public func putMeasurerFingerprint(_ fingerprint: String, for options: String) throws {
        try database.write { database in
            try database.bookkeeping {
                try database.execute(
                    """
                    INSERT INTO measurer_fingerprints (options, fingerprint) VALUES (?, ?)
                    ON CONFLICT (options) DO UPDATE SET fingerprint = excluded.fingerprint, computed_at = excluded.computed_at
                    """, [.text(options), .text(fingerprint)])
            }
        }
    }
}
