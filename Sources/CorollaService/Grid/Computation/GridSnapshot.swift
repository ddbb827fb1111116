import CorollaLayout
import CorollaStore

/// Step 1, the snapshot: the revision, the layout cache entry and the favorites, read in one
/// transaction, and whether the entry is a hit.
struct GridSnapshot {
    /// The catalog revision the grid shows.
    private(set) var revision: Int64
    /// What the layout cache holds for the key: after ``cachedLayout(_:cache:clock:)``, a stale
    /// entry is a base for the prefix reuse.
    private(set) var lookup: LayoutLookup
    /// The favorites as cards.
    private(set) var cards: GridCards
    /// What a hit read of the favorites to check the entry shows them, when it read nothing else
    /// about them.
    private(set) var favorites: FavoritesRead?
    /// What was wrong with the entry and repaired, one line each.
    private(set) var notes: [String] = []
    /// The favorites after ``cards``, not read (``GridRequest/leadingCards``); 0 when
    /// the cards are every favorite the grid shows.
    private(set) var unread = 0

    private let request: GridRequest
    private let store: CatalogStore
    private let readsContentsLater: Bool
    /// Whether the favorites are read only for a hit: a lookup that is not one ends the snapshot.
    private let hitsOnly: Bool
    /// Whether a miss reads the favorites' plant ids only (see `init`).
    private let idsForFirstScreen: Bool

    /// Reads the revision, the cache entry (with `cache`) and the favorites in one transaction: a
    /// write transaction while the cache is written, since a lookup records the entry's use.
    ///
    /// - Parameters:
    ///   - readsContentsLater: reads each favorite's plant, size stamp and kind only, not what its
    ///     card shows.
    ///   - hitsOnly: reads no favorite unless the lookup is a hit (a caller that wants a hit only,
    ///     ``GridComputation/runIfCached()``, does not read a million favorites to find a miss).
    ///   - idsForFirstScreen: when nothing is cached for the key and there are more favorites than
    ///     ``FirstScreen/measuredAtOnce``, reads their plant ids only (through the position index,
    ///     not the plants): for an ungrouped first screen, which reads what it measures by plant id
    ///     and estimates the rest (the stamps are read when the layout is stored, ``manifest()``).
    ///     With ``GridRequest/leadingCards`` and no filter, the favorites are counted and only that
    ///     many leading ids read when there are more (``unread``).
    init(
        _ request: GridRequest, store: CatalogStore, cache: GridCache?, readsContentsLater: Bool, hitsOnly: Bool = false,
        idsForFirstScreen: Bool = false, clock: PhaseClock
    ) throws {
        self.request = request
        self.store = store
        self.readsContentsLater = readsContentsLater
        self.hitsOnly = hitsOnly
        self.idsForFirstScreen = idsForFirstScreen && readsContentsLater && request.grouping == .none
        (revision, lookup, cards, favorites, unread) = (0, .absent, GridCards(favorites: [], grouping: request.grouping), nil, 0)
        let records = cache?.isWritable == true
        do {
            try read(key: cache?.key, recordingUse: records, clock: clock)
        } catch let error as DatabaseError where records && error.refusesCacheWrite {
            cache?.notWritten(error)
            try read(key: cache?.key, recordingUse: false, clock: clock)
        }
    }

    /// Reads the revision, the favorites and (with a `key`) the cache entry in one transaction.
    ///
    /// Every favorite's plant id read in order (no filter, no grouping) also gives the favorites'
    /// order tag at the revision, kept for ``CatalogService/Favorites/orderTag()`` (``FavoriteCounts``)
    /// unless the snapshot is read inside the caller's transaction.
    private mutating func read(key: LayoutCacheKey?, recordingUse: Bool, clock: PhaseClock) throws {
        let database = store.database
        let keepsOrderTag = !database.isInTransaction && !request.filter.selects
        let leading = idsForFirstScreen && !request.filter.selects ? request.leadingCards : nil
        let read = { [request, store, readsContentsLater, hitsOnly, idsForFirstScreen] (_: Database) throws -> (Int64, LayoutLookup, GridCards, FavoritesRead?, Int) in
            let revision = try store.revision()
            /// Keeps the order tag of `ids`, every favorite's plant id in order.
            func ordered(_ ids: [Int64]) throws -> [Int64] {
                if keepsOrderTag { try FavoriteCounts.shared.keepOrderTag(ofPlantIDs: ids, at: revision, in: store) }
                return ids
            }
            let lookup = try key.map { try store.caches.lookupLayout($0, revision: revision, recordingUse: recordingUse) } ?? .absent
            if hitsOnly, key != nil, case .hit = lookup {} else if hitsOnly {
                return (revision, lookup, GridCards(favorites: [], grouping: request.grouping), nil, 0)
            }
            let filter = request.filter
            // A hit needs the favorites' ids only, unless the cards' contents are read here (every card drawn)
            // or grouped: the contents of the cards a viewport draws are read later by plant id.
            if case .hit(let entry) = lookup, !request.includesContents || readsContentsLater, request.grouping == .none {
                // One rect of every favorite: their number, the revision telling the rest (not when
                // computed again after the revision moved: the ids are then read, in this transaction).
                let read: FavoritesRead =
                    request.viewport != nil && readsContentsLater && !filter.selects
                    ? .count(try store.favorites.countAll()) : .ids(try ordered(try store.favorites.orderedPlantIDs(filter)))
                return (revision, lookup, GridCards(manifest: entry.value.manifest), read, 0)
            }
            if let leading, case .absent = lookup {
                let count = try store.favorites.countAll()
                if count > leading {
                    return (revision, lookup, GridCards(plantIDs: try store.favorites.orderedPlantIDs(at: 0..<leading)), nil, count - leading)
                }
            }
            if idsForFirstScreen, case .absent = lookup {
                let ids = try ordered(try store.favorites.orderedPlantIDs(filter))
                if ids.count > FirstScreen.measuredAtOnce { return (revision, lookup, GridCards(plantIDs: ids), nil, 0) }
            }
            let cards =
                readsContentsLater
                ? try GridCards(grouping: request.grouping, stamps: {
                    try store.favorites.forEachStamp(matching: filter, kinds: request.grouping == .kind, $0)
                })
                : try GridCards(grouping: request.grouping, favorites: { try store.favorites.forEachShownPlant(matching: filter, $0) })
            if request.grouping == .none { _ = try ordered(cards.plantIDs) }
            return (revision, lookup, cards, nil, 0)
        }
        (revision, lookup, cards, favorites, unread) = try clock.time(.snapshot) {
            try recordingUse ? database.write(read) : database.read(read)
        }
    }

    /// The entry's layout when the lookup was a hit and the entry shows exactly the favorites;
    /// a hit entry that does not is damaged (its revision says nothing changed) and is discarded,
    /// and the cards are read when only their ids were.
    mutating func cachedLayout(cache: GridCache?, clock: PhaseClock) throws -> LayoutResult? {
        if case .unreadable(let reason) = lookup { try discard(because: reason, cache: cache) }
        guard case .hit(let entry) = lookup else { return nil }
        let manifestIDs = entry.value.manifest.lazy.map(\.plantID)
        let favoriteIDs = favorites?.ids ?? cards.plantIDs
        if request.filter.needsWaterOn != nil, !manifestIDs.elementsEqual(favoriteIDs) {
            // Other favorites need water on another day at the same revision: the entry is a base.
            if favorites != nil { try read(key: nil, recordingUse: false, clock: clock) }
            lookup = .stale(entry)
            return nil
        }
        let decoded = clock.time(.decoding) { () -> Result<LayoutResult, EntryDamage> in
            entry.decodedLayout().flatMap { layout in
                if case .count(let count) = favorites {
                    guard entry.value.manifest.count == count else {
                        return .failure(EntryDamage("its \(entry.value.manifest.count) cards are not the \(count) favorites"))
                    }
                } else if !manifestIDs.elementsEqual(favoriteIDs) {
                    return .failure(EntryDamage("its \(entry.value.manifest.count) cards are not the \(favoriteIDs.count) favorites"))
                }
                if favorites == nil, entry.value.manifest.lazy.map(\.sizeStamp).elementsEqual(cards.sizeStamps) == false {
                    return .failure(EntryDamage("its size stamps are not the plants'"))
                }
                guard cards.counts.isEmpty || layout.sections.map(\.items.count) == cards.counts else {
                    return .failure(EntryDamage("its sections are not the grid's"))
                }
                return .success(layout)
            }
        }
        var checked = decoded
        if case .success(let layout) = decoded { checked = try drawnCardsAreTheFavorites(layout, entry: entry) }
        switch checked {
        case .success(let layout): return layout
        case .failure(let damage):
            try discard(because: damage.reason, cache: cache)
            // Only the ids or their number were read: read the cards now.
            if favorites != nil { try read(key: nil, recordingUse: false, clock: clock) }
            return nil
        }
    }

    /// `layout` when the hit read the favorites' number only (one rect of every favorite) and the
    /// cards the rect shows are the favorites at their positions, checked against the favorites
    /// in a transaction that checks the catalog is still at the snapshot's revision; `layout` as
    /// it is otherwise.
    ///
    /// - Throws: ``GridComputationError/revisionMoved`` when it is not.
    /// - Complexity: O(n) to scan the frames, O(s + k) to read the favorites from the first card
    ///   the rect shows (s before it) to the last (k).
    private func drawnCardsAreTheFavorites(_ layout: LayoutResult, entry: LayoutCacheEntry) throws -> Result<LayoutResult, EntryDamage> {
        guard case .count = favorites, let viewport = request.viewport else { return .success(layout) }
        let offsets = layout.itemOffsets
        let drawn = layout.elements(intersecting: viewport).lazy.filter { $0.category == .item }.map { offsets[$0.section] + $0.item }
        guard let first = drawn.min(), let last = drawn.max() else { return .success(layout) }
        let (store, revision) = (store, revision)
        let ids = try store.database.read { _ in
            guard try store.revision() == revision else { throw GridComputationError.revisionMoved }
            return try store.favorites.orderedPlantIDs(at: first..<(last + 1))
        }
        guard ids.elementsEqual(entry.value.manifest[first...last].lazy.map(\.plantID)) else {
            return .failure(EntryDamage("the cards \(first) to \(last) are not the favorites there"))
        }
        return .success(layout)
    }

    /// Each card's plant and size stamp, what a stored layout's manifest records: the snapshot's,
    /// or, when it read the plant ids only, the stamps read now in a transaction that checks the
    /// catalog is still at the snapshot's revision.
    ///
    /// - Throws: ``GridComputationError/revisionMoved`` when it is not.
    /// - Complexity: O(1) when the snapshot read the stamps; else O(n) for n favorites.
    func manifest() throws -> [ManifestItem] {
        guard !cards.stampsRead else { return cards.manifest }
        let (store, revision, filter) = (store, revision, request.filter)
        let stamps = try store.database.read { _ in
            guard try store.revision() == revision else { throw GridComputationError.revisionMoved }
            var stamps: [ManifestItem] = []
            try store.favorites.forEachStamp(matching: filter, kinds: false) { stamps.append(ManifestItem(plantID: $0.plantID, sizeStamp: $0.sizeStamp)) }
            return stamps
        }
        guard stamps.lazy.map(\.plantID).elementsEqual(cards.plantIDs) else { throw GridComputationError.revisionMoved }
        return stamps
    }

    /// Forgets the damaged entry, deleting it from the cache, with a note.
    private mutating func discard(because reason: String, cache: GridCache?) throws {
        lookup = .absent
        guard let cache else { return }
        notes.append(try cache.discardEntry(because: reason))
    }
}

/// What a hit reads of the favorites to check that its entry shows them, when it reads nothing
/// else about them: their plant ids, compared one by one with the entry's; or, for one rect of a
/// grid of every favorite, their number, then the plant ids of the cards the rect shows only
/// (``GridSnapshot``). At the entry's revision the favorites are the ones it was computed for —
/// every change to them moves the revision, through triggers the machinery check verifies before
/// any lookup — and the entry's checksum holds its manifest as stored; a rect checks what it
/// draws besides, not a million ids read to draw a screen.
enum FavoritesRead {
    case ids([Int64])
    case count(Int)

    /// The ids, when they were read.
    var ids: [Int64]? {
        if case .ids(let ids) = self { ids } else { nil }
    }
}
