import CorollaCards
import CorollaLayout
import CorollaStore
import Foundation

/// What the `corolla` tool does to a catalog, one facet per concern: ``plants``, ``favorites``,
/// ``waterings``, the favorites card ``grid`` (computed once and then served from the layout
/// cache), single ``cards``, the ``transfer`` of files in and out, the ``caches`` and the
/// ``machinery`` (schema, health, measuring). The service itself opens and closes the catalog and
/// keeps its revision.
///
/// Plant and favorite operations are thin wrappers on the store (each one transaction). The grid
/// is the service's own work: see ``Grid/result(for:progress:)``.
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
        FavoriteCounts.shared.hold(store.database.fileID)
    }

    deinit {
        FavoriteCounts.shared.letGo(store.database.fileID)
    }

    /// Opens (creating and migrating it when needed) the catalog at `path`.
    ///
    /// - Throws: ``ServiceError`` for what ``CatalogStore/init(path:mode:busyTimeoutMilliseconds:)`` throws.
    public convenience init(path: String, measurerFactory: any MeasurerFactory = PangoMeasurerFactory()) throws {
        self.init(store: try ServiceError.translatingErrors { try CatalogStore(path: path) }, measurerFactory: measurerFactory)
    }

    /// The measurer, made by the factory on the first call.
    func measurer() -> CardMeasurer {
        if let madeMeasurer { return madeMeasurer }
        let made = measurerFactory.makeMeasurer()
        madeMeasurer = made
        return made
    }

    /// The catalog revision: it grows with every change to what a card or the grid shows.
    ///
    /// - Complexity: O(1).
    public func revision() throws -> Int64 {
        try serving { try store.revision() }
    }

    /// Runs `body`, its store and SQLite errors turned into ``ServiceError``s: every public
    /// operation that reaches the store runs in it.
    func serving<T>(_ body: () throws -> T) throws -> T {
        try ServiceError.translatingErrors(body)
    }

    /// Runs `body` in one write transaction, as ``serving(_:)``.
    func writing<T>(_ body: () throws -> T) throws -> T {
        try serving { try store.database.write { _ in try body() } }
    }

    /// Runs `change` in one write transaction: every change it makes is committed together, or
    /// (when it throws) none. A write to one plant conditioned on what a client saw of it is
    /// ``ifUnchanged(_:_:)``.
    public func inOneWrite<T>(_ change: () throws -> T) throws -> T {
        try writing(change)
    }

    /// The plants: finding, adding, editing, removing, listing, their kinds and photos.
    public var plants: Plants { Plants(service: self) }
    /// The favorites and their order.
    public var favorites: Favorites { Favorites(service: self) }
    /// The watering history, what needs water, the watering calendar.
    public var waterings: Waterings { Waterings(service: self) }
    /// The favorites card grid, from the caches when they hold it.
    public var grid: Grid { Grid(service: self) }
    /// Single cards: their contents, digests and images.
    public var cards: Cards { Cards(service: self) }
    /// Files in and out: import, export, backup and restore.
    public var transfer: Transfer { Transfer(service: self) }
    /// The layout and card-size caches and their budget.
    public var caches: Caches { Caches(service: self) }
    /// The schema, the catalog's health and repairs, and what cards are measured with.
    public var machinery: Machinery { Machinery(service: self) }
}
