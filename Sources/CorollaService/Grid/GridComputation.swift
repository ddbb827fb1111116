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
///    are read in one transaction. An entry at the current revision is a **hit**: its frames are
///    the grid, nothing is measured or laid out (and with ``GridRequest/includesContents`` false,
///    nothing about the plants is read).
/// 2. **Reuse the valid prefix.** An entry at an older revision is a base: the longest prefix of
///    cards with the same plants and the same measured content (manifest hash: what the style
///    measures, and the section when grouping) keeps its frames, a **partial** outcome. After
///    the prefix, a card whose hash the entry also has takes the size that entry gave it.
/// 3. **Size the cards** the prefix did not cover: from the measurement cache by content hash,
///    and the rest measured (once per distinct content) and stored.
/// 4. **Lay out** from the first changed card (the engine resumes at its checkpoint before it),
///    or everything on a **miss**.
/// 5. **Store** the layout with its revision and manifest, only while the revision is still the
///    one it was computed for, so a stale layout is never served; older layouts are then
///    dropped. A layout the engine had to correct (a diagnostic) is returned, not stored.
///
/// With caching off (``GridRequest/noCache``) the same steps run with the cache steps switched
/// off: nothing is looked up, every card is measured, nothing is stored; the result is
/// bit-identical.
struct GridComputation {
    private let service: CatalogService
    private let request: GridRequest
    private let sizing: CardSizing
    /// Where the layout is cached, and under which measurer fingerprint sizes are; nil with
    /// caching off.
    private let cache: Cache?
    private let progress: (@Sendable (Int, Int) -> Void)?
    private let clock = PhaseClock()

    /// The caches a computation reads and writes.
    private struct Cache {
        /// The layout cache key of the request.
        var key: LayoutCacheKey
        /// The measurer fingerprint card sizes are keyed by; nil when the layout sizes the cards.
        var fingerprint: String?
    }

    // What the steps found, in step order.
    private var revision: Int64 = 0
    private var lookup = LayoutLookup.absent
    private var cards: GridCards
    /// Each card's manifest entry (plant and manifest hash), and its measurement hash.
    private var manifest: [ManifestItem] = []
    private var measuredHashes: [ContentHash] = []
    /// The older layout and how many leading cards keep its frames.
    private var base: (layout: LayoutResult, reused: Int)?
    /// The older layout's items after the prefix, by manifest hash.
    private var staleItems: [ContentHash: LayoutItem] = [:]
    /// What the layout is told about each card.
    private var items: [LayoutItem] = []
    private var cardsMeasured = 0
    private var cardSizesFromCache = 0
    private var cardSizesFromLayout = 0
    private var itemsLaidOut = 0

    /// Prepares the computation of `request`: its card sizing, and with caching on, its cache key.
    ///
    /// - Throws: ``ServiceError`` or the layout's `LayoutError` for options the cards cannot use;
    ///   the store's errors reading the measurer fingerprint.
    init(_ request: GridRequest, service: CatalogService, progress: (@Sendable (Int, Int) -> Void)?) throws {
        self.service = service
        self.request = request
        self.progress = progress
        sizing = try CardSizing(request, metrics: service.measurerFactory.options.metrics)
        cards = GridCards(favorites: [], grouping: request.grouping)
        guard !request.noCache else {
            cache = nil
            return
        }
        let clock = clock
        let fingerprint = try sizing.measuringWidth.map { _ in try clock.time(.fingerprint) { try service.measurerFingerprint() } }
        let dependency = request.layout.containerDependency
        let key = LayoutCacheKey(
            configuration: try request.configurationKey(),
            containerWidth: dependency.contains(.width) ? request.container.width : nil,
            containerHeight: dependency.contains(.height) ? request.container.height : nil,
            scale: request.scale.pixelsPerPoint, style: request.style.rawValue, fingerprint: fingerprint ?? "none")
        cache = Cache(key: key, fingerprint: fingerprint)
    }

    /// Runs every step and reports what happened.
    ///
    /// - Complexity: a hit is O(n) for n favorites (reading them, unless the request leaves the
    ///   contents out, and decoding the frames); a partial outcome adds hashing every card and
    ///   sizing and laying out the changed suffix; a miss sizes every card and measures every
    ///   distinct card the measurement cache lacks.
    mutating func run() throws -> GridResult {
        try lookUp()
        if let layout = cachedLayout() { return finish(layout, outcome: .hit) }
        hashCards()
        reuseValidPrefix()
        try sizeCards()
        let layout = try layOut()
        try store(layout)
        return finish(layout, outcome: cache == nil ? .bypassed : base.map { .partial(reused: $0.reused) } ?? .miss)
    }

    // MARK: 1. Look up

    /// Reads the revision, the cache entry and the favorites in one transaction: a write
    /// transaction with caching on, since a lookup records the entry's use.
    private mutating func lookUp() throws {
        let snapshot = { [request, cache, service] (_: Database) throws -> (Int64, LayoutLookup, GridCards) in
            let store = service.store
            let revision = try store.revision()
            let lookup = try cache.map { try store.caches.lookupLayout($0.key, revision: revision) } ?? .absent
            if case .hit(let entry) = lookup, !request.includesContents { return (revision, lookup, GridCards(manifest: entry.value.manifest)) }
            return (revision, lookup, try GridCards(grouping: request.grouping, favorites: store.favorites.forEachShownPlant))
        }
        let database = service.store.database
        (revision, lookup, cards) = try clock.time(.snapshot) {
            try cache == nil ? database.read(snapshot) : database.write(snapshot)
        }
    }

    /// The entry's layout when the lookup was a hit and the entry decodes to exactly these cards.
    private mutating func cachedLayout() -> LayoutResult? {
        guard case .hit(let entry) = lookup else { return nil }
        return clock.time(.decoding) { decode(entry, showing: cards) }
    }

    // MARK: 2. Reuse the valid prefix

    /// Hashes what each card measures, for the manifest and the measurement cache.
    ///
    /// - Complexity: O(b) for b bytes of measured text.
    private mutating func hashCards() {
        guard cache != nil else { return }
        let hashes = clock.time(.hashing) { cards.hashes(style: request.style) }
        measuredHashes = hashes.measured
        manifest = zip(cards.plantIDs, hashes.manifest).map { ManifestItem(plantID: $0, contentHash: $1) }
    }

    /// Takes an older entry's layout as the base when its manifest starts as this one does, and
    /// what it told the layout about each later card, by manifest hash: a card with the same
    /// hash has the same measured content in the same section, so the same size.
    private mutating func reuseValidPrefix() {
        guard case .stale(let entry) = lookup, let old = clock.time(.decoding, { decode(entry, showing: nil) }) else { return }
        let reused = zip(entry.value.manifest, manifest).prefix { $0 == $1 }.count
        guard reused > 0 else { return }
        base = (old, reused)
        guard sizing.measuringWidth != nil else { return }
        staleItems = clock.time(.decoding) {
            Dictionary(
                zip(entry.value.manifest.lazy.map(\.contentHash), old.sections.lazy.flatMap(\.items)).dropFirst(reused)
                    .map { ($0, sizing.item(frame: $1)) },
                uniquingKeysWith: { first, _ in first })
        }
    }

    // MARK: 3. Size the cards

    /// What the layout is told about every card: the prefix from the base's frames; after it,
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
        let fromLayout = (reused..<cards.count).map { staleItems.isEmpty ? nil : staleItems[manifest[$0].contentHash] }
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
    /// measured content is looked up in the measurement cache, and the ones it lacks are
    /// measured once (on all cores) and stored; with caching off every card is measured.
    ///
    /// - Complexity: O(n) for n cards, plus O(d log m) cache reads for d distinct contents and
    ///   the measurement of those the cache lacks.
    private mutating func sizes(of indices: [Int], width: Double) throws -> [Size] {
        let contents = indices.map { cards.contents[$0] }
        let style = request.style
        guard let fingerprint = cache?.fingerprint else {
            cardsMeasured = Set(contents.map { MeasuredContent($0, style: style) }).count
            return clock.time(.measuring) { service.measurer().measure(contents, style: style, width: width, progress: progress) }
        }
        let hashes = indices.map { measuredHashes[$0] }
        var firstCard: [ContentHash: Int] = [:]
        for (position, hash) in hashes.enumerated() where firstCard[hash] == nil { firstCard[hash] = position }
        let keyFingerprint = CatalogService.cardSizeFingerprint(fingerprint)
        let key = { (hash: ContentHash) in
            CardSizeKey(contentHash: hash, style: style.rawValue, columnWidth: width, fingerprint: keyFingerprint)
        }
        var sizes: [ContentHash: Size] = [:]
        for (stored, size) in try clock.time(.cardSizes, { try service.store.caches.cardSizes(for: firstCard.keys.map(key)) }) {
            sizes[stored.contentHash] = Size(width: size.width, height: size.height)
        }
        let missing = firstCard.filter { sizes[$0.key] == nil }.sorted { $0.value < $1.value }
        cardSizesFromCache = sizes.count
        cardsMeasured = missing.count
        if !missing.isEmpty {
            let measured = clock.time(.measuring) { [progress] in
                service.measurer().measure(missing.map { contents[$0.value] }, style: style, width: width, progress: progress)
            }
            var new: [CardSizeKey: CardSize] = [:]
            for ((hash, _), size) in zip(missing, measured) {
                sizes[hash] = size
                new[key(hash)] = CardSize(width: size.width, height: size.height)
            }
            try clock.time(.cardSizes) { try service.store.caches.putCardSizes(new) }
        }
        return try hashes.enumerated().map { position, hash in
            guard let size = sizes[hash] else { throw GridComputationError.missingSize(card: indices[position]) }
            return size
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

    /// Stores `layout` under the key unless the catalog changed since it was read, then drops
    /// older layouts and the least recently used beyond the service's limit.
    private mutating func store(_ layout: LayoutResult) throws {
        guard let cache, layout.diagnostics.isEmpty else { return }
        let value = LayoutCacheValue(
            revision: revision, manifest: manifest, frames: layout.archive,
            contentWidth: layout.contentSize.width, contentHeight: layout.contentSize.height)
        let store = service.store
        let limit = service.maximumLayoutsPerConfiguration
        try clock.time(.storing) {
            try store.database.write { _ in
                guard try store.revision() == value.revision else { return }
                try store.caches.putLayout(value, for: cache.key)
                try store.caches.pruneLayouts(olderThanRevision: value.revision, maximumPerConfiguration: limit)
            }
        }
    }

    // MARK: The result

    /// The grid of `layout`, with the report of what happened.
    private func finish(_ layout: LayoutResult, outcome: GridReport.Outcome) -> GridResult {
        let report = GridReport(
            outcome: outcome, revision: revision, cardsMeasured: cardsMeasured, cardSizesFromCache: cardSizesFromCache,
            cardSizesFromLayout: cardSizesFromLayout, itemsLaidOut: itemsLaidOut, measuringWidth: sizing.measuringWidth,
            timings: clock.timings, total: clock.elapsed)
        var rotated: Size?
        if case .layoutSized(let size) = sizing { rotated = size }
        return GridResult(
            plantIDs: cards.plantIDs, contents: request.includesContents ? cards.contents : [],
            headers: request.includesContents ? cards.headers : [], layout: layout, style: request.style, date: request.date,
            rotatedCardSize: rotated, report: report)
    }

    /// The layout of a cache entry, when it decodes and (given `cards`) shows exactly those cards.
    private func decode(_ entry: LayoutCacheEntry, showing cards: GridCards?) -> LayoutResult? {
        guard let layout = try? LayoutResult(archive: entry.value.frames), layout.itemCount == entry.value.manifest.count else {
            return nil
        }
        guard let cards else { return layout }
        guard entry.value.manifest.map(\.plantID) == cards.plantIDs else { return nil }
        return cards.counts.isEmpty || layout.sections.map(\.items.count) == cards.counts ? layout : nil
    }
}

/// A grid computation that found itself inconsistent: a programming error, reported rather than
/// drawn with a made-up size.
enum GridComputationError: Error, CustomStringConvertible {
    /// Card `card` was neither reused nor measured.
    case missingSize(card: Int)

    var description: String {
        switch self {
        case .missingSize(let card): "internal error: card \(card) of the grid was given no size"
        }
    }
}
