/// A table, index, trigger or view as `sqlite_schema` records it.
struct SchemaObject: Hashable, Sendable {
    /// `table`, `index`, `trigger` or `view`.
    var type: String
    var name: String
    /// The table an index or trigger belongs to (a table's or view's own name).
    var table: String
    /// The statement that creates it, as SQLite keeps it (nil for none).
    var sql: String?

    /// `"name"`, quoted for SQL.
    var quotedName: String { Self.quoted(name) }

    /// `name` as a quoted SQL identifier.
    static func quoted(_ name: String) -> String {
        "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }

    /// The digest of `objects` whatever their order: equal digests, equal sets (but for collisions).
    ///
    /// - Complexity: O(n log n + b) for n objects of b bytes.
    static func digest(of objects: [SchemaObject]) -> ContentHash {
        let hasher = XXH3Hasher()
        func add(_ text: String) {
            hasher.update(littleEndian: UInt64(text.utf8.count))
            hasher.update(text.utf8)
        }
        for object in objects.sorted(by: { ($0.type, $0.name) < ($1.type, $1.name) }) {
            add(object.type)
            add(object.name)
            add(object.table)
            if let sql = object.sql {
                hasher.update(byte: 1)
                add(sql)
            } else {
                hasher.update(byte: 0)
            }
        }
        return hasher.digest()
    }
}

extension Database {
    /// The file's tables, indexes, triggers and views in the order they were created, but SQLite's
    /// own (`sqlite_…`) and the migrator's `schema_migrations` (which it creates before any
    /// migration, and whose rows it checks on every open for writing).
    ///
    /// - Complexity: O(n) for n objects.
    func schemaObjects() throws -> [SchemaObject] {
        let sql = "SELECT type, name, tbl_name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'schema_migrations' ORDER BY rowid"
        return try fetchAll(sql).map { row in
            SchemaObject(type: try row.decode(at: 0), name: try row.decode(at: 1), table: try row.decode(at: 2), sql: try row.decode(at: 3))
        }
    }
}
