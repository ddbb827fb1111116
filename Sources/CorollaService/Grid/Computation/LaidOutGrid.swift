import CorollaLayout

/// Step 4, the layout: the frames of the sized cards, from the first changed card on when there
/// is a base, and how many items the engine placed.
struct LaidOutGrid {
    private(set) var layout: LayoutResult
    /// Items the layout engine placed (from the checkpoint before the first change, with a base).
    private(set) var itemsLaidOut: Int

    init(_ cards: GridCards, items: [LayoutItem], base: (layout: LayoutResult, reused: Int)?, request: GridRequest, clock: PhaseClock) throws {
        let sections = cards.sections(items, headerHeight: request.headerHeight)
        (layout, itemsLaidOut) = try clock.time(.layout) {
            if let (cached, reused) = base, let relaidOut = try Self.relayout(cached, cards: cards, reused: reused, sections: sections, request) {
                return relaidOut
            }
            return (try request.layout.layout(sections, in: request.container, scale: request.scale), cards.count)
        }
    }

    /// `cached` laid out again from card `reused` on, and the items placed; nil when the engine
    /// cannot resume it (its checkpoints were not recorded for this configuration: a row changed
    /// from outside).
    private static func relayout(
        _ cached: LayoutResult, cards: GridCards, reused: Int, sections: [LayoutSection], _ request: GridRequest
    ) throws -> (LayoutResult, Int)? {
        var layout = cached
        if reused == cards.count, reused == layout.itemCount { return (layout, 0) }
        let change = cards.path(ofCard: reused)
        let start = request.layout.relayoutStart(of: layout, sectionCount: sections.count, from: change)
        do {
            try request.layout.relayout(&layout, sections: sections, in: request.container, scale: request.scale, from: change)
        } catch is LayoutError {
            return nil
        }
        return (layout, cards.count - cards.index(of: start))
    }
}
