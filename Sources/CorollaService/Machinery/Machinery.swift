import CorollaCards
import CorollaStore

/// What `corolla db status` shows: the schema, the revision, the counts and the caches' size.
public struct CatalogStatus: Hashable, Sendable {
    /// The newest migration applied to the file.
    public var schemaVersion: Int
    /// The newest migration this build knows.
    public var latestSchemaVersion: Int
    /// nil when `catalog_revision` is missing or altered (see `machinery`).
    public var revision: Int64?
    public var plants: Int
    public var favorites: Int
    /// The file's size in bytes (pages in use and free; not the write-ahead log).
    public var fileBytes: Int
    /// nil when a cache table is missing or altered (see `machinery`).
    public var caches: CacheStats?
    /// How the tables, indexes, triggers and revision differ from what the migrations make of them.
    public var machinery: [MachineryDifference]
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
    /// The catalog's machinery: its schema, health and repairs, and what its cards are measured
    /// with: ``CatalogService/machinery``.
    public struct Machinery: CatalogFacet {
        let service: CatalogService
    }
}

extension CatalogService.Machinery {
    /// The newest schema version this build knows: what ``schemaVersion()`` is once the catalog
    /// was opened for writing.
    public static var latestSchemaVersion: Int { CatalogStore.latestSchemaVersion }

    /// The catalog's schema version: how many of the migrations it has.
    ///
    /// - Complexity: O(m) for m migrations recorded.
    public func schemaVersion() throws -> Int {
        try serving { try store.schemaVersion() }
    }

    /// SQLite's quick check of the catalog's pages: nil when they are sound, else what is wrong.
    ///
    /// - Complexity: O(n) for n pages of the file.
    public func quickCheck() throws -> String? {
        try serving { try store.quickCheck() }
    }

    /// ``quickCheck()`` unless this process found the catalog's file sound already (by device and
    /// inode): what a server's further services of its catalog run.
    ///
    /// - Complexity: O(1) for a file found sound; else O(n) for n pages.
    public func quickCheckOnce() throws -> String? {
        try serving { try store.quickCheckOnce() }
    }

    /// The catalog's schema version, revision, counts, size, cache statistics and machinery
    /// differences, from one snapshot. The revision and the statistics are left out when their
    /// tables differ, so that the status shows what `corolla init` repairs.
    ///
    /// - Complexity: O(n) for n cache entries (the statistics sum their sizes).
    public func status() throws -> CatalogStatus {
        try service.reading {
            let machinery = try store.machineryDifferences()
            let differing = Set(machinery.compactMap(\.tableName))
            return CatalogStatus(
                schemaVersion: try store.schemaVersion(), latestSchemaVersion: CatalogStore.latestSchemaVersion,
                revision: differing.contains("catalog_revision") ? nil : try store.revision(), plants: try store.plants.count(),
                favorites: try store.favorites.count(), fileBytes: try store.fileSize(),
                caches: differing.isDisjoint(with: CacheStore.tableNames) ? try store.caches.stats() : nil, machinery: machinery)
        }
    }

    /// Re-creates what differs in the catalog's machinery and may be repaired, emptying the caches
    /// (see ``CatalogStore/repairMachinery()``): never the plants or favorites.
    ///
    /// - Complexity: that of ``CatalogStore/repairMachinery()``.
    @discardableResult
    public func repair() throws -> MachineryRepair {
        try serving { try store.repairMachinery() }
    }

    /// SQLite's integrity and foreign-key checks of the whole file, and the machinery check. Only reads.
    ///
    /// - Complexity: O(p) for p pages.
    public func checkHealth() throws -> CatalogHealth {
        try serving { try store.checkHealth() }
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

    /// The measurer the service draws and measures cards with, made on the first need.
    public func measurer() -> CardMeasurer {
        service.measurer()
    }
}
