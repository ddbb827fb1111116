extension PlantStore {
    /// Calls `body` with each kind as the plants spell it and how many plants spell it so, by
    /// spelling (byte order); plants without a kind are left out.
    ///
    /// - Complexity: O(n log n) for n plants (O(n) through the kind's index).
    public func forEachKindSpelling(_ body: (_ kind: String, _ plants: Int) throws -> Void) throws {
        try database.read { database in
            try database.cachedStatement("SELECT kind, count(*) FROM plants WHERE kind IS NOT NULL GROUP BY kind ORDER BY kind").forEachRow { columns in
                try body(columns.text(0), Int(try columns.int64(1)))
            }
        }
    }
}
