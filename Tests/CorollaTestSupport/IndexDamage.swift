import CorollaStore

/// Damage `PRAGMA quick_check` does not see: the unique index on `plants.key` missing a row the
/// table has. `PRAGMA integrity_check` reports it as "row N missing from index
/// sqlite_autoindex_plants_1".
public enum IndexDamage {
    /// Makes the unique index on `plants.key` of the catalog at `path` lack the row of the plant
    /// with `key`: a partial index of every other row is built, the two indexes' root pages are
    /// swapped in `sqlite_schema`, and the partial index (now the old, whole one) is dropped.
    public static func removeRow(ofPlantWithKey key: String, catalog path: String) throws {
        let rootPage = "SELECT rootpage FROM sqlite_schema WHERE name = ?"
        do {
            let connection = try Database(path: path)
            let id = try connection.fetchScalar(Int64.self, "SELECT id FROM plants WHERE key = ?", [.text(key)])
            try connection.execute("CREATE INDEX shadow ON plants (key) WHERE id <> \(id)")
            let unique = try connection.fetchScalar(Int.self, rootPage, [.text("sqlite_autoindex_plants_1")])
            let shadow = try connection.fetchScalar(Int.self, rootPage, [.text("shadow")])
            try connection.executeScript(
                """
                PRAGMA writable_schema = ON;
                UPDATE sqlite_schema SET rootpage = \(shadow) WHERE name = 'sqlite_autoindex_plants_1';
                UPDATE sqlite_schema SET rootpage = \(unique) WHERE name = 'shadow';
                PRAGMA writable_schema = OFF;
                """)
        }
        // A new connection reads the swapped schema.
        try Database(path: path).execute("DROP INDEX shadow")
    }
}
