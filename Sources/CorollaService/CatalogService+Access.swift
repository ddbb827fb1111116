import CorollaStore

extension CatalogService {
    /// A service on an empty catalog held in memory: what a command that only reads sees when
    /// there is no catalog file yet (nothing is created).
    ///
    /// - Throws: ``ServiceError/database(_:)`` when SQLite cannot create it.
    public static func inMemory() throws -> CatalogService {
        CatalogService(store: try ServiceError.translatingErrors { try CatalogStore.inMemory() })
    }

    /// Opens the catalog at `path` read-only: for a file (or its folder) that may not be written.
    ///
    /// - Parameter immutable: read it as a file nobody can change, without SQLite's locks, shared
    ///   memory or write-ahead log (SQLite's `immutable=1`; `path` is then a `file:` URI without a
    ///   query): only for a file whose folder nobody may write (a read-only mount), where SQLite
    ///   cannot create the `-shm` file it reads a WAL catalog with, and whose `-wal` is empty.
    /// - Throws: ``ServiceError/database(_:)`` when SQLite cannot open it, ``ServiceError/catalog(_:)``
    ///   when it is not a catalog this version reads.
    public convenience init(readingOnly path: String, immutable: Bool = false) throws {
        self.init(store: try ServiceError.translatingErrors { try CatalogStore(path: path, mode: immutable ? .immutable : .readOnly) })
    }

    /// Whether the catalog cannot be written (opened read-only, or a file SQLite may only read):
    /// its caches can be neither filled nor updated.
    public var isReadOnly: Bool { store.database.isReadOnly }

    /// Runs `body` in one read transaction: every read it makes sees the same snapshot of the
    /// catalog (a listing read twice, say).
    public func reading<T>(_ body: () throws -> T) throws -> T {
        try serving { try store.database.read { _ in try body() } }
    }
}
