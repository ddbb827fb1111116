import CorollaCards
import CorollaLayout
import CorollaStore

extension CatalogService {
    /// The favorites grid `request` asks for, from the caches whenever they hold it.
    ///
    /// - Hit: the layout cache has this key (configuration, the container dimensions the layout
    ///   depends on, scale, style, measurer fingerprint) at the current catalog revision: one row
    ///   is read and its layout decoded; no measurer is created.
    /// - Partial: it has the key at an older revision: the longest prefix of cards with the same
    ///   plants and measured content keeps its frames, and only the rest is sized and laid out
    ///   (``CollectionLayout/relayout(_:sections:in:scale:from:)``).
    /// - Miss: every card is sized, from the measurement cache or measured, and laid out.
    ///
    /// The revision, the cache entry and the favorites are read in one transaction, and a computed
    /// layout is stored only while the revision is still the one it was computed for (with its
    /// revision, so a stale layout is never served); older layouts are then dropped, and at most
    /// ``maximumLayoutsPerConfiguration`` kept per configuration. A layout the engine had to
    /// correct (a diagnostic) is returned, not stored. With `noCache` nothing is read from or
    /// written to a cache, and the result is bit-identical.
    ///
    /// - Parameter progress: called while cards are measured with (measured, to measure), from the
    ///   measuring threads, one call at a time.
    /// - Throws: ``ServiceError``, the layout's `LayoutError`, or the store's errors.
    /// - Complexity: a hit is O(n) for n favorites (reading them, unless the request leaves the
    ///   contents out, and decoding the frames); a partial
    ///   outcome adds hashing every card and measuring and laying out the changed suffix; a miss
    ///   measures every distinct card the measurement cache lacks.
    public func grid(for request: GridRequest, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> GridResult {
        var clock = PhaseClock()
        let sizing = try CardSizing(request, metrics: measurerFactory.options.metrics)
        guard !request.noCache else { return try uncachedGrid(request, sizing: sizing, clock: &clock, progress: progress) }
        let fingerprint = try sizing.measuringWidth.map { _ in try clock.time(.fingerprint) { try measurerFingerprint() } }
        let (width, height) = request.keyDimensions
        let key = LayoutCacheKey(
            configuration: try request.configurationKey(), containerWidth: width, containerHeight: height,
            scale: request.scale.pixelsPerPoint, style: request.style.rawValue, fingerprint: fingerprint ?? "none")
        let snapshot = try clock.time(.snapshot) {
            try store.database.write { _ in
                let revision = try store.revision()
                let lookup = try store.caches.lookupLayout(key, revision: revision)
                if case .hit(let entry) = lookup, !request.includesContents { return (revision, lookup, GridCards(manifest: entry.value.manifest)) }
                return (revision, lookup, try GridCards(grouping: request.grouping, favorites: store.favorites.forEachShownPlant))
            }
        }
        let (revision, lookup, cards) = snapshot
        if case .hit(let entry) = lookup, let layout = clock.time(.decoding, { decode(entry, for: cards) }) {
            let report = GridReport(
                outcome: .hit, revision: revision, cardsMeasured: 0, cardSizesFromCache: 0, itemsLaidOut: 0,
                measuringWidth: sizing.measuringWidth, timings: clock.timings, total: clock.elapsed)
            return result(request, sizing: sizing, cards: cards, layout: layout, report: report)
        }
        let hashes = clock.time(.hashing) { cards.hashes(style: request.style) }
        let manifest = zip(cards.plantIDs, hashes.manifest).map { ManifestItem(plantID: $0, contentHash: $1) }
        var base: (layout: LayoutResult, reused: Int)?
        var staleItems: [ContentHash: LayoutItem] = [:]
        if case .stale(let entry) = lookup, let old = clock.time(.decoding, { decode(entry) }) {
            let reused = zip(entry.value.manifest, manifest).prefix { $0 == $1 }.count
            base = reused > 0 ? (old, reused) : nil
            if reused > 0, sizing.measuringWidth != nil {
                // The suffix's unchanged cards: what the stale layout was told about a card with the
                // same manifest hash (same measured content, same section) is what it would be told now.
                staleItems = clock.time(.decoding) {
                    Dictionary(
                        zip(entry.value.manifest.lazy.map(\.contentHash), old.sections.lazy.flatMap(\.items)).dropFirst(reused)
                            .map { ($0, sizing.item(frame: $1)) },
                        uniquingKeysWith: { first, _ in first })
                }
            }
        }
        var computed = try compute(
            request, sizing: sizing, cards: cards, hashes: hashes.measured, base: base, staleItems: staleItems,
            manifestHashes: hashes.manifest, cache: fingerprint.map(SizeCache.stored) ?? .none, clock: &clock, progress: progress)
        computed.report.revision = revision
        if computed.layout.diagnostics.isEmpty {
            let value = LayoutCacheValue(
                revision: revision, manifest: manifest, frames: computed.layout.archive,
                contentWidth: computed.layout.contentSize.width, contentHeight: computed.layout.contentSize.height)
            try clock.time(.storing) { try storeLayout(value, for: key) }
        }
        computed.report.timings = clock.timings
        computed.report.total = clock.elapsed
        return computed
    }

    /// The grid computed from scratch without any cache: what a cached grid must equal bit for bit.
    private func uncachedGrid(
        _ request: GridRequest, sizing: CardSizing, clock: inout PhaseClock, progress: (@Sendable (Int, Int) -> Void)?
    ) throws -> GridResult {
        let (revision, favorites) = try clock.time(.snapshot) {
            try store.database.read { _ in (try store.revision(), try store.favorites.shownPlants()) }
        }
        let cards = GridCards(favorites: favorites, grouping: request.grouping)
        var computed = try compute(
            request, sizing: sizing, cards: cards, hashes: [], base: nil, staleItems: [:], manifestHashes: [], cache: .bypassed,
            clock: &clock, progress: progress)
        computed.report.revision = revision
        computed.report.timings = clock.timings
        computed.report.total = clock.elapsed
        return computed
    }

    /// How card sizes are found.
    private enum SizeCache: Equatable {
        /// In the measurement cache, under this measurer fingerprint.
        case stored(fingerprint: String)
        /// Nothing is measured (the layout sizes the cards).
        case none
        /// Everything is measured (`noCache`).
        case bypassed
    }

    /// Sizes and lays out `cards`: the first `base.reused` from the frames of `base.layout`, relaid
    /// out from the first change; or all of them. A card after the prefix whose manifest hash is in
    /// `staleItems` (the stale layout's items by manifest hash) takes that item, unmeasured.
    private func compute(
        _ request: GridRequest, sizing: CardSizing, cards: GridCards, hashes: [ContentHash],
        base: (layout: LayoutResult, reused: Int)?, staleItems: [ContentHash: LayoutItem], manifestHashes: [ContentHash],
        cache: SizeCache, clock: inout PhaseClock, progress: (@Sendable (Int, Int) -> Void)?
    ) throws -> GridResult {
        var fingerprint: String?
        if case .stored(let stored) = cache { fingerprint = stored }
        let reused = base?.reused ?? 0
        var counts = SizingCounts()
        var items = base.map { base in base.layout.sections.flatMap(\.items).prefix(reused).map(sizing.item(frame:)) } ?? []
        var fromLayout = 0
        if let width = sizing.measuringWidth {
            // The suffix: items of the stale layout where the card is unchanged, the rest sized.
            var suffix = [LayoutItem?](repeating: nil, count: cards.count - reused)
            if !staleItems.isEmpty {
                for index in reused..<cards.count {
                    if let item = staleItems[manifestHashes[index]] {
                        suffix[index - reused] = item
                        fromLayout += 1
                    }
                }
            }
            let toSize = fromLayout == 0 ? Array(reused..<cards.count) : (reused..<cards.count).filter { suffix[$0 - reused] == nil }
            let sizes = try cardSizes(
                ArraySlice(toSize.map { cards.contents[$0] }), hashes: fingerprint == nil ? [] : ArraySlice(toSize.map { hashes[$0] }),
                style: request.style, width: width, fingerprint: fingerprint, clock: &clock, counts: &counts, progress: progress)
            for (index, size) in zip(toSize, sizes) { suffix[index - reused] = sizing.item(measured: size) }
            items += suffix.map { $0 ?? LayoutItem() }
        } else {
            items += Array(repeating: LayoutItem(), count: cards.count - reused)
        }
        let sections = cards.sections(items, headerHeight: request.headerHeight)
        let (layout, laidOut) = try clock.time(.layout) { try lay(request, sections: sections, cards: cards, base: base) }
        let report = GridReport(
            outcome: base.map { .partial(reused: $0.reused) } ?? (cache == .bypassed ? .bypassed : .miss), revision: 0,
            cardsMeasured: counts.measured, cardSizesFromCache: counts.fromCache, cardSizesFromLayout: fromLayout, itemsLaidOut: laidOut,
            measuringWidth: sizing.measuringWidth, timings: [:], total: .zero)
        return result(request, sizing: sizing, cards: cards, layout: layout, report: report)
    }

    /// Lays `sections` out, from the first change on when `base` is given.
    ///
    /// - Returns: the layout and how many items the engine placed.
    private func lay(
        _ request: GridRequest, sections: [LayoutSection], cards: GridCards, base: (layout: LayoutResult, reused: Int)?
    ) throws -> (LayoutResult, Int) {
        guard let (cached, reused) = base else {
            return (try request.layout.layout(sections, in: request.container, scale: request.scale), cards.count)
        }
        var layout = cached
        if reused == cards.count, reused == layout.itemCount { return (layout, 0) }
        let change = cards.path(ofCard: reused)
        let start = request.layout.relayoutStart(of: layout, sectionCount: sections.count, from: change)
        do {
            try request.layout.relayout(&layout, sections: sections, in: request.container, scale: request.scale, from: change)
        } catch is LayoutError {
            // A cached layout the engine cannot resume (its checkpoints were not recorded for this
            // configuration: a row changed from outside): lay everything out, as on a miss.
            return try lay(request, sections: sections, cards: cards, base: nil)
        }
        return (layout, cards.count - cards.index(of: start))
    }

    /// The layout of a cache entry, when it decodes and (given `cards`) shows exactly those cards.
    private func decode(_ entry: LayoutCacheEntry, for cards: GridCards? = nil) -> LayoutResult? {
        guard let layout = try? LayoutResult(archive: entry.value.frames), layout.itemCount == entry.value.manifest.count else {
            return nil
        }
        guard let cards else { return layout }
        guard entry.value.manifest.map(\.plantID) == cards.plantIDs else { return nil }
        return cards.counts.isEmpty || layout.sections.map(\.items.count) == cards.counts ? layout : nil
    }

    /// Stores a layout unless the catalog changed since it was read, then drops older layouts and
    /// the least recently used beyond the limit.
    private func storeLayout(_ value: LayoutCacheValue, for key: LayoutCacheKey) throws {
        try store.database.write { _ in
            guard try store.revision() == value.revision else { return }
            try store.caches.putLayout(value, for: key)
            try store.caches.pruneLayouts(olderThanRevision: value.revision, maximumPerConfiguration: maximumLayoutsPerConfiguration)
        }
    }

    private func result(
        _ request: GridRequest, sizing: CardSizing, cards: GridCards, layout: LayoutResult, report: GridReport
    ) -> GridResult {
        var rotated: Size?
        if case .layoutSized(let size) = sizing { rotated = size }
        return GridResult(
            plantIDs: cards.plantIDs, contents: request.includesContents ? cards.contents : [],
            headers: request.includesContents ? cards.headers : [], layout: layout, style: request.style, date: request.date,
            rotatedCardSize: rotated, report: report)
    }
}
