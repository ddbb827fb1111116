import CorollaLayout

/// What is estimated in a grid laid out before every card was measured (a first screen, see
/// ``GridRequest/firstScreen``): how many cards have an estimated size, and how far every frame is
/// exact. Once the cards are measured (``GridRequest/refined``) the grid has none.
public struct GridEstimate: Hashable, Sendable {
    /// The cards given an estimated size: not measured yet.
    public var cards: Int
    /// The scroll-axis offset (y scrolling vertically) before which every frame is exact: the
    /// layout's ``LayoutPrefix/reach`` for the cards measured.
    public var reach: Double
    /// The axis the grid scrolls along.
    public var scrollDirection: ScrollDirection

    /// Whether every frame intersecting `rect` is exact: `rect` ends at the reach or before.
    public func covers(_ rect: Rect) -> Bool {
        (scrollDirection == .vertical ? rect.maxY : rect.maxX) <= reach
    }
}
