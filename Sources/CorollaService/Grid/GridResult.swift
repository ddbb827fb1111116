import CorollaCards
import CorollaLayout
import Foundation

/// A favorites grid: the cards in order, their frames, and how they were computed.
public struct GridResult: Sendable {
    /// The plant of each item, in item order (section by section).
    public var plantIDs: [Int64]
    /// What each item's card shows, in the same order.
    public var contents: [CardContent]
    /// The header text of each section (the kind when grouping by kind), or nil.
    public var headers: [String?]
    /// The frames, content size and checkpoints.
    public var layout: LayoutResult
    public var style: CardStyle
    /// The day watering is judged on.
    public var date: Date
    /// The unrotated size of a rotated card (a fan's item size), else nil.
    public var rotatedCardSize: Size?
    public var report: GridReport

    /// The size of the scrollable content.
    public var contentSize: Size { layout.contentSize }

    /// What ``GridRenderer`` draws.
    public var renderable: GridRenderer.Grid {
        GridRenderer.Grid(layout: layout, contents: contents, headers: headers, rotatedCardSize: rotatedCardSize, date: date)
    }
}
