/// What an import has done so far in its transaction, plant key by plant key: which record (by
/// line) claimed each key, and how. The importer checks each record against it, so that a file
/// that names a plant twice is refused without holding the file's keys in memory.
///
/// The ledger is a temporary table of the connection (`temp.import_ledger`), not part of the
/// catalog's schema: it is created inside the import's transaction, so a rollback removes it, and
/// ``close()`` drops it before a commit. With the bulk write's `boundedMemory`, its pages live in
/// a temporary file, not in memory.
public final class ImportLedger {
    /// How a record claimed its key.
    public enum Claim: Int, Sendable {
        /// The record gave the key.
        case given = 0
        /// A record without a key matched the catalog's plant with this key by its name.
        case matchedByName = 1
        /// A record without a key made a new plant under this key (the slug of its name).
        case derived = 2
    }

    /// One claimed key.
    public struct Entry: Hashable, Sendable {
        public var key: String
        /// The line of the record that claimed it.
        public var line: Int
        public var claim: Claim
        /// For a record without a key, its name.
        public var name: String?
        /// For a plant the catalog had before the import, its name then.
        public var storedName: String?

        public init(key: String, line: Int, claim: Claim, name: String?, storedName: String?) {
            self.key = key
            self.line = line
            self.claim = claim
            self.name = name
            self.storedName = storedName
        }
    }

    private let database: Database

    /// Creates the ledger, empty, in the current transaction.
    ///
    /// - Throws: `DatabaseError` when it cannot be created.
    public init(store: CatalogStore) throws {
        database = store.database
        try database.execute("DROP TABLE IF EXISTS temp.import_ledger")
        try database.execute(
            """
            CREATE TEMP TABLE import_ledger (
                key TEXT PRIMARY KEY, line INTEGER NOT NULL, claim INTEGER NOT NULL, name TEXT, stored_name TEXT
            ) WITHOUT ROWID
            """)
        try database.execute("CREATE INDEX temp.import_ledger_by_name ON import_ledger (name) WHERE name IS NOT NULL")
    }

    /// The entries for any of `keys`, by key.
    ///
    /// - Complexity: O(m log n) for m keys and n entries.
    public func entries(keys: some Collection<String>) throws -> [String: Entry] {
        guard !keys.isEmpty else { return [:] }
        var entries: [String: Entry] = [:]
        try database.cachedStatement(
            "SELECT key, line, claim, name, stored_name FROM import_ledger WHERE key IN (SELECT value FROM json_each(?))"
        ).forEachRow([.text(PlantStore.jsonArray(of: keys))]) { row in
            let entry = try Self.entry(row)
            entries[entry.key] = entry
        }
        return entries
    }

    /// The entry of the record without a key named `name`, if there was one.
    ///
    /// - Complexity: O(log n).
    public func entry(named name: String) throws -> Entry? {
        var found: Entry?
        try database.cachedStatement("SELECT key, line, claim, name, stored_name FROM import_ledger WHERE name = ? LIMIT 1")
            .forEachRow([.text(name)]) { found = try Self.entry($0) }
        return found
    }

    /// Whether `key` is claimed.
    ///
    /// - Complexity: O(log n).
    public func contains(key: String) throws -> Bool {
        try database.fetchValue(Int64.self, "SELECT 1 FROM import_ledger WHERE key = ?", [.text(key)]) != nil
    }

    /// The key and name of every plant the catalog had before the import, with the name it had
    /// then (an update of this import may have changed it since), one at a time.
    ///
    /// - Complexity: O(n log m) for n plants and m entries.
    public func forEachPlantBefore(_ body: (_ key: String, _ name: String) throws -> Void) throws {
        try database.cachedStatement(
            """
            SELECT plants.key, coalesce(import_ledger.stored_name, plants.name) FROM plants
            LEFT JOIN import_ledger ON import_ledger.key = plants.key
            WHERE import_ledger.key IS NULL OR import_ledger.stored_name IS NOT NULL
            """
        ).forEachRow([]) { row in
            try body(row.text(0), row.text(1))
        }
    }

    /// Adds `entries` (keys not in the ledger yet), `entriesPerInsert` per statement: per entry, a
    /// statement's reset, step and cursors cost more than the row.
    ///
    /// - Complexity: O(m log n) for m entries and n in the ledger.
    public func add(_ entries: some Collection<Entry>) throws {
        var arguments: [DatabaseValue] = []
        arguments.reserveCapacity(min(entries.count, Self.entriesPerInsert) * Self.columnsPerEntry)
        func flush() throws {
            let count = arguments.count / Self.columnsPerEntry
            guard count > 0 else { return }
            // The full-size statement is reused; a shorter one runs once, at the end of a batch.
            let statement = try count == Self.entriesPerInsert ? database.cachedStatement(Self.fullAddSQL) : database.prepare(Self.addSQL(count: count))
            try statement.execute(arguments)
            arguments.removeAll(keepingCapacity: true)
        }
        for entry in entries {
            arguments += [
                .text(entry.key), .integer(Int64(entry.line)), .integer(Int64(entry.claim.rawValue)),
                entry.name.map { .text($0) } ?? .null, entry.storedName.map { .text($0) } ?? .null,
            ]
            if arguments.count == Self.entriesPerInsert * Self.columnsPerEntry { try flush() }
        }
        try flush()
    }

    /// How many entries one statement of ``add(_:)`` inserts.
    static let entriesPerInsert = 128

    /// The values each entry binds: key, line, claim, name, stored_name.
    private static let columnsPerEntry = 5

    /// `addSQL` for `entriesPerInsert` entries.
    private static let fullAddSQL = addSQL(count: entriesPerInsert)

    /// Inserts `count` entries, each binding `columnsPerEntry` values in order.
    private static func addSQL(count: Int) -> String {
        let row = "(" + Array(repeating: "?", count: columnsPerEntry).joined(separator: ", ") + ")"
        return "INSERT INTO import_ledger (key, line, claim, name, stored_name) VALUES "
            + Array(repeating: row, count: count).joined(separator: ", ")
    }

    /// Moves the entry of `key` to `newKey`.
    public func rekey(_ key: String, to newKey: String) throws {
        try database.execute("UPDATE import_ledger SET key = ? WHERE key = ?", [.text(newKey), .text(key)])
    }

    /// Throws `StoreError.duplicateKey` when the plants table, read without its key index, holds a
    /// key of the ledger twice: what ``PlantStore/requireUniqueKeys(ofPlants:)`` checks for the
    /// plants a write inserted, here for every plant the import wrote, in memory that does not
    /// grow with them. It counts the table's rows with a ledger key (a scan, looking each key up
    /// in the ledger's own index) against the ledger keys the key index finds; only when the two
    /// differ (a duplicate, or a damaged index) does it group the rows to name the key.
    ///
    /// - Complexity: O(n log m) for n plants and m keys in the ledger.
    public func requireUniqueKeys() throws {
        let rows = try database.fetchScalar(
            Int64.self, "SELECT count(*) FROM plants NOT INDEXED WHERE key IN (SELECT key FROM import_ledger)")
        let keys = try database.fetchScalar(
            Int64.self, "SELECT count(*) FROM import_ledger WHERE EXISTS (SELECT 1 FROM plants WHERE plants.key = import_ledger.key)")
        guard rows != keys else { return }
        let sql = """
            SELECT key FROM plants NOT INDEXED WHERE key IN (SELECT key FROM import_ledger)
            GROUP BY key HAVING count(*) > 1 ORDER BY min(id) LIMIT 1
            """
        if let key = try database.fetchValue(String.self, sql) {
            throw StoreError.duplicateKey(key)
        }
    }

    /// Drops the ledger (before the import's transaction commits).
    public func close() throws {
        try database.execute("DROP TABLE IF EXISTS temp.import_ledger")
    }

    private static func entry(_ row: borrowing Statement.Columns) throws -> Entry {
        Entry(
            key: try row.text(0), line: Int(try row.int64(1)), claim: Claim(rawValue: Int(try row.int64(2))) ?? .given,
            name: try row.optionalText(3), storedName: try row.optionalText(4))
    }
}
