import CorollaJSON
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

    /// Runs `body` in one read transaction: every read it makes sees the same snapshot of the
    /// catalog (a listing read twice, say).
    public func reading<T>(_ body: () throws -> T) throws -> T {
        try serving { try store.database.read { _ in try body() } }
    }

    /// An importer into this catalog.
    public func importer(options: ImportOptions = ImportOptions()) -> Importer {
        Importer(store: store, options: options)
    }

    /// Every plant, with its favorite flag and position, as text in `format` (see ``Exporter``).
    ///
    /// - Throws: ``ServiceError`` when the catalog cannot be read.
    public func export(as format: PlantFileFormat) throws -> String {
        try serving { try Exporter(store: store).export(as: format) }
    }

    /// Writes every plant to `output` as ``export(as:)`` gives it, each row as it is read; with
    /// `photos`, each stored photo as a file named in the `photo` column (see
    /// ``Exporter/export(as:to:photos:)``).
    ///
    /// - Returns: how many plants and photos were written.
    /// - Throws: ``ServiceError`` when the catalog cannot be read; what `output`
    ///   or `photos.write` throws.
    @discardableResult
    public func export(as format: PlantFileFormat, to output: OutputBuffer, photos: ExportPhotos? = nil) throws -> PlantExport {
        try serving { try Exporter(store: store).export(as: format, to: output, photos: photos) }
    }

    /// Writes the watering history to `output` in `format`, each row as it is read (see
    /// ``Exporter/exportHistory(as:to:)``).
    ///
    /// - Returns: how many waterings were written.
    /// - Throws: ``ServiceError`` when the catalog cannot be read; what `output` throws.
    public func exportHistory(as format: PlantFileFormat, to output: OutputBuffer) throws -> Int {
        try serving { try Exporter(store: store).exportHistory(as: format, to: output) }
    }
}
