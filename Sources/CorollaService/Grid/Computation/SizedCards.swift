import CorollaCards
import CorollaLayout
import CorollaStore

/// Step 3, the cards sized: what the layout is told about every card, and where the sizes came
/// from.
struct SizedCards {
    /// What the layout is told about each card, in card order.
    private(set) var items: [LayoutItem] = []
    /// Distinct cards measured with Pango.
    private(set) var cardsMeasured = 0
    /// Distinct card sizes read from the measurement cache.
    private(set) var cardSizesFromCache = 0
    /// Cards after the prefix whose item came from the stale layout.
    private(set) var cardSizesFromLayout = 0
    /// What the stage noticed: stored sizes that failed their checksum.
    private(set) var notes: [String] = []

    /// The most cards measured before their sizes are stored in the measurement cache.
    static let storedBatch = 1_024

    /// No card sized yet: the cards are then sized a run at a time (``size(_:of:sizing:style:cache:contents:service:progress:clock:)``).
    init() {}

    /// Sizes the cards at `range` (the next ones after those sized so far), from the measurement
    /// cache or measured and stored, as the cards after a reused prefix are.
    ///
    /// - Complexity: as ``sizes(of:cards:width:style:cache:service:progress:clock:)`` for the run's cards.
    mutating func size(
        _ range: Range<Int>, of cards: GridCards, sizing: CardSizing, style: CardStyle, cache: GridCache?, contents: CardContentReader,
        service: CatalogService, progress: (@Sendable (Int, Int) -> Void)?, cancelled: (@Sendable () -> Bool)?, clock: PhaseClock
    ) throws {
        guard let width = sizing.measuringWidth else {
            items += repeatElement(LayoutItem(), count: range.count)
            return
        }
        let indices = Array(range)
        let measuring = try contents.contents(ofCards: indices, photos: false)
        let sizes = try sizes(
            of: measuring, cards: indices, width: width, style: style, cache: cache, service: service, progress: progress, cancelled: cancelled,
            clock: clock)
        items += sizes.map(sizing.item(measured:))
    }

    /// Sizes the `cards`: the prefix from the base's frames (which the engine keeps without
    /// reading these items, see ``AnyLayout/relayoutStart(of:sectionCount:from:)``); after it, the
    /// stale layout's item for an unchanged card, else the card's size from the measurement cache
    /// or measured. A fan sizes its cards itself: nothing is measured.
    init(
        _ cards: GridCards, reusing prefix: PrefixReuse, sizing: CardSizing, style: CardStyle, cache: GridCache?, contents: CardContentReader,
        service: CatalogService, progress: (@Sendable (Int, Int) -> Void)?, cancelled: (@Sendable () -> Bool)?, clock: PhaseClock
    ) throws {
        let reused = prefix.base?.reused ?? 0
        items.reserveCapacity(cards.count)
        if let base = prefix.base { base.layout.forEachItemFrame(in: 0..<reused) { items.append(sizing.item(frame: $1)) } }
        guard let width = sizing.measuringWidth else {
            items += repeatElement(LayoutItem(), count: cards.count - reused)
            return
        }
        let staleItems = prefix.staleItems
        // Asked twice per card (which to size, then each item): no array of a million optional items.
        let fromLayout = { (card: Int) in staleItems.isEmpty ? nil : staleItems.item(of: cards.card(at: card), at: card) }
        let toSize = (reused..<cards.count).filter { fromLayout($0) == nil }
        if cancelled?() == true { throw CancellationError() }
        let measuring = try contents.contents(ofCards: toSize, photos: false)
        var sizes = try self.sizes(
            of: measuring, cards: toSize, width: width, style: style, cache: cache, service: service, progress: progress, cancelled: cancelled,
            clock: clock)
            .makeIterator()
        for card in reused..<cards.count {
            if let item = fromLayout(card) {
                items.append(item)
                cardSizesFromLayout += 1
            } else if let size = sizes.next() {
                items.append(sizing.item(measured: size))
            } else {
                throw GridComputationError.missingSize(card: items.count)
            }
        }
    }

    /// The sizes of `contents` (of the cards at `indices`) at `width`, in order. With caching on,
    /// each distinct measured content (by content hash) is looked up in the measurement cache,
    /// and the ones it lacks are measured once (on all cores) and stored; with caching off every
    /// card is measured.
    ///
    /// - Complexity: O(b) hashing for b bytes of the cards' measured text, O(d log m) cache reads
    ///   for d distinct contents, and the measurement of those the cache lacks.
    private mutating func sizes(
        of contents: [CardContent], cards indices: [Int], width: Double, style: CardStyle, cache: GridCache?, service: CatalogService,
        progress: (@Sendable (Int, Int) -> Void)?, cancelled: (@Sendable () -> Bool)?, clock: PhaseClock
    ) throws -> [Size] {
        guard let cache, let fingerprint = cache.fingerprint else {
            cardsMeasured += Set(contents.map { MeasuredContent($0, style: style) }).count
            return clock.time(.measuring) { service.measurer().measure(contents, style: style, width: width, progress: progress) }
        }
        if cancelled?() == true { throw CancellationError() }
        let hashes = clock.time(.hashing) { contents.map { MeasuredContent($0, style: style).hash } }
        var firstCard: [ContentHash: Int] = [:]
        for (position, hash) in hashes.enumerated() where firstCard[hash] == nil { firstCard[hash] = position }
        let keyFingerprint = CatalogService.Machinery.cardSizeFingerprint(fingerprint)
        let key = { (hash: ContentHash) in
            CardSizeKey(contentHash: hash, style: style.rawValue, columnWidth: width, fingerprint: keyFingerprint)
        }
        let stored = try clock.time(.cardSizes) { try Self.storedSizes(firstCard.keys.map(key), cache: cache, caches: service.store.caches) }
        if stored.damaged > 0 {
            notes.append("\(stored.damaged) cached card size\(stored.damaged == 1 ? " was" : "s were") damaged (checksum); measured again")
        }
        var sizes: [ContentHash: Size] = [:]
        for (storedKey, size) in stored.sizes { sizes[storedKey.contentHash] = Size(width: size.width, height: size.height) }
        let missing = firstCard.filter { sizes[$0.key] == nil }.sorted { $0.value < $1.value }
        cardSizesFromCache += sizes.count
        cardsMeasured += missing.count
        // Stored a batch at a time as they are measured: a computation stopped halfway keeps what it measured.
        for start in stride(from: 0, to: missing.count, by: Self.storedBatch) {
            if cancelled?() == true { throw CancellationError() }
            let batch = missing[start..<min(missing.count, start + Self.storedBatch)]
            let total = missing.count
            let report = progress.map { report -> @Sendable (Int, Int) -> Void in { done, _ in report(start + done, total) } }
            let measured = clock.time(.measuring) {
                service.measurer().measure(batch.map { contents[$0.value] }, style: style, width: width, progress: report)
            }
            var new: [CardSizeKey: CardSize] = [:]
            for ((hash, _), size) in zip(batch, measured) {
                sizes[hash] = size
                new[key(hash)] = CardSize(width: size.width, height: size.height)
            }
            let caches = service.store.caches
            try clock.time(.cardSizes) { try cache.write { try caches.putCardSizes(new) } }
        }
        return try hashes.enumerated().map { position, hash in
            guard let size = sizes[hash] else { throw GridComputationError.missingSize(card: indices[position]) }
            return size
        }
    }

    /// The measurement cache's sizes of `keys` (a stored size whose checksum fails is a miss:
    /// deleted, and counted), counting hits and misses while the cache is written.
    private static func storedSizes(_ keys: [CardSizeKey], cache: GridCache, caches: CacheStore) throws -> CardSizeLookup {
        guard cache.isWritable else { return try caches.cardSizes(for: keys, recordingUse: false) }
        do {
            return try caches.cardSizes(for: keys)
        } catch let error as DatabaseError where error.refusesCacheWrite {
            cache.notWritten(error)
            return try caches.cardSizes(for: keys, recordingUse: false)
        }
    }
}
