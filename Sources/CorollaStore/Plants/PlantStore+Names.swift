extension PlantStore {
    /// Calls `body` with every plant's key and name, in id order.
    ///
    /// - Complexity: O(n) for n plants.
    public func forEachKeyAndName(_ body: (_ key: String, _ name: String) throws -> Void) throws {
        try database.read { database in
            try database.cachedStatement("SELECT key, name FROM plants ORDER BY id").forEachRow { columns in
                try body(columns.text(0), columns.text(1))
            }
        }
    }
}
