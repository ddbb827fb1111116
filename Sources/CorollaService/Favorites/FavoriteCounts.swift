import CorollaModel
import CorollaStore
import Synchronization

/// The favorite counts computed in this process, by catalog file, revision and filter, shared by
/// every service: a count is a function of the catalog's rows (and of the filter's day, which is
/// part of the filter), and every change to a favorite or to what a filter reads of a plant
/// (kind, name, notes, watering) moves the revision, through triggers, so a change made with plain
/// SQL from another process moves it too. A count is kept and served only while the catalog's
/// cache machinery (the triggers that move the revision, the revision itself) is what the
/// migrations make, and never inside a transaction (a bulk write's changes move the revision only
/// when it commits).
final class FavoriteCounts: Sendable {
    /// The counts of every catalog file this process counted favorites of.
    static let shared = FavoriteCounts()

    /// The most counts kept; the next one past it forgets them all.
    static let capacity = 64

    private struct Key: Hashable {
        var file: DatabaseFileID
        var revision: Int64
        var filter: PlantFilter
    }

    private let counts = Mutex<[Key: Int]>([:])

    /// How many favorites `filter` selects in `store` (its limit and offset not applied): the count
    /// kept for the store's file at its current revision, else counted by SQLite (and kept when
    /// the rules above allow).
    ///
    /// - Complexity: the machinery check (O(s) for s schema objects) when kept; else O(n) for n
    ///   favorites.
    func count(_ filter: PlantFilter, in store: CatalogStore) throws -> Int {
        let database = store.database
        guard let file = database.fileID, !database.isInTransaction else { return try store.favorites.count(filter) }
        return try database.read { _ in
            guard try store.machineryDifferences().isEmpty else { return try store.favorites.count(filter) }
            let key = Key(file: file, revision: try store.revision(), filter: filter)
            if let kept = counts.withLock({ $0[key] }) { return kept }
            let count = try store.favorites.count(filter)
            counts.withLock { counts in
                if counts.count >= Self.capacity { counts.removeAll() }
                counts[key] = count
            }
            return count
        }
    }
}
