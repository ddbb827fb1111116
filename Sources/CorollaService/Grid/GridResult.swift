import CorollaCards
import CorollaLayout
import Foundation

/// A favorites grid: the cards in order, their frames, and how they were computed.
public struct GridResult: Sendable {
    /// The plant of each item, in item order (section by section).
    public var plantIDs: [Int64]
    /// What each drawn card shows: one per item, in the same order, or with ``drawnCards`` one
    /// per drawn card, in its order; empty for a request without contents.
    public var contents: [CardContent]
    /// The items drawn, in item order, when a viewport leaves the others undrawn; nil when every
    /// card is.
    public var drawnCards: [Int]?
    /// The header text of each section (the kind when grouping by kind), or nil.
    public var headers: [String?]
    /// The frames, content size and checkpoints.
    public var layout: LayoutResult
    public var style: CardStyle
    /// How the favorites are split into sections, which decides what each card shows
    /// (``CardContent/grouped(_:)``): a card image of this grid is drawn from it.
    public var grouping: GridRequest.Grouping
    /// The display scale frames snap to and images are drawn at, in pixels per point.
    public var scale: Int
    /// The day watering is judged on.
    public var date: Date
    /// Light or dark cards.
    public var userInterfaceStyle: UserInterfaceStyle
    /// The unrotated size of a rotated card (a fan's item size), else nil.
    public var rotatedCardSize: Size?
    /// The part of the content drawn (``GridRequest/viewport``), or nil for all of it.
    public var viewport: Rect?
    /// What is estimated, for a first screen laid out before every card was measured
    /// (``GridRequest/firstScreen``); nil when every frame is exact.
    public var estimate: GridEstimate?
    public var report: GridReport

    /// The size of the scrollable content.
    public var contentSize: Size { layout.contentSize }

    /// The number of cards in the grid: ``plantIDs``' and, for a grid of the leading cards only,
    /// those after them (``GridEstimate/unread``).
    public var cardCount: Int { plantIDs.count + (estimate?.unread ?? 0) }

    /// What ``GridRenderer`` draws.
    public var renderable: GridRenderer.Grid {
        GridRenderer.Grid(
            layout: layout, contents: contents, drawnCards: drawnCards, headers: headers, rotatedCardSize: rotatedCardSize, date: date,
            userInterfaceStyle: userInterfaceStyle, viewport: viewport)
    }
}
