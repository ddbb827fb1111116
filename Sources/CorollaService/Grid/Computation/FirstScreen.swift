import CorollaCards
import CorollaLayout

/// Steps 3 and 4 for a grid no layout is cached for, when a first screen is asked for (a
/// ``GridRequest/firstScreen`` or a ``GridRequest/viewport``): the cards are sized in order, a run
/// at a time (each run twice the last), until the layout's prefix of the cards sized covers the
/// rect (``CollectionLayout/layoutPrefix(_:known:in:scale:)``: no later card can reach it). Every
/// later card gets an estimated size (``estimate(from:scale:)``), and the whole grid is laid out
/// with them: its frames in the rect are exactly those of the grid with every card measured, and
/// its content size and deep frames are there at once, estimated (UIKit's `estimatedItemSize`).
///
/// When only the leading cards were read (``GridRequest/leadingCards``: their number is
/// known, the rest unread), only they are laid out, and the content size is extrapolated from the
/// leading cards' estimated half (``extrapolated(_:half:cards:unread:scale:)``): the first answer
/// costs the leading cards and a count, not a read and a layout of every favorite.
struct FirstScreen {
    /// A grid of at most this many cards is measured whole: its first screen waits for little.
    static let measuredAtOnce = 256
    /// The cards measured first; each further run is twice the one before.
    static let firstRun = 64
    /// The cards a first screen of the leading cards only reads (``GridRequest/leadingCards``):
    /// a screen needs a few dozen; a first screen that needs more than half of them is computed
    /// reading every favorite.
    static let leadingCards = 4_096

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

    /// Sizes the cards `rect` needs and lays out the grid, the rest estimated; nil when `cards`
    /// are the leading cards only (`unread` more) and more than half of them would be measured.
    ///
    /// - Complexity: O(k) sizing and O(n) layout for the k cards measured of n (k doubles until the
    ///   prefix covers the rect, so at most twice the cards it needs, plus ``firstRun``); with
    ///   `unread` cards, O(m) layout for the m cards read.
    init?(
        _ cards: GridCards, unread: Int, rect: Rect, request: GridRequest, sizing: CardSizing, cache: GridCache?, contents: CardContentReader,
        service: CatalogService, progress: (@Sendable (Int, Int) -> Void)?, cancelled: (@Sendable () -> Bool)?, clock: PhaseClock
    ) throws {
        // The sections are filled in place as the cards are sized: the items after the ones sized
        // are not read by the prefix, and get the estimate at the end.
        var sections = cards.sections(filledWith: LayoutItem(), headerHeight: request.headerHeight)
        var run = Self.firstRun
        var prefix: LayoutPrefix
        repeat {
            let range = sized.items.count..<min(cards.count, sized.items.count + run)
            // The growth the content size is extrapolated with is taken from estimated cards only.
            if unread > 0, range.upperBound > cards.count / 2 { return nil }
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
            estimate = GridEstimate(
                cards: cards.count + unread - known, reach: prefix.reach, scrollDirection: prefix.result.scrollDirection, unread: unread)
        }
        layout = try clock.time(.layout) { try request.layout.layout(sections, in: request.container, scale: request.scale) }
        if unread > 0 {
            // The leading cards are read ungrouped only: one section.
            var half = sections
            half[0].items.removeLast(cards.count - cards.count / 2)
            let halfLayout = try clock.time(.layout) { try request.layout.layout(half, in: request.container, scale: request.scale) }
            layout.contentSize = Self.extrapolated(layout, half: halfLayout, cards: cards.count, unread: unread, scale: request.scale)
            let vertical = halfLayout.scrollDirection == .vertical
            estimate?.leadingExtent = vertical ? halfLayout.contentSize.height : halfLayout.contentSize.width
        }
    }

    /// The content size of the grid of `cards` laid out as `full` with `unread` more cards of the
    /// same estimated size: along the scroll axis, `full`'s extent and the growth per card from
    /// `half` (its first `cards / 2` cards, every one past the measured ones estimated) to `full`,
    /// rounded to the scale's pixels; across it, `full`'s.
    ///
    /// - Complexity: O(1).
    static func extrapolated(_ full: LayoutResult, half: LayoutResult, cards: Int, unread: Int, scale: DisplayScale) -> Size {
        let added = Double(cards - cards / 2)
        func grown(_ whole: Double, _ part: Double) -> Double { scale.round(whole + (whole - part) / added * Double(unread)) }
        var size = full.contentSize
        if full.scrollDirection == .vertical {
            size.height = grown(full.contentSize.height, half.contentSize.height)
        } else {
            size.width = grown(full.contentSize.width, half.contentSize.width)
        }
        return size
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
