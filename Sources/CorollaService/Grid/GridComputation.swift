import CorollaCards
import CorollaLayout
import CorollaStore

/// One favorites grid being computed: the request, how its cards are sized, the cards, the
/// clock, and what each step found. ``run()`` takes the steps in the order they happen — look
/// up, reuse the valid prefix, size the cards, lay out, store — and the report is built once,
/// at the end, from what happened.
///
/// The cache rules, step by step:
/// 1. **Look up.** The revision, the layout cache entry for the request's key and the favorites
///    the request's filter selects are read in one transaction. An entry at the current revision
///    that shows exactly those favorites is a **hit**: its frames are the grid, nothing is
///    measured or laid out (and with ``GridRequest/includesContents`` false and no grouping, only
///    the favorites' ids are read). With `--needs-water`, which favorites pass also depends on the
///    day, which moves no revision: an entry at the current revision showing other favorites is
///    then a base for step 2, not damage.
/// 2. **Reuse the valid prefix.** An entry at an older revision is a base: the longest prefix of
///    cards with the same plants at the same size stamps (the revision at which what a card's
///    size depends on last changed) keeps its frames, a **partial** outcome. A later card whose
///    plant and stamp the entry also has takes the size that entry gave it.
/// 3. **Size the cards** left: from the measurement cache by content hash (what the style
///    measures), and the rest measured (once per distinct content) and stored. A stored size whose
///    checksum fails is a miss: deleted and measured again, with a note.
/// 4. **Lay out** from the first changed card (the engine resumes at its checkpoint before it),
///    or everything on a **miss**.
/// 5. **Store** the layout with its revision and manifest (plant ids and size stamps), only
///    while the revision is still the one it was computed for, so a stale layout is never
///    served. It replaces the entry of its own key only; other widths, scales and styles keep
///    theirs. A layout the engine had to correct (a diagnostic) is returned, not stored.
/// 6. **Read what the drawn cards show**: every card's, or with a ``GridRequest/viewport`` only
///    the cards its rect query finds.
///
/// What cards show is read in the snapshot when every card is drawn. With a viewport, or a
/// request without contents, the snapshot reads each favorite's plant, size stamp and kind only,
/// and the contents of the cards measured or drawn are read later by plant id, in transactions
/// that check the revision is still the snapshot's; when it is not, the grid is computed again
/// reading everything in the snapshot, so a result always shows one revision.
///
/// An entry that does not decode or disagrees with itself (frames not finite, a manifest of
/// another length, a hit showing other plants) is deleted and the grid computed as on a miss,
/// with a note. The caches never make a read fail: when one cannot be written (the disk is
/// full, the file read-only, another process holds the write lock) the grid is computed all the
/// same, with a warning naming why.
///
/// A request that does not store its result (``GridRequest/storesResult`` false) reads the caches
/// and writes nothing, as a read-only catalog does, without a warning.
///
/// With caching off (``GridRequest/noCache``, or the catalog's cache machinery — its tables,
/// indexes, triggers, revision — not what the migrations make, with a note) the same steps run
/// with the cache steps switched off: nothing is looked up, every card is measured, nothing is
/// stored; the result is bit-identical.
struct GridComputation {
    private let service: CatalogService
    private let request: GridRequest
    private let sizing: CardSizing
    /// Where the layout is cached, and under which measurer fingerprint sizes are; nil with
    /// caching off.
    private var cache: Cache?
    private let progress: (@Sendable (Int, Int) -> Void)?
    private let clock = PhaseClock()
    /// Whether the snapshot reads only the favorites' stamps, what cards show being read for the
    /// cards measured or drawn only.
    private let readsContentsLater: Bool

    /// The caches a computation reads and writes.
    private struct Cache {
        /// The layout cache key of the request.
        var key: LayoutCacheKey
        /// The measurer fingerprint card sizes are keyed by; nil when the layout sizes the cards.
        var fingerprint: String?
        /// Why the caches are not written (the catalog is read-only, a write was refused); nil
        /// while they are.
        var refusal: String?
        /// Whether the request stores what it computes (``GridRequest/storesResult``): when not,
        /// the caches are only read, without a warning.
        var stores: Bool

        var isWritable: Bool { refusal == nil && stores }
    }

    // What the steps found, in step order.
    private var revision: Int64 = 0
    private var lookup = LayoutLookup.absent
    private var cards: GridCards
    /// The favorites' plant ids, read for a hit that reads nothing else about them.
    private var favoriteIDs: [Int64]?
    /// The older layout and how many leading cards keep its frames.
    private var base: (layout: LayoutResult, reused: Int)?
    /// The older layout's items of the cards after the prefix, by plant and size stamp.
    private var staleItems: [ManifestItem: LayoutItem] = [:]
    /// What the layout is told about each card.
    private var items: [LayoutItem] = []
    private var cardsMeasured = 0
    private var cardSizesFromCache = 0
    private var cardSizesFromLayout = 0
    private var itemsLaidOut = 0
    /// What the cards read after the snapshot show, with their photos, by card index.
    private var contentsReadLater: [Int: CardContent] = [:]
    /// The cards whose contents were read after the snapshot.
    private var cardsRead = Set<Int>()
    private var notes: [String] = []
    private var warning: String?

    /// Prepares the computation of `request`: its card sizing, and with caching on, its cache key.
    ///
    /// - Throws: ``ServiceError`` or the layout's `LayoutError` for options the cards cannot use;
    ///   the store's errors reading the measurer fingerprint.
    /// - Parameter readingContentsAtOnce: reads what every card shows in the snapshot, even for a
    ///   viewport or a request without contents.
    init(
        _ request: GridRequest, service: CatalogService, progress: (@Sendable (Int, Int) -> Void)?,
        readingContentsAtOnce: Bool = false
    ) throws {
        self.service = service
        self.request = request
        self.progress = progress
        readsContentsLater = !readingContentsAtOnce && (request.viewport != nil || !request.includesContents)
        sizing = try CardSizing(request, metrics: service.measurerFactory.options.metrics)
        cards = GridCards(favorites: [], grouping: request.grouping)
        guard !request.noCache else { return }
        let differences = try clock.time(.machinery) { try service.store.machineryDifferences() }
        guard differences.isEmpty else {
            notes.append(
                "caching is off for this grid: the catalog's cache machinery differs from what this corolla makes ("
                    + differences.map(\.description).joined(separator: ", ") + "); run 'corolla init' to repair it")
            return
        }
        let dependency = request.layout.containerDependency
        let key = LayoutCacheKey(
            configuration: try request.configurationKey(),
            containerWidth: dependency.contains(.width) ? request.container.width : nil,
            containerHeight: dependency.contains(.height) ? request.container.height : nil,
            scale: request.scale.pixelsPerPoint, style: request.style.rawValue, fingerprint: "none")
        cache = Cache(key: key, fingerprint: nil, refusal: service.isReadOnly ? "the catalog is opened read-only" : nil, stores: request.storesResult)
        if sizing.measuringWidth != nil { try findFingerprint() }
    }

    /// The measurer fingerprint the caches are keyed by: the stored one while it holds, else
    /// computed with Pango and stored.
    private mutating func findFingerprint() throws {
        let service = service
        let stored = try clock.time(.fingerprint) { try service.storedMeasurerFingerprint() }
        let fingerprint = stored ?? clock.time(.fingerprint) { service.measurer().fingerprint }
        cache?.key.fingerprint = fingerprint
        cache?.fingerprint = fingerprint
        if stored == nil { try writeCache { try service.storeMeasurerFingerprint(fingerprint) } }
    }

    /// Runs every step and reports what happened.
    ///
    /// - Complexity: a hit is O(n) for n favorites (reading them, or only their ids when the
    ///   request leaves the contents out, and decoding the frames); a partial outcome adds
    ///   comparing the manifests, sizing and laying out the changed suffix; a miss sizes every
    ///   card and measures every distinct card the measurement cache lacks.
    mutating func run() throws -> GridResult {
        try lookUp()
        if let layout = try cachedLayout() { return try finish(layout, outcome: .hit) }
        try reuseValidPrefix()
        do {
            return try sizeAndLayOut()
        } catch let error as LayoutError where base != nil || !staleItems.isEmpty {
            // What the older entry told the engine was refused: the entry was damaged.
            try discardEntry(because: "the engine refused what it holds: \(error)")
            (base, staleItems, items, cardSizesFromLayout) = (nil, [:], [], 0)
            return try sizeAndLayOut()
        }
    }

    /// Steps 3 to 5, and the result.
    private mutating func sizeAndLayOut() throws -> GridResult {
        try sizeCards()
        let layout = try layOut()
        try store(layout)
        return try finish(layout, outcome: cache == nil ? .bypassed : base.map { .partial(reused: $0.reused) } ?? .miss)
    }

    // MARK: 1. Look up

    /// Reads the revision, the cache entry and the favorites in one transaction: a write
    /// transaction while the cache is written, since a lookup records the entry's use.
    private mutating func lookUp() throws {
        let records = cache?.isWritable == true
        do {
            try snapshot(recordingUse: records)
        } catch let error as DatabaseError where records && error.refusesCacheWrite {
            cacheNotWritten(error)
            try snapshot(recordingUse: false)
        }
    }

    /// Reads the revision, the favorites and (`lookingUp`) the cache entry in one transaction.
    private mutating func snapshot(recordingUse: Bool, lookingUp: Bool = true) throws {
        let key = lookingUp ? cache?.key : nil
        let read = { [request, service, readsContentsLater] (_: Database) throws -> (Int64, LayoutLookup, GridCards, [Int64]?) in
            let store = service.store
            let revision = try store.revision()
            let lookup = try key.map { try store.caches.lookupLayout($0, revision: revision, recordingUse: recordingUse) } ?? .absent
            let filter = request.filter
            if case .hit(let entry) = lookup, !request.includesContents, request.grouping == .none {
                return (revision, lookup, GridCards(manifest: entry.value.manifest), try store.favorites.orderedPlantIDs(filter))
            }
            if readsContentsLater {
                let cards = try GridCards(grouping: request.grouping, stamps: { try store.favorites.forEachStamp(matching: filter, $0) })
                return (revision, lookup, cards, nil)
            }
            let cards = try GridCards(grouping: request.grouping, favorites: { try store.favorites.forEachShownPlant(matching: filter, $0) })
            return (revision, lookup, cards, nil)
        }
        let database = service.store.database
        (revision, lookup, cards, favoriteIDs) = try clock.time(.snapshot) {
            try recordingUse ? database.write(read) : database.read(read)
        }
    }

    /// The entry's layout when the lookup was a hit and the entry shows exactly the favorites;
    /// a hit entry that does not is damaged (its revision says nothing changed) and is discarded.
    private mutating func cachedLayout() throws -> LayoutResult? {
        if case .unreadable(let reason) = lookup { try discardEntry(because: reason) }
        guard case .hit(let entry) = lookup else { return nil }
        let ids = favoriteIDs ?? cards.plantIDs
        if request.filter.needsWaterOn != nil, !entry.value.manifest.lazy.map(\.plantID).elementsEqual(ids) {
            // Other favorites need water on another day at the same revision: the entry is a base.
            if favoriteIDs != nil { try snapshot(recordingUse: false, lookingUp: false) }
            lookup = .stale(entry)
            return nil
        }
        let decoded = clock.time(.decoding) { () -> Result<LayoutResult, EntryDamage> in
            decode(entry).flatMap { layout in
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
            try discardEntry(because: damage.reason)
            // Only the ids were read: read the cards now.
            if favoriteIDs != nil { try snapshot(recordingUse: false, lookingUp: false) }
            return nil
        }
    }

    /// Deletes the damaged entry of the key (it would be replaced by the next store anyway, but
    /// the store may not happen), with a note saying why.
    private mutating func discardEntry(because reason: String) throws {
        notes.append("the cached layout of this grid was damaged (\(reason)); it was deleted and the grid computed afresh")
        lookup = .absent
        guard let key = cache?.key else { return }
        let caches = service.store.caches
        try writeCache { try caches.deleteLayout(key) }
    }

    // MARK: 2. Reuse the valid prefix

    /// Takes an older entry's layout as the base when its manifest starts as this one does, and
    /// what it told the layout about each later card, by plant and size stamp: a card with the
    /// same stamp has the same measured content, so the same size. When frames are not the
    /// cards' sizes (stretched rows) no size is taken from a frame: the prefix stops at the row
    /// the engine places again, and the cards after it are sized from their contents.
    private mutating func reuseValidPrefix() throws {
        guard case .stale(let entry) = lookup else { return }
        let old: LayoutResult
        switch clock.time(.decoding, { decode(entry) }) {
        case .success(let layout): old = layout
        case .failure(let damage):
            try discardEntry(because: damage.reason)
            return
        }
        let manifest = cards.manifest
        var reused = zip(entry.value.manifest, manifest).prefix { $0 == $1 }.count
        if !sizing.framesAreMeasured, reused < manifest.count || reused < old.itemCount {
            // A frame is not its card's size here: the prefix ends where the engine starts placing
            // again, so every card it places is sized from its content.
            let start = request.layout.relayoutStart(of: old, sectionCount: cards.counts.count, from: cards.path(ofCard: reused))
            reused = min(reused, cards.index(of: start))
        }
        if reused > 0 { base = (old, reused) }
        guard sizing.measuringWidth != nil, sizing.framesAreMeasured, reused < manifest.count else { return }
        staleItems = clock.time(.decoding) {
            Dictionary(
                zip(entry.value.manifest, old.sections.lazy.flatMap(\.items)).dropFirst(reused).map { ($0, sizing.item(frame: $1)) },
                uniquingKeysWith: { first, _ in first })
        }
    }

    /// The layout of a cache entry, when it decodes and agrees with itself: as many items as the
    /// manifest has cards, every frame and the content size finite, no side negative.
    private func decode(_ entry: LayoutCacheEntry) -> Result<LayoutResult, EntryDamage> {
        let layout: LayoutResult
        do {
            layout = try LayoutResult(archive: entry.value.frames)
        } catch {
            return .failure(EntryDamage("\(error)"))
        }
        guard layout.itemCount == entry.value.manifest.count else {
            return .failure(EntryDamage("\(layout.itemCount) frames for \(entry.value.manifest.count) cards"))
        }
        guard layout.hasWellFormedFrames else { return .failure(EntryDamage("a frame is not finite or has a negative side")) }
        return .success(layout)
    }

    // MARK: 3. Size the cards

    /// What the layout is told about every card: the prefix from the base's frames (which the
    /// engine keeps without reading these items, see ``AnyLayout/relayoutStart(of:sectionCount:from:)``); after it,
    /// the stale layout's item for an unchanged card, else the card's size from the measurement
    /// cache or measured. A fan sizes its cards itself: nothing is measured.
    private mutating func sizeCards() throws {
        let reused = base?.reused ?? 0
        items.reserveCapacity(cards.count)
        if let base { items += base.layout.sections.lazy.flatMap(\.items).prefix(reused).map(sizing.item(frame:)) }
        guard let width = sizing.measuringWidth else {
            items += repeatElement(LayoutItem(), count: cards.count - reused)
            return
        }
        let fromLayout = (reused..<cards.count).map {
            staleItems.isEmpty ? nil : staleItems[ManifestItem(plantID: cards.plantIDs[$0], sizeStamp: cards.sizeStamps[$0])]
        }
        let toSize = (reused..<cards.count).filter { fromLayout[$0 - reused] == nil }
        var sizes = try self.sizes(of: toSize, width: width).makeIterator()
        for item in fromLayout {
            if let item {
                items.append(item)
                cardSizesFromLayout += 1
            } else if let size = sizes.next() {
                items.append(sizing.item(measured: size))
            } else {
                throw GridComputationError.missingSize(card: items.count)
            }
        }
    }

    /// The sizes of the cards at `indices` at `width`, in order. With caching on, each distinct
    /// measured content (by content hash) is looked up in the measurement cache, and the ones it
    /// lacks are measured once (on all cores) and stored; with caching off every card is
    /// measured.
    ///
    /// - Complexity: O(b) hashing for b bytes of the cards' measured text, O(d log m) cache reads
    ///   for d distinct contents, and the measurement of those the cache lacks.
    private mutating func sizes(of indices: [Int], width: Double) throws -> [Size] {
        let contents = try self.contents(ofCards: indices, photos: false)
        let (style, service, progress) = (request.style, service, progress)
        guard let cache, let fingerprint = cache.fingerprint else {
            cardsMeasured = Set(contents.map { MeasuredContent($0, style: style) }).count
            return clock.time(.measuring) { service.measurer().measure(contents, style: style, width: width, progress: progress) }
        }
        let hashes = clock.time(.hashing) { contents.map { MeasuredContent($0, style: style).hash } }
        var firstCard: [ContentHash: Int] = [:]
        for (position, hash) in hashes.enumerated() where firstCard[hash] == nil { firstCard[hash] = position }
        let keyFingerprint = CatalogService.cardSizeFingerprint(fingerprint)
        let key = { (hash: ContentHash) in
            CardSizeKey(contentHash: hash, style: style.rawValue, columnWidth: width, fingerprint: keyFingerprint)
        }
        let stored = try clock.time(.cardSizes) { try storedSizes(firstCard.keys.map(key)) }
        if stored.damaged > 0 {
            notes.append("\(stored.damaged) cached card size\(stored.damaged == 1 ? " was" : "s were") damaged (checksum); measured again")
        }
        var sizes: [ContentHash: Size] = [:]
        for (storedKey, size) in stored.sizes { sizes[storedKey.contentHash] = Size(width: size.width, height: size.height) }
        let missing = firstCard.filter { sizes[$0.key] == nil }.sorted { $0.value < $1.value }
        cardSizesFromCache = sizes.count
        cardsMeasured = missing.count
        if !missing.isEmpty {
            let measured = clock.time(.measuring) {
                service.measurer().measure(missing.map { contents[$0.value] }, style: style, width: width, progress: progress)
            }
            var new: [CardSizeKey: CardSize] = [:]
            for ((hash, _), size) in zip(missing, measured) {
                sizes[hash] = size
                new[key(hash)] = CardSize(width: size.width, height: size.height)
            }
            let caches = service.store.caches
            try clock.time(.cardSizes) { try writeCache { try caches.putCardSizes(new) } }
        }
        return try hashes.enumerated().map { position, hash in
            guard let size = sizes[hash] else { throw GridComputationError.missingSize(card: indices[position]) }
            return size
        }
    }

    /// The measurement cache's sizes of `keys`, counting hits and misses while the cache is
    /// written.
    private mutating func storedSizes(_ keys: [CardSizeKey]) throws -> CardSizeLookup {
        let caches = service.store.caches
        guard cache?.isWritable == true else { return try caches.cardSizes(for: keys, recordingUse: false) }
        do {
            return try caches.cardSizes(for: keys)
        } catch let error as DatabaseError where error.refusesCacheWrite {
            cacheNotWritten(error)
            return try caches.cardSizes(for: keys, recordingUse: false)
        }
    }

    // MARK: 4. Lay out

    /// Lays the cards out, from the first changed card on when there is a base.
    private mutating func layOut() throws -> LayoutResult {
        let sections = cards.sections(items, headerHeight: request.headerHeight)
        return try clock.time(.layout) {
            if let (cached, reused) = base, let layout = try relayout(cached, reused: reused, sections: sections) { return layout }
            itemsLaidOut = cards.count
            return try request.layout.layout(sections, in: request.container, scale: request.scale)
        }
    }

    /// `cached` laid out again from card `reused` on; nil when the engine cannot resume it (its
    /// checkpoints were not recorded for this configuration: a row changed from outside).
    private mutating func relayout(_ cached: LayoutResult, reused: Int, sections: [LayoutSection]) throws -> LayoutResult? {
        var layout = cached
        if reused == cards.count, reused == layout.itemCount { return layout }
        let change = cards.path(ofCard: reused)
        let start = request.layout.relayoutStart(of: layout, sectionCount: sections.count, from: change)
        do {
            try request.layout.relayout(&layout, sections: sections, in: request.container, scale: request.scale, from: change)
        } catch is LayoutError {
            return nil
        }
        itemsLaidOut = cards.count - cards.index(of: start)
        return layout
    }

    // MARK: 5. Store

    /// Stores `layout` under the key, replacing that key's entry only, unless the catalog changed
    /// since it was read; then drops the least recently used layouts (of any key) and card sizes
    /// beyond the cache's byte budget.
    private mutating func store(_ layout: LayoutResult) throws {
        guard let cache, layout.diagnostics.isEmpty else { return }
        let value = LayoutCacheValue(
            revision: revision, manifest: cards.manifest, frames: layout.archive,
            contentWidth: layout.contentSize.width, contentHeight: layout.contentSize.height)
        let store = service.store
        try clock.time(.storing) {
            try writeCache {
                try store.database.write { _ in
                    guard try store.revision() == value.revision else { return }
                    try store.caches.putLayout(value, for: cache.key)
                    try store.caches.prune(toBudget: try store.caches.budget())
                }
            }
        }
    }

    // MARK: Cache writes that may be refused

    /// Runs `write` while the cache is written, else warns that it was not; a refusal (see
    /// `DatabaseError.refusesCacheWrite`) stops further cache writes and becomes the warning.
    private mutating func writeCache(_ write: () throws -> Void) throws {
        guard let cache else { return }
        guard cache.isWritable else {
            warning = warning ?? cache.refusal
            return
        }
        do {
            try write()
        } catch let error as DatabaseError where error.refusesCacheWrite {
            cacheNotWritten(error)
            warning = warning ?? self.cache?.refusal
        }
    }

    /// Stops cache writes after `error` refused one.
    private mutating func cacheNotWritten(_ error: DatabaseError) {
        if cache?.isWritable == true { cache?.refusal = error.cacheWriteRefusal }
    }

    // MARK: 6. Read what the drawn cards show

    /// The cards drawn (their indices, in item order) and what they show: every card, or with a
    /// viewport the cards whose frames intersect it; none without contents.
    ///
    /// - Complexity: O(n) for n cards without a viewport; with one, O(n log n) to index the
    ///   frames and O(k log n) to read the k cards it shows.
    private mutating func drawnCards(of layout: LayoutResult) throws -> (cards: [Int]?, contents: [CardContent]) {
        guard request.includesContents else { return (nil, []) }
        guard let viewport = request.viewport else {
            return (nil, readsContentsLater ? try contents(ofCards: Array(0..<cards.count)) : cards.contents)
        }
        let found = clock.time(.query) {
            LayoutIndex(layout).elements(in: viewport).lazy.filter { $0.category == .item }
                .map { [cards] in cards.index(of: ItemPath(section: $0.section, item: $0.item)) }.sorted()
        }
        return (found, try contents(ofCards: found))
    }

    /// What the cards at `indices` show: from the snapshot when it read them, else read by plant
    /// id, in a transaction that checks the catalog is still at the snapshot's revision. Without
    /// `photos` (for measuring, which needs a photo's aspect only) the stored photos are not read
    /// and what is read is not kept.
    ///
    /// - Throws: ``GridComputationError/revisionMoved`` when it is not.
    /// - Complexity: O(m log n) for m cards not read yet among n plants.
    private mutating func contents(ofCards indices: [Int], photos: Bool = true) throws -> [CardContent] {
        guard readsContentsLater else { return indices.map { cards.contents[$0] } }
        let missing = indices.filter { contentsReadLater[$0] == nil }
        var unkept: [Int: CardContent] = [:]
        if !missing.isEmpty {
            let ids = missing.map { cards.plantIDs[$0] }
            let (store, revision) = (service.store, revision)
            let plants = try clock.time(.contents) {
                try store.database.read { _ in
                    guard try store.revision() == revision else { throw GridComputationError.revisionMoved }
                    return try store.plants.shownPlants(ids: ids, photos: photos)
                }
            }
            for (index, id) in zip(missing, ids) {
                guard let plant = plants[id] else { throw GridComputationError.revisionMoved }
                let content = GridCards.content(plant, grouping: request.grouping)
                if photos { contentsReadLater[index] = content } else { unkept[index] = content }
                cardsRead.insert(index)
            }
        }
        return try indices.map { index in
            guard let content = contentsReadLater[index] ?? unkept[index] else { throw GridComputationError.missingContent(card: index) }
            return content
        }
    }

    // MARK: The result

    /// The grid of `layout`, with what its drawn cards show and the report of what happened.
    private mutating func finish(_ layout: LayoutResult, outcome: GridReport.Outcome) throws -> GridResult {
        let drawn = try drawnCards(of: layout)
        let report = GridReport(
            outcome: outcome, revision: revision, cardsMeasured: cardsMeasured, cardSizesFromCache: cardSizesFromCache,
            cardSizesFromLayout: cardSizesFromLayout, itemsLaidOut: itemsLaidOut,
            contentsRead: readsContentsLater ? cardsRead.count : cards.contents.count,
            measuringWidth: sizing.measuringWidth, notes: notes, warning: warning, timings: clock.timings, total: clock.elapsed)
        var rotated: Size?
        if case .layoutSized(let size) = sizing { rotated = size }
        return GridResult(
            plantIDs: cards.plantIDs, contents: drawn.contents, drawnCards: drawn.cards,
            headers: request.includesContents ? cards.headers : [], layout: layout, style: request.style, date: request.date,
            userInterfaceStyle: request.userInterfaceStyle, rotatedCardSize: rotated, viewport: request.viewport, report: report)
    }
}

/// Why a cache entry cannot be used.
private struct EntryDamage: Error {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

/// A grid computation that found itself inconsistent: a programming error, reported rather than
/// drawn with a made-up size.
enum GridComputationError: Error, CustomStringConvertible {
    /// Card `card` was neither reused nor measured.
    case missingSize(card: Int)
    /// What card `card` shows was never read.
    case missingContent(card: Int)
    /// The catalog changed between the snapshot and a later read of what cards show.
    case revisionMoved

    var description: String {
        switch self {
        case .missingSize(let card): "internal error: card \(card) of the grid was given no size"
        case .missingContent(let card): "internal error: what card \(card) of the grid shows was not read"
        case .revisionMoved: "the catalog changed while the grid was read"
        }
    }
}
