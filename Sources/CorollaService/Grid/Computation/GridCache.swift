import CorollaStore

/// The caches one grid computation reads and writes: the layout cache key, the measurer
/// fingerprint card sizes are keyed by, and what happened to the cache on the way — why it is not
/// written, the warning saying so, and the notes about damaged entries. Every stage writes the
/// cache through it, and only it changes these.
///
/// A class, so that the stages share one record of refused writes.
final class GridCache {
    /// The layout cache key of the request.
    private(set) var key: LayoutCacheKey
    /// The measurer fingerprint card sizes are keyed by; nil when the layout sizes the cards.
    private(set) var fingerprint: String?
    /// Why the caches are not written (the catalog is read-only, a write was refused); nil while
    /// they are.
    private(set) var refusal: String?
    /// Why the caches were not updated, once a write was skipped or refused.
    private(set) var warning: String?
    /// Whether the request stores what it computes (``GridRequest/storesResult``): when not, the
    /// caches are only read, without a warning.
    let stores: Bool
    /// The catalog whose caches these are.
    let catalog: CatalogStore

    init(key: LayoutCacheKey, readOnly: Bool, stores: Bool, catalog: CatalogStore) {
        (self.key, self.stores, self.catalog) = (key, stores, catalog)
        refusal = readOnly ? "the catalog is opened read-only" : nil
    }

    var isWritable: Bool { refusal == nil && stores }

    /// Keys card sizes and the layout by `fingerprint`.
    func use(fingerprint: String) {
        key.fingerprint = fingerprint
        self.fingerprint = fingerprint
    }

    /// Runs `write` while the cache is written, else warns that it was not; a refusal (see
    /// `DatabaseError.refusesCacheWrite`) stops further cache writes and becomes the warning.
    func write(_ write: () throws -> Void) throws {
        guard isWritable else {
            warning = warning ?? refusal
            return
        }
        do {
            try write()
        } catch let error as DatabaseError where error.refusesCacheWrite {
            notWritten(error)
            warning = warning ?? refusal
        }
    }

    /// Stops cache writes after `error` refused one.
    func notWritten(_ error: DatabaseError) {
        if isWritable { refusal = error.cacheWriteRefusal }
    }

    /// Deletes the damaged entry of the key (it would be replaced by the next store anyway, but
    /// the store may not happen).
    ///
    /// - Returns: the note saying why.
    func discardEntry(because reason: String) throws -> String {
        let (caches, key) = (catalog.caches, key)
        try write { try caches.deleteLayout(key) }
        return "the cached layout of this grid was damaged (\(reason)); it was deleted and the grid computed afresh"
    }
}
