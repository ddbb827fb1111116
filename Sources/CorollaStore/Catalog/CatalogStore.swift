/// A Corolla catalog: one SQLite file holding plants, favorites and the layout caches.
///
/// Opening it for writing migrates it to the latest schema. A file that is not Corolla's, or was
/// written by a newer Corolla, is refused before anything is written to it. The connection writes its
/// commits into the file itself (checkpoints) only once `PRAGMA quick_check` passed on it (see
/// ``quickCheck()`` and `Database.FileCondition`): a damaged file is never written.
///
/// Like its `Database`, a `CatalogStore` belongs to one thread at a time; open one per thread or
/// process (they coordinate through SQLite's locks).
public final class CatalogStore {
    /// How a catalog file is opened.
    public enum AccessMode: Sendable {
        /// Migrates the file, then reads and writes it.
        case readWrite
        /// Reads the file as it is: no migration, no write. Accepts a file of a newer Corolla.
        case readOnly
        /// As ``readOnly``, for a file nobody can change (on a read-only mount, in a folder nobody
        /// may write) whose write-ahead log is empty: read without locks, shared memory or log
        /// (`Database.Configuration.immutable`); the path is a `file:` URI without a query.
        case immutable
    }

    /// The connection, for raw SQL (tools, tests, the sqlite3-compatible escape hatch).
    public let database: Database
    /// The schema cookie (`PRAGMA schema_version`) at which the schema was last found current;
    /// see ``isOutdated()``.
    var currentSchemaCookie: Int64?

    /// Opens (creating it when missing) the catalog at `path`.
    ///
    /// - Parameters:
    ///   - busyTimeoutMilliseconds: how long to wait for another process's write lock.
    /// - Throws: `StoreError.notADatabase`, `.foreignDatabase`, `.newerDatabase` (files left
    ///   untouched), `.migrationChanged`, or a `DatabaseError`.
    public convenience init(path: String, mode: AccessMode = .readWrite, busyTimeoutMilliseconds: Int32 = 5_000) throws {
        var configuration = Database.Configuration()
        configuration.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        try self.init(path: path, mode: mode, configuration: configuration, migrations: Migration.embedded)
    }

    /// A private in-memory catalog, for tests and previews.
    public static func inMemory() throws -> CatalogStore {
        try CatalogStore(path: ":memory:", mode: .readWrite, configuration: Database.Configuration(), migrations: Migration.embedded)
    }

    init(path: String, mode: AccessMode, configuration: Database.Configuration, migrations: [Migration]) throws {
        let migrator = Migrator(migrations: migrations)
        let identity = CatalogIdentity(migrator: migrator, readOnly: mode != .readWrite)
        var configuration = configuration
        configuration.readOnly = mode == .readOnly
        configuration.immutable = mode == .immutable
        configuration.verify = { try identity.verify($0) }
        configuration.soundnessCheck = { try $0.firstProblemOfQuickCheck() == nil }
        do {
            database = try Database(path: path, configuration: configuration)
        } catch let error as DatabaseError where error.resultCode == .notADatabase {
            throw StoreError.notADatabase(path: path)
        }
        if mode == .readWrite {
            try migrator.migrate(database)
        }
    }

    /// Plants: insert, upsert by key, update, delete, get, list, count.
    public var plants: PlantStore { PlantStore(database: database) }

    /// The favorites, in the user's order.
    public var favorites: FavoriteStore { FavoriteStore(database: database) }

    /// The watering history: the days each plant was watered.
    public var waterings: WateringStore { WateringStore(database: database) }

    /// The measurement and frame caches.
    public var caches: CacheStore { CacheStore(database: database) }

    /// The devices paired with the server, its pairing codes and settings.
    public var devices: DeviceStore { DeviceStore(database: database) }

    /// The catalog revision: it grows with every change to what a card or the favorites grid shows,
    /// whoever makes it (triggers maintain it, so plain SQL counts too).
    ///
    /// - Complexity: O(1), one row.
    public func revision() throws -> Int64 {
        guard let revision = try database.fetchValue(Int64.self, "SELECT revision FROM catalog_revision WHERE id = 1") else {
            throw StoreError.malformedValue(table: "catalog_revision", column: "revision", reason: "the single row is missing")
        }
        return revision
    }

    /// Runs `body` as one bulk write (`Database.bulkWrite`: nested writes open no savepoint, any
    /// error rolls everything back) that bumps the catalog revision once at its end if anything it
    /// wrote changed what a card or the grid shows, instead of once per changed row.
    ///
    /// The triggers still see every row: while the bulk is open they record that something changed
    /// in `catalog_revision.bulk` (see `Migrations/0004_bulk_revision.sql`), which is back to 0
    /// before the transaction commits, so every other writer bumps the revision as before.
    ///
    /// - Parameters:
    ///   - boundedMemory: as `Database.bulkWrite`'s: memory that does not grow with the write.
    public func bulkWrite<T>(boundedMemory: Bool = false, _ body: (CatalogStore) throws -> T) throws -> T {
        try database.bulkWrite(boundedMemory: boundedMemory) { database in
            // Only the outermost bulk of a transaction opens and closes it.
            try database.execute("UPDATE catalog_revision SET bulk = 1 WHERE id = 1 AND bulk = 0")
            let opened = database.changes > 0
            let result = try body(self)
            if opened {
                try database.execute("UPDATE catalog_revision SET revision = revision + (bulk = 2), bulk = 0 WHERE id = 1")
            }
            return result
        }
    }
}
