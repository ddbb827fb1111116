/// The layout of a grid's first items, as far as they settle it: what
/// ``CollectionLayout/layoutPrefix(_:known:in:scale:)`` gives when only the first items' sizes are
/// known (cards measured lazily, UIKit's `estimatedItemSize`).
///
/// Every element ``result`` holds has the frame a full layout gives it, whatever the items after
/// the known ones; every other element (a later item, the footer of the section the known items
/// end in, a later section) starts at ``reach`` or beyond along the scroll axis. So a rect that
/// ends at the reach or before is answered exactly from ``result``.
public struct LayoutPrefix: Hashable, Sendable {
    /// The settled elements: whole sections, then the section the known items end in with its
    /// header and its settled items (no footer). Its content size spans the container across the
    /// scroll axis and ends at the reach along it (the container's when the reach is infinite).
    /// It keeps no checkpoints: it cannot be relaid out.
    public var result: LayoutResult
    /// The number of leading items (counted section by section) whose frames are final.
    public var settledItems: Int
    /// The scroll-axis offset (y scrolling vertically, x horizontally) no element outside
    /// ``result`` starts before: +∞ when every item was known, −∞ when the layout cannot bound
    /// where a later item goes (a fan's arc, content mirrored by a width not known yet).
    public var reach: Double

    /// Whether every element of the full layout was placed: the result is the layout.
    public var isComplete: Bool { reach == .infinity }

    /// Whether every element of the full layout that intersects `rect` (``Rect/intersects(_:)``)
    /// is in ``result`` with its final frame: `rect` ends at the reach or before.
    public func covers(_ rect: Rect) -> Bool {
        isComplete || (result.scrollDirection == .vertical ? rect.maxY : rect.maxX) <= reach
    }
}
