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
/// when it commits). A file's counts are kept only while a service has it open: once the last
/// one is gone, another file may be given its device and inode.
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

    private struct Kept {
        var counts: [Key: Int] = [:]
        /// How many services have each file open.
        var holders: [DatabaseFileID: Int] = [:]
    }

    private let state = Mutex(Kept())

    /// A service opened `file` (nil: in memory): its counts may be kept until the last service on
    /// it lets go.
    func hold(_ file: DatabaseFileID?) {
        guard let file else { return }
        state.withLock { $0.holders[file, default: 0] += 1 }
    }

    /// A service on `file` is gone; with the last one, the file's counts go too.
    func letGo(_ file: DatabaseFileID?) {
        guard let file else { return }
        state.withLock { kept in
            let holders = kept.holders[file, default: 1] - 1
            kept.holders[file] = holders > 0 ? holders : nil
            if holders <= 0 { kept.counts = kept.counts.filter { $0.key.file != file } }
        }
    }

    /// How many favorites `filter` selects in `store` (its limit and offset not applied), and the
    /// revision counted at: the count kept for the store's file at its current revision, else
    /// counted by SQLite (and kept when the rules above allow).
    ///
    /// - Complexity: the machinery check (O(s) for s schema objects) when kept; else O(n) for n
    ///   favorites.
    func count(_ filter: PlantFilter, in store: CatalogStore) throws -> FavoriteCount {
        try reading(store, filter) { revision, key in
            if let key, let count = state.withLock({ $0.counts[key] }) { return FavoriteCount(count: count, revision: revision) }
            let count = try store.favorites.count(filter)
            if let key {
                state.withLock { kept in
                    guard kept.holders[key.file] != nil else { return }
                    if kept.counts.count >= Self.capacity { kept.counts.removeAll() }
                    kept.counts[key] = count
                }
            }
            return FavoriteCount(count: count, revision: revision)
        }
    }

    /// The count of `filter` kept for `store`'s file at its current revision; nil when none is
    /// (nothing is counted).
    ///
    /// - Complexity: O(s) for s schema objects (the machinery check).
    func kept(_ filter: PlantFilter, in store: CatalogStore) throws -> FavoriteCount? {
        try reading(store, filter) { revision, key in
            key.flatMap { key in state.withLock { $0.counts[key] } }.map { FavoriteCount(count: $0, revision: revision) }
        }
    }

    /// Runs `body` in one read transaction with the store's revision and the key a count of
    /// `filter` is kept under at it; no key when none may be kept (no file, the caller's
    /// transaction, the machinery not what the migrations make).
    private func reading<T>(_ store: CatalogStore, _ filter: PlantFilter, _ body: (Int64, Key?) throws -> T) throws -> T {
        let database = store.database
        // A count inside the caller's transaction may see its uncommitted changes: never kept.
        let file = database.isInTransaction ? nil : database.fileID
        return try database.read { _ in
            let revision = try store.revision()
            guard let file, try store.machineryDifferences().isEmpty else { return try body(revision, nil) }
            return try body(revision, Key(file: file, revision: revision, filter: filter))
        }
    }
}

/// How many favorites a filter selects, and the catalog revision they were counted at.
public struct FavoriteCount: Hashable, Sendable {
    public var count: Int
    public var revision: Int64
}
