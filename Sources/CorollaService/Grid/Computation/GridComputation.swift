import CorollaCards
import CorollaLayout
import CorollaStore

/// One favorites grid being computed: the request, how its cards are sized, its caches and the
/// clock. ``run()`` takes the steps in the order they happen, each a type of its own in
/// `Computation/` that takes what the steps before it found and gives what it finds — the
/// snapshot (``GridSnapshot``), the valid prefix (``PrefixReuse``), the cards sized
/// (``SizedCards``), the layout (``LaidOutGrid``), the store (``GridCache/store(_:revision:manifest:clock:)``)
/// and the result with its report (``GridResult/init(_:outcome:request:snapshot:sizing:sized:laidOut:contents:notes:warning:clock:)``).
/// Only ``GridCache`` (refused writes, the warning) and ``CardContentReader`` (what was read
/// after the snapshot) are shared by the steps, each changing its own state only.
///
/// The cache rules, step by step:
/// 1. **Look up** (``GridSnapshot``). The revision, the layout cache entry for the request's key and the favorites
///    the request's filter selects are read in one transaction. An entry at the current revision
///    that shows exactly those favorites is a **hit**: its frames are the grid, nothing is
///    measured or laid out (and with ``GridRequest/includesContents`` false and no grouping, only
///    the favorites' ids are read; for one ``GridRequest/viewport`` of every favorite, their
///    number and the ids of the cards it shows, ``FavoritesRead``). With `--needs-water`, which favorites pass also depends on the
///    day, which moves no revision: an entry at the current revision showing other favorites is
///    then a base for step 2, not damage.
/// 2. **Reuse the valid prefix** (``PrefixReuse``). An entry at an older revision is a base: the longest prefix of
///    cards with the same plants at the same size stamps (the revision at which what a card's
///    size depends on last changed) keeps its frames, a **partial** outcome. A later card whose
///    plant and stamp the entry also has takes the size that entry gave it.
/// 3. **Size the cards** left (``SizedCards``): from the measurement cache by content hash (what the style
///    measures), and the rest measured (once per distinct content) and stored, a batch at a time.
///    On a miss with a first screen (``FirstScreen``), only the cards the screen needs are sized,
///    the others estimated, and the layout (step 4) is not stored (step 5) unless none was.
/// 4. **Lay out** (``LaidOutGrid``) from the first changed card (the engine resumes at its checkpoint before it),
///    or everything on a **miss**.
/// 5. **Store** (``GridCache``) the layout with its revision and manifest (plant ids and size stamps), only
///    while the revision is still the one it was computed for, so a stale layout is never
///    served. It replaces the entry of its own key only; other widths, scales and styles keep
///    theirs. A layout the engine had to correct (a diagnostic) is returned, not stored.
/// 6. **Read what the drawn cards show** (``GridResult``, ``CardContentReader``): every card's, or with a ``GridRequest/viewport`` only
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
    private let cache: GridCache?
    private let progress: (@Sendable (Int, Int) -> Void)?
    /// Says when to stop measuring (between batches); nil: never.
    private let cancelled: (@Sendable () -> Bool)?
    private let clock = PhaseClock()
    /// Whether the snapshot reads only the favorites' stamps, what cards show being read for the
    /// cards measured or drawn only.
    private let readsContentsLater: Bool
    /// Why caching is off, when the catalog's cache machinery turned it off.
    private let setupNotes: [String]

    /// Prepares the computation of `request`: its card sizing, and with caching on, its cache key
    /// and the measurer fingerprint (the stored one while it holds, else computed with Pango and
    /// stored).
    ///
    /// - Throws: ``ServiceError`` or the layout's `LayoutError` for options the cards cannot use;
    ///   the store's errors reading the measurer fingerprint.
    /// - Parameter readingContentsAtOnce: reads what every card shows in the snapshot, even for a
    ///   viewport or a request without contents.
    init(
        _ request: GridRequest, service: CatalogService, progress: (@Sendable (Int, Int) -> Void)?, cancelled: (@Sendable () -> Bool)? = nil,
        readingContentsAtOnce: Bool = false
    ) throws {
        self.service = service
        self.request = request
        self.progress = progress
        self.cancelled = cancelled
        readsContentsLater = !readingContentsAtOnce && (request.viewport != nil || !request.includesContents)
        sizing = try CardSizing(request, metrics: service.measurerFactory.options.metrics)
        (cache, setupNotes) = try Self.cache(for: request, sizing: sizing, service: service, clock: clock)
    }

    /// The caches of `request`, nil with caching off (``GridRequest/noCache``, or the catalog's
    /// cache machinery not what the migrations make, with a note).
    private static func cache(
        for request: GridRequest, sizing: CardSizing, service: CatalogService, clock: PhaseClock
    ) throws -> (GridCache?, [String]) {
        guard !request.noCache else { return (nil, []) }
        let differences = try clock.time(.machinery) { try service.store.machineryDifferences() }
        guard differences.isEmpty else {
            return (
                nil,
                [
                    "caching is off for this grid: the catalog's cache machinery differs from what this corolla makes ("
                        + differences.map(\.description).joined(separator: ", ") + "); run 'corolla init' to repair it"
                ]
            )
        }
        let dependency = request.layout.containerDependency
        let key = LayoutCacheKey(
            configuration: try request.configurationKey(),
            containerWidth: dependency.contains(.width) ? request.container.width : nil,
            containerHeight: dependency.contains(.height) ? request.container.height : nil,
            scale: request.scale.pixelsPerPoint, style: request.style.rawValue, fingerprint: "none")
        let cache = GridCache(key: key, readOnly: service.isReadOnly, stores: request.storesResult, catalog: service.store)
        guard sizing.measuringWidth != nil else { return (cache, []) }
        let stored = try clock.time(.fingerprint) { try service.machinery.storedMeasurerFingerprint() }
        let fingerprint = stored ?? clock.time(.fingerprint) { service.measurer().fingerprint }
        cache.use(fingerprint: fingerprint)
        if stored == nil { try cache.write { try service.machinery.storeMeasurerFingerprint(fingerprint) } }
        return (cache, [])
    }

    /// Runs every step and reports what happened.
    ///
    /// - Complexity: a hit is O(n) for n favorites (reading them, or only their ids when the
    ///   request leaves the contents out, and decoding the frames); a partial outcome adds
    ///   comparing the manifests, sizing and laying out the changed suffix; a miss sizes every
    ///   card and measures every distinct card the measurement cache lacks.
    func run() throws -> GridResult {
        let (snapshot, contents, hit) = try lookUp()
        if let hit { return hit }
        let prefix = try PrefixReuse(snapshot.lookup, cards: snapshot.cards, layout: request.layout, sizing: sizing, cache: cache, clock: clock)
        let notes = setupNotes + snapshot.notes + prefix.notes
        do {
            return try sizeAndLayOut(snapshot, reusing: prefix, contents: contents, notes: notes)
        } catch let error as LayoutError where prefix.usesEntry {
            // What the older entry told the engine was refused: the entry was damaged.
            let note = try cache?.discardEntry(because: "the engine refused what it holds: \(error)")
            return try sizeAndLayOut(snapshot, reusing: .none, contents: contents, notes: notes + (note.map { [$0] } ?? []))
        }
    }

    /// Step 1 only: the result of a hit; nil when the grid would have to be sized or laid out.
    ///
    /// - Complexity: O(n) for n favorites on a hit; a lookup that is not one reads no favorite.
    func runIfCached() throws -> GridResult? {
        try lookUp(hitsOnly: true).hit
    }

    /// Step 1: the snapshot, the reader of what its cards show, and the result when the cache
    /// holds the layout.
    /// - Parameter hitsOnly: reads the favorites only for a hit (the snapshot is then of no use on a miss).
    private func lookUp(hitsOnly: Bool = false) throws -> (snapshot: GridSnapshot, contents: CardContentReader, hit: GridResult?) {
        var snapshot = try GridSnapshot(
            request, store: service.store, cache: cache, readsContentsLater: readsContentsLater, hitsOnly: hitsOnly,
            idsForFirstScreen: (request.firstScreen ?? request.viewport) != nil && sizing.measuringWidth != nil, clock: clock)
        let layout = try snapshot.cachedLayout(cache: cache, clock: clock)
        let contents = CardContentReader(snapshot, readsLater: readsContentsLater, grouping: request.grouping, store: service.store, clock: clock)
        let hit = try layout.map { layout in
            try GridResult(
                layout, outcome: .hit, request: request, snapshot: snapshot, sizing: sizing, sized: nil, laidOut: 0, contents: contents,
                notes: setupNotes + snapshot.notes, warning: cache?.warning, clock: clock)
        }
        return (snapshot, contents, hit)
    }

    /// Steps 3 to 6: sizes the cards, lays them out, stores the layout, and the result.
    private func sizeAndLayOut(_ snapshot: GridSnapshot, reusing prefix: PrefixReuse, contents: CardContentReader, notes: [String]) throws
        -> GridResult
    {
        let cards = snapshot.cards
        if let rect = FirstScreen.rect(of: request, cards: cards, sizing: sizing, reusing: prefix) {
            guard
                let screen = try FirstScreen(
                    cards, unread: snapshot.unread, rect: rect, request: request, sizing: sizing, cache: cache, contents: contents, service: service,
                    progress: progress, cancelled: cancelled, clock: clock)
            else {
                // The leading cards read do not reach past the screen by half: every favorite is read.
                return try GridComputation(
                    request.allCardsRead, service: service, progress: progress, cancelled: cancelled, readingContentsAtOnce: !readsContentsLater
                ).run()
            }
            if screen.estimate == nil { try cache?.store(screen.layout, revision: snapshot.revision, manifest: try snapshot.manifest(), clock: clock) }
            return try GridResult(
                screen.layout, outcome: cache == nil ? .bypassed : .miss, request: request, snapshot: snapshot, sizing: sizing, sized: screen.sized,
                laidOut: cards.count, contents: contents, notes: notes + screen.sized.notes, warning: cache?.warning, clock: clock,
                estimate: screen.estimate)
        }
        let sized = try SizedCards(
            cards, reusing: prefix, sizing: sizing, style: request.style, cache: cache, contents: contents, service: service, progress: progress,
            cancelled: cancelled, clock: clock)
        let laidOut = try LaidOutGrid(cards, items: sized.items, base: prefix.base, request: request, clock: clock)
        try cache?.store(laidOut.layout, revision: snapshot.revision, manifest: try snapshot.manifest(), clock: clock)
        let outcome: GridReport.Outcome = cache == nil ? .bypassed : prefix.base.map { .partial(reused: $0.reused) } ?? .miss
        return try GridResult(
            laidOut.layout, outcome: outcome, request: request, snapshot: snapshot, sizing: sizing, sized: sized, laidOut: laidOut.itemsLaidOut,
            contents: contents, notes: notes + sized.notes, warning: cache?.warning, clock: clock)
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
