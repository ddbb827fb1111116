import CorollaCards
import CorollaStore

/// What `corolla db status` shows: the schema, the revision, the counts and the caches' size.
public struct CatalogStatus: Hashable, Sendable {
    /// The newest migration applied to the file.
    public var schemaVersion: Int
    /// The newest migration this build knows.
    public var latestSchemaVersion: Int
    public var revision: Int64
    public var plants: Int
    public var favorites: Int
    /// The file's size in bytes (pages in use and free; not the write-ahead log).
    public var fileBytes: Int
    public var caches: CacheStats
}

/// What `corolla doctor` shows about the libraries and fonts cards are measured with.
public struct MeasuringEnvironment: Hashable, Sendable {
    public var sqlite: String
    public var graphics: GraphicsVersions
    /// The font family asked for.
    public var fontFamily: String
    /// Why the family is not the one drawn with, when it is not.
    public var fontSubstitution: String?
    /// The fonts a Latin and a CJK plant name resolve to, and whether they render fully.
    public var fonts: [FontProbe]
}

extension CatalogService {
    /// The catalog's schema version, revision, counts, size and cache statistics, from one snapshot.
    ///
    /// - Complexity: O(n) for n cache entries (the statistics sum their sizes).
    public func status() throws -> CatalogStatus {
        try store.database.read { _ in
            CatalogStatus(
                schemaVersion: try store.schemaVersion(), latestSchemaVersion: CatalogStore.latestSchemaVersion,
                revision: try store.revision(), plants: try store.plants.count(), favorites: try store.favorites.count(),
                fileBytes: try store.fileSize(), caches: try store.caches.stats())
        }
    }

    /// SQLite's integrity and foreign-key checks of the whole file. Only reads.
    ///
    /// - Complexity: O(p) for p pages.
    public func checkHealth() throws -> CatalogHealth {
        try store.checkHealth()
    }

    /// The library versions and the fonts the service's measurer resolves (creating the measurer).
    ///
    /// - Complexity: one Pango layout per sample text.
    public func measuringEnvironment() -> MeasuringEnvironment {
        let measurer = measurer()
        return MeasuringEnvironment(
            sqlite: CatalogStore.sqliteVersion, graphics: .current, fontFamily: measurer.options.fontFamily,
            fontSubstitution: measurer.fontSubstitution, fonts: measurer.probeFonts())
    }
}
