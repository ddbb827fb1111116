import CorollaCards
import CorollaLayout

/// Steps 3 and 4 for a grid no layout is cached for, when a first screen is asked for (a
/// ``GridRequest/firstScreen`` or a ``GridRequest/viewport``): the cards are sized in order, a run
/// at a time (each run twice the last), until the layout's prefix of the cards sized covers the
/// rect (``CollectionLayout/layoutPrefix(_:known:in:scale:)``: no later card can reach it). Every
/// later card gets an estimated size (``estimate(from:scale:)``), and the whole grid is laid out
/// with them: its frames in the rect are exactly those of the grid with every card measured, and
/// its content size and deep frames are there at once, estimated (UIKit's `estimatedItemSize`).
struct FirstScreen {
    /// A grid of at most this many cards is measured whole: its first screen waits for little.
    static let measuredAtOnce = 256
    /// The cards measured first; each further run is twice the one before.
    static let firstRun = 64

    /// The cards sized: the ones measured, in card order (the first of the grid).
    private(set) var sized = SizedCards()
    /// The grid's frames: exact for the cards measured as far as the prefix settles them, estimated after.
    private(set) var layout: LayoutResult
    /// What is estimated; nil when every card had to be measured (the rect reaches the end).
    private(set) var estimate: GridEstimate?

    /// The rect a grid must be exact in when only part of it is measured at first: the request's
    /// first screen or viewport, for a grid of more than ``measuredAtOnce`` cards that are measured
    /// (not a fan's) and nothing is reused from a cached layout; nil otherwise.
    static func rect(of request: GridRequest, cards: GridCards, sizing: CardSizing, reusing prefix: PrefixReuse) -> Rect? {
        guard let rect = request.firstScreen ?? request.viewport, sizing.measuringWidth != nil, !prefix.usesEntry,
            cards.count > measuredAtOnce
        else { return nil }
        return rect
    }

    /// Sizes the cards `rect` needs and lays out the grid, the rest estimated.
    ///
    /// - Complexity: O(k) sizing and O(n) layout for the k cards measured of n (k doubles until the
    ///   prefix covers the rect, so at most twice the cards it needs, plus ``firstRun``).
    init(
        _ cards: GridCards, rect: Rect, request: GridRequest, sizing: CardSizing, cache: GridCache?, contents: CardContentReader,
        service: CatalogService, progress: (@Sendable (Int, Int) -> Void)?, cancelled: (@Sendable () -> Bool)?, clock: PhaseClock
    ) throws {
        // The sections are filled in place as the cards are sized: the items after the ones sized
        // are not read by the prefix, and get the estimate at the end.
        var sections = cards.sections(filledWith: LayoutItem(), headerHeight: request.headerHeight)
        var run = Self.firstRun
        var prefix: LayoutPrefix
        repeat {
            let range = sized.items.count..<min(cards.count, sized.items.count + run)
            try sized.size(
                range, of: cards, sizing: sizing, style: request.style, cache: cache, contents: contents, service: service, progress: progress,
                cancelled: cancelled, clock: clock)
            cards.write(sized.items[range], fromCard: range.lowerBound, into: &sections)
            let known = range.upperBound
            prefix = try clock.time(.layout) { try request.layout.layoutPrefix(sections, known: known, in: request.container, scale: request.scale) }
            run *= 2
        } while !prefix.covers(rect)
        let known = sized.items.count
        if known < cards.count {
            cards.write(repeatElement(Self.estimate(from: sized.items, scale: request.scale), count: cards.count - known), fromCard: known, into: &sections)
            estimate = GridEstimate(cards: cards.count - known, reach: prefix.reach, scrollDirection: prefix.result.scrollDirection)
        }
        layout = try clock.time(.layout) { try request.layout.layout(sections, in: request.container, scale: request.scale) }
    }

    /// The size a card not measured yet is given: the mean of the measured cards' sizes (all of
    /// one style at one width), each side rounded to the scale's pixels; a side no measured card
    /// gives is left to the layout.
    ///
    /// - Complexity: O(k) for k cards measured.
    static func estimate(from measured: [LayoutItem], scale: DisplayScale) -> LayoutItem {
        func mean(_ values: [Double]) -> Double? {
            values.isEmpty ? nil : scale.round(values.reduce(0, +) / Double(values.count))
        }
        return LayoutItem(width: mean(measured.compactMap(\.width)), height: mean(measured.compactMap(\.height)))
    }
}
