import CorollaCards
import CorollaLayout
import CorollaStore
import Foundation

/// What the `corolla` tool does to a catalog: plants, favorites, the caches, and the favorites
/// card grid, computed once and then served from the layout cache.
///
/// Plant and favorite operations are thin wrappers on the store (each one transaction). The grid
/// is the service's own work: see ``grid(for:progress:)``.
///
/// Like its ``CatalogStore``, a service belongs to one thread at a time; open one per thread or
/// process (they coordinate through SQLite). Its measurer is created on first need.
public final class CatalogService {
    /// The catalog the service reads and writes.
    let store: CatalogStore
    /// Makes the measurer when one is first needed.
    public let measurerFactory: any MeasurerFactory
    /// The measurer, once made.
    private var madeMeasurer: CardMeasurer?

    public init(store: CatalogStore, measurerFactory: any MeasurerFactory = PangoMeasurerFactory()) {
        self.store = store
        self.measurerFactory = measurerFactory
    }

    /// Opens (creating and migrating it when needed) the catalog at `path`.
    ///
    /// - Throws: ``ServiceError`` for what ``CatalogStore/init(path:mode:busyTimeoutMilliseconds:)`` throws.
    public convenience init(path: String, measurerFactory: any MeasurerFactory = PangoMeasurerFactory()) throws {
        self.init(store: try ServiceError.translatingErrors { try CatalogStore(path: path) }, measurerFactory: measurerFactory)
    }

    /// The measurer, made by the factory on the first call.
    public func measurer() -> CardMeasurer {
        if let madeMeasurer { return madeMeasurer }
        let made = measurerFactory.makeMeasurer()
        madeMeasurer = made
        return made
    }

    /// A renderer for grids of `style` cards, drawing with the service's measurer (made if needed).
    public func renderer(style: CardStyle) -> GridRenderer {
        GridRenderer(measurer: measurer(), style: style)
    }

    /// The catalog revision: it grows with every change to what a card or the grid shows.
    ///
    /// - Complexity: O(1).
    public func revision() throws -> Int64 {
        try serving { try store.revision() }
    }

    /// The newest schema version this build knows: what ``schemaVersion()`` is once the catalog
    /// was opened for writing.
    public static var latestSchemaVersion: Int { CatalogStore.latestSchemaVersion }

    /// Runs `body`, its store and SQLite errors turned into ``ServiceError``s: every public
    /// operation that reaches the store runs in it.
    func serving<T>(_ body: () throws -> T) throws -> T {
        try ServiceError.translatingErrors(body)
    }

    /// Runs `body` in one write transaction, as ``serving(_:)``.
    func writing<T>(_ body: () throws -> T) throws -> T {
        try serving { try store.database.write { _ in try body() } }
    }

    /// Runs `change` in one write transaction when the catalog is still at `revision` (what a
    /// client that saw that revision expects to change).
    ///
    /// - Returns: what `change` returns; nil, and nothing is done, when the revision moved.
    public func ifRevision<T>(_ revision: Int64, _ change: () throws -> T) throws -> T? {
        try store.database.write { _ in
            guard try store.revision() == revision else { return nil }
            return try change()
        }
    }
}
