import CorollaLayout
import CorollaStore

/// Step 2, the valid prefix an older layout keeps: the base layout and how many leading cards
/// keep its frames, and what it told the layout about each later card.
struct PrefixReuse {
    /// The older layout and how many leading cards keep its frames.
    private(set) var base: (layout: LayoutResult, reused: Int)?
    /// The older layout's items of the cards after the prefix: the card at the same position when
    /// it has the same plant and size stamp, else found by plant and size stamp.
    private(set) var staleItems = StaleItems()
    /// What was wrong with the entry and repaired, one line each.
    private(set) var notes: [String] = []

    /// Nothing reused.
    static let none = PrefixReuse()

    private init() {}

    /// Whether anything was taken from the older entry.
    var usesEntry: Bool { base != nil || !staleItems.isEmpty }

    /// Takes a stale entry's layout as the base when its manifest starts as the `cards`' does,
    /// and what it told the layout about each later card, by plant and size stamp: a card with
    /// the same stamp has the same measured content, so the same size. When frames are not the
    /// cards' sizes (stretched rows) no size is taken from a frame: the prefix stops at the row
    /// the engine places again, and the cards after it are sized from their contents. An entry
    /// that does not decode is discarded.
    init(_ lookup: LayoutLookup, cards: GridCards, layout: AnyLayout, sizing: CardSizing, cache: GridCache?, clock: PhaseClock) throws {
        guard case .stale(let entry) = lookup else { return }
        let old: LayoutResult
        switch clock.time(.decoding, { entry.decodedLayout() }) {
        case .success(let layout): old = layout
        case .failure(let damage):
            if let cache { notes.append(try cache.discardEntry(because: damage.reason)) }
            return
        }
        let oldManifest = entry.value.manifest
        var reused = (0..<min(oldManifest.count, cards.count)).prefix { oldManifest[$0] == cards.card(at: $0) }.count
        if !sizing.framesAreMeasured, reused < cards.count || reused < old.itemCount {
            // A frame is not its card's size here: the prefix ends where the engine starts placing
            // again, so every card it places is sized from its content.
            let start = layout.relayoutStart(of: old, sectionCount: cards.counts.count, from: cards.path(ofCard: reused))
            reused = min(reused, cards.index(of: start))
        }
        if reused > 0 { base = (old, reused) }
        guard sizing.measuringWidth != nil, sizing.framesAreMeasured, reused < cards.count else { return }
        staleItems = clock.time(.decoding) { StaleItems(oldManifest, old, from: reused, cards: cards, sizing: sizing) }
    }
}

/// What an older layout told the layout about each card after the reused prefix, by plant and
/// size stamp: a card with the same stamp has the same measured content, so the same size.
///
/// Favorites are distinct plants, so a card whose plant and stamp the older layout has at the same
/// position has them nowhere else there: its item is read from that position's frame when asked
/// for. Only the cards whose position changed are found through a dictionary, which holds the
/// older layout's items at the positions that differ.
struct StaleItems {
    /// The older layout, and its manifest.
    private var old: (layout: LayoutResult, manifest: [ManifestItem], itemOffsets: [Int])?
    private var sizing: CardSizing?
    /// The older layout's items at the positions whose card changed, by plant and size stamp.
    private var moved: [ManifestItem: LayoutItem] = [:]
    /// The first position the items are for.
    private var start = 0

    /// Nothing known.
    init() {}

    /// The items of `old` (laid out for `oldManifest`) for the `cards` from `start` on.
    ///
    /// - Complexity: O(n) for n cards, plus O(m) hashing for the m positions whose card changed.
    init(_ oldManifest: [ManifestItem], _ old: LayoutResult, from start: Int, cards: GridCards, sizing: CardSizing) {
        self.start = start
        self.sizing = sizing
        guard start < oldManifest.count else { return }
        self.old = (old, oldManifest, old.itemOffsets)
        old.forEachItemFrame(in: start..<oldManifest.count) { position, frame in
            let same = position < cards.count && cards.card(at: position) == oldManifest[position]
            if !same, moved[oldManifest[position]] == nil { moved[oldManifest[position]] = sizing.item(frame: frame) }
        }
    }

    /// Whether nothing is known.
    var isEmpty: Bool { old == nil }

    /// The older layout's item of `card` at `position`, nil when it had no such plant at that stamp.
    ///
    /// - Complexity: O(log s) for s sections.
    func item(of card: ManifestItem, at position: Int) -> LayoutItem? {
        guard let old, let sizing else { return nil }
        guard position >= start, position < old.manifest.count, old.manifest[position] == card else { return moved[card] }
        // The section holding the position: the last whose first item is at or before it.
        var (low, high) = (0, old.itemOffsets.count - 1)
        while high - low > 1 {
            let middle = (low + high) / 2
            if old.itemOffsets[middle] <= position { low = middle } else { high = middle }
        }
        while old.layout.sections[low].items.count <= position - old.itemOffsets[low] { low += 1 }
        return sizing.item(frame: old.layout.sections[low].items[position - old.itemOffsets[low]])
    }
}
