import CorollaCards
import CorollaLayout

extension GridResult {
    /// Step 6, the result: the grid of `layout`, what its drawn cards show — every card's, or with
    /// a viewport only the cards its rect query finds — and the report of what happened.
    ///
    /// - Parameters:
    ///   - sized: the cards sized, nil for a hit (nothing measured).
    ///   - laidOut: the items the engine placed (0 for a hit).
    ///   - estimate: what is estimated (a first screen's grid), nil when every frame is exact.
    init(
        _ layout: LayoutResult, outcome: GridReport.Outcome, request: GridRequest, snapshot: GridSnapshot, sizing: CardSizing,
        sized: SizedCards?, laidOut: Int, contents: CardContentReader, notes: [String], warning: String?, clock: PhaseClock,
        estimate: GridEstimate? = nil
    ) throws {
        let drawn = try Self.drawnCards(of: layout, request: request, cards: snapshot.cards, contents: contents, clock: clock)
        let report = GridReport(
            outcome: outcome, revision: snapshot.revision, cardsMeasured: sized?.cardsMeasured ?? 0,
            cardSizesFromCache: sized?.cardSizesFromCache ?? 0, cardSizesFromLayout: sized?.cardSizesFromLayout ?? 0, itemsLaidOut: laidOut,
            contentsRead: contents.contentsRead, measuringWidth: sizing.measuringWidth, notes: notes, warning: warning,
            estimatedCards: estimate?.cards ?? 0, timings: clock.timings, total: clock.elapsed)
        var rotated: Size?
        if case .layoutSized(let size) = sizing { rotated = size }
        self.init(
            plantIDs: snapshot.cards.plantIDs, contents: drawn.contents, drawnCards: drawn.cards,
            headers: request.includesContents ? snapshot.cards.headers : [], layout: layout, style: request.style, grouping: request.grouping,
            scale: Int(request.scale.pixelsPerPoint), date: request.date, userInterfaceStyle: request.userInterfaceStyle, rotatedCardSize: rotated,
            viewport: request.viewport, estimate: estimate, report: report)
    }

    /// The cards drawn (their indices, in item order) and what they show: every card, or with a
    /// viewport the cards whose frames intersect it; none without contents.
    ///
    /// - Complexity: O(n) for n cards without a viewport; with one, O(n) to scan the frames and
    ///   O(k log n) to read the k cards it shows.
    private static func drawnCards(
        of layout: LayoutResult, request: GridRequest, cards: GridCards, contents: CardContentReader, clock: PhaseClock
    ) throws -> (cards: [Int]?, contents: [CardContent]) {
        guard request.includesContents else { return (nil, []) }
        guard let viewport = request.viewport else {
            return (nil, contents.readsLater ? try contents.contents(ofCards: Array(0..<cards.count)) : cards.contents)
        }
        let found = clock.time(.query) {
            layout.elements(intersecting: viewport).lazy.filter { $0.category == .item }
                .map { cards.index(of: ItemPath(section: $0.section, item: $0.item)) }.sorted()
        }
        return (found, try contents.contents(ofCards: found))
    }
}
