import CorollaLayout
import CorollaStore

/// Step 2, the valid prefix an older layout keeps: the base layout and how many leading cards
/// keep its frames, and what it told the layout about each later card.
struct PrefixReuse {
    /// The older layout and how many leading cards keep its frames.
    private(set) var base: (layout: LayoutResult, reused: Int)?
    /// The older layout's items of the cards after the prefix, by plant and size stamp.
    private(set) var staleItems: [ManifestItem: LayoutItem] = [:]
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
        let manifest = cards.manifest
        var reused = zip(entry.value.manifest, manifest).prefix { $0 == $1 }.count
        if !sizing.framesAreMeasured, reused < manifest.count || reused < old.itemCount {
            // A frame is not its card's size here: the prefix ends where the engine starts placing
            // again, so every card it places is sized from its content.
            let start = layout.relayoutStart(of: old, sectionCount: cards.counts.count, from: cards.path(ofCard: reused))
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
}
