import CorollaModel
import CorollaStore
import Synchronization

/// The favorite counts computed in this process, by catalog file, revision and filter, and the
/// favorites' order tags (``FavoriteStore/orderTag()``), by file and revision, shared by every
/// service: a count or a tag is a function of the catalog's rows (and of the filter's day, which
/// is part of the filter), and every change to a favorite or to what a filter reads of a plant
/// (kind, name, notes, watering) moves the revision, through triggers, so a change made with plain
/// SQL from another process moves it too. A count or tag is kept and served only while the
/// catalog's cache machinery (the triggers that move the revision, the revision itself) is what
/// the migrations make, and never inside a transaction (a bulk write's changes move the revision
/// only when it commits). A file's counts and tags are kept only while a service has it open:
/// once the last one is gone, another file may be given its device and inode.
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

    private struct TagKey: Hashable {
        var file: DatabaseFileID
        var revision: Int64
    }

    private struct Kept {
        var counts: [Key: Int] = [:]
        var tags: [TagKey: String] = [:]
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
            if holders <= 0 {
                kept.counts = kept.counts.filter { $0.key.file != file }
                kept.tags = kept.tags.filter { $0.key.file != file }
            }
        }
    }

    /// How many favorites `filter` selects in `store` (its limit and offset not applied), and the
    /// revision counted at: the count kept for the store's file at its current revision, else
    /// counted by SQLite (and kept when the rules above allow).
    ///
    /// - Complexity: the machinery check (O(s) for s schema objects) when kept; else O(n) for n
    ///   favorites.
    func count(_ filter: PlantFilter, in store: CatalogStore) throws -> FavoriteCount {
        try reading(store) { revision, file in
            let key = file.map { Key(file: $0, revision: revision, filter: filter) }
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
        try reading(store) { revision, file in
            file.flatMap { file in state.withLock { $0.counts[Key(file: file, revision: revision, filter: filter)] } }
                .map { FavoriteCount(count: $0, revision: revision) }
        }
    }

    /// The favorites' order tag in `store` (``FavoriteStore/orderTag()``): the one kept for its file
    /// at its current revision, else computed (and kept when the rules above allow).
    ///
    /// - Complexity: the machinery check (O(s) for s schema objects) when kept; else O(n) for n
    ///   favorites.
    func orderTag(in store: CatalogStore) throws -> String {
        try reading(store) { revision, file in
            let key = file.map { TagKey(file: $0, revision: revision) }
            if let key, let tag = state.withLock({ $0.tags[key] }) { return tag }
            let tag = try store.favorites.orderTag()
            if let key { keep(tag, under: key) }
            return tag
        }
    }

    /// The order tag kept for `store`'s file at its current revision; nil when none is (nothing is
    /// read).
    ///
    /// - Complexity: O(s) for s schema objects (the machinery check).
    func keptOrderTag(in store: CatalogStore) throws -> String? {
        try reading(store) { revision, file in file.flatMap { file in state.withLock { $0.tags[TagKey(file: file, revision: revision)] } } }
    }

    /// Keeps the order tag of `ids`, every favorite's plant id in order as read at `revision` in
    /// the transaction the caller is in, which the caller began itself (not one of its own
    /// caller's, whose uncommitted changes the ids may show): what a grid's snapshot read gives
    /// ``orderTag(in:)`` without a second read of them. Nothing is kept while the machinery differs.
    ///
    /// - Complexity: O(1) when the tag is kept already; else the machinery check and O(n) to hash
    ///   n ids.
    func keepOrderTag(ofPlantIDs ids: [Int64], at revision: Int64, in store: CatalogStore) throws {
        guard let file = store.database.fileID else { return }
        let key = TagKey(file: file, revision: revision)
        guard state.withLock({ $0.holders[file] != nil && $0.tags[key] == nil }), try store.machineryDifferences().isEmpty else { return }
        keep(FavoriteStore.orderTag(ofPlantIDs: ids), under: key)
    }

    /// Keeps `tag` under `key` while its file is held.
    private func keep(_ tag: String, under key: TagKey) {
        state.withLock { kept in
            guard kept.holders[key.file] != nil else { return }
            if kept.tags.count >= Self.capacity { kept.tags.removeAll() }
            kept.tags[key] = tag
        }
    }

    /// Runs `body` in one read transaction with the store's revision and the file a count or tag
    /// at it is kept for; no file when none may be kept (no file, the caller's transaction, the
    /// machinery not what the migrations make).
    private func reading<T>(_ store: CatalogStore, _ body: (Int64, DatabaseFileID?) throws -> T) throws -> T {
        let database = store.database
        // A count inside the caller's transaction may see its uncommitted changes: never kept.
        let file = database.isInTransaction ? nil : database.fileID
        return try database.read { _ in
            let revision = try store.revision()
            guard let file, try store.machineryDifferences().isEmpty else { return try body(revision, nil) }
            return try body(revision, file)
        }
    }
}

/// How many favorites a filter selects, and the catalog revision they were counted at.
public struct FavoriteCount: Hashable, Sendable {
    public var count: Int
    public var revision: Int64
}
