extension PlantStore {
    /// Throws `StoreError.duplicateKey` when another plant has the key of one of the plants with
    /// `ids`, reading the table itself (`NOT INDEXED`) rather than the unique index on `plants.key`:
    /// an index that lost a row (damage `PRAGMA quick_check` does not see) lets an insert or a
    /// re-key give a second plant a key one already has, and this finds it. Every write that inserts
    /// or re-keys plants calls it before its transaction commits, so such a write is rolled back.
    ///
    /// - Complexity: O(n log m) for n plants and m ids: one scan of the table.
    func requireUniqueKeys(ofPlants ids: some Collection<Int64>) throws {
        guard !ids.isEmpty else { return }
        let sql = """
            SELECT key FROM plants NOT INDEXED WHERE key IN (SELECT key FROM plants WHERE id IN (SELECT value FROM json_each(?)))
            GROUP BY key HAVING count(*) > 1 ORDER BY min(id) LIMIT 1
            """
        if let key = try database.fetchValue(String.self, sql, [.text(ids.jsonArray)]) {
            throw StoreError.duplicateKey(key)
        }
    }
}
