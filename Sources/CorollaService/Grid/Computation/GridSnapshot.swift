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
    /// The favorites' plant ids, read for a hit that reads nothing else about them.
    private(set) var favoriteIDs: [Int64]?
    /// What was wrong with the entry and repaired, one line each.
    private(set) var notes: [String] = []

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
    init(
        _ request: GridRequest, store: CatalogStore, cache: GridCache?, readsContentsLater: Bool, hitsOnly: Bool = false,
        idsForFirstScreen: Bool = false, clock: PhaseClock
    ) throws {
        self.request = request
        self.store = store
        self.readsContentsLater = readsContentsLater
        self.hitsOnly = hitsOnly
        self.idsForFirstScreen = idsForFirstScreen && readsContentsLater && request.grouping == .none
        (revision, lookup, cards, favoriteIDs) = (0, .absent, GridCards(favorites: [], grouping: request.grouping), nil)
        let records = cache?.isWritable == true
        do {
            try read(key: cache?.key, recordingUse: records, clock: clock)
        } catch let error as DatabaseError where records && error.refusesCacheWrite {
            cache?.notWritten(error)
            try read(key: cache?.key, recordingUse: false, clock: clock)
        }
    }

    /// Reads the revision, the favorites and (with a `key`) the cache entry in one transaction.
    private mutating func read(key: LayoutCacheKey?, recordingUse: Bool, clock: PhaseClock) throws {
        let read = { [request, store, readsContentsLater, hitsOnly, idsForFirstScreen] (_: Database) throws -> (Int64, LayoutLookup, GridCards, [Int64]?) in
            let revision = try store.revision()
            let lookup = try key.map { try store.caches.lookupLayout($0, revision: revision, recordingUse: recordingUse) } ?? .absent
            if hitsOnly, key != nil, case .hit = lookup {} else if hitsOnly {
                return (revision, lookup, GridCards(favorites: [], grouping: request.grouping), nil)
            }
            let filter = request.filter
            // A hit needs the favorites' ids only, unless the cards' contents are read here (every card drawn)
            // or grouped: the contents of the cards a viewport draws are read later by plant id.
            if case .hit(let entry) = lookup, !request.includesContents || readsContentsLater, request.grouping == .none {
                return (revision, lookup, GridCards(manifest: entry.value.manifest), try store.favorites.orderedPlantIDs(filter))
            }
            if idsForFirstScreen, case .absent = lookup {
                let ids = try store.favorites.orderedPlantIDs(filter)
                if ids.count > FirstScreen.measuredAtOnce { return (revision, lookup, GridCards(plantIDs: ids), nil) }
            }
            if readsContentsLater {
                let cards = try GridCards(grouping: request.grouping, stamps: { try store.favorites.forEachStamp(matching: filter, $0) })
                return (revision, lookup, cards, nil)
            }
            let cards = try GridCards(grouping: request.grouping, favorites: { try store.favorites.forEachShownPlant(matching: filter, $0) })
            return (revision, lookup, cards, nil)
        }
        let database = store.database
        (revision, lookup, cards, favoriteIDs) = try clock.time(.snapshot) {
            try recordingUse ? database.write(read) : database.read(read)
        }
    }

    /// The entry's layout when the lookup was a hit and the entry shows exactly the favorites;
    /// a hit entry that does not is damaged (its revision says nothing changed) and is discarded,
    /// and the cards are read when only their ids were.
    mutating func cachedLayout(cache: GridCache?, clock: PhaseClock) throws -> LayoutResult? {
        if case .unreadable(let reason) = lookup { try discard(because: reason, cache: cache) }
        guard case .hit(let entry) = lookup else { return nil }
        let ids = favoriteIDs ?? cards.plantIDs
        if request.filter.needsWaterOn != nil, !entry.value.manifest.lazy.map(\.plantID).elementsEqual(ids) {
            // Other favorites need water on another day at the same revision: the entry is a base.
            if favoriteIDs != nil { try read(key: nil, recordingUse: false, clock: clock) }
            lookup = .stale(entry)
            return nil
        }
        let decoded = clock.time(.decoding) { () -> Result<LayoutResult, EntryDamage> in
            entry.decodedLayout().flatMap { layout in
                guard entry.value.manifest.lazy.map(\.plantID).elementsEqual(ids) else {
                    return .failure(EntryDamage("its \(entry.value.manifest.count) cards are not the \(ids.count) favorites"))
                }
                if favoriteIDs == nil, entry.value.manifest.lazy.map(\.sizeStamp).elementsEqual(cards.sizeStamps) == false {
                    return .failure(EntryDamage("its size stamps are not the plants'"))
                }
                guard cards.counts.isEmpty || layout.sections.map(\.items.count) == cards.counts else {
                    return .failure(EntryDamage("its sections are not the grid's"))
                }
                return .success(layout)
            }
        }
        switch decoded {
        case .success(let layout): return layout
        case .failure(let damage):
            try discard(because: damage.reason, cache: cache)
            // Only the ids were read: read the cards now.
            if favoriteIDs != nil { try read(key: nil, recordingUse: false, clock: clock) }
            return nil
        }
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
            try store.favorites.forEachStamp(matching: filter) { stamps.append(ManifestItem(plantID: $0.plantID, sizeStamp: $0.sizeStamp)) }
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
