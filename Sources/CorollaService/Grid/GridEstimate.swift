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
    /// The cards past the result's (``GridRequest/leadingCards``): not read, not laid
    /// out, counted in the content size only, which is extrapolated from the leading cards'; 0
    /// when the result holds every card.
    public var unread = 0
    /// The scroll-axis offset before which a result of the leading cards only has the whole
    /// estimated grid's frames (the extent of the first half of the leading cards, far from the
    /// last ones, whose lines the cards after them may change); infinity when nothing is unread.
    public var leadingExtent = Double.infinity

    /// Whether the result has every element intersecting `rect` as the whole estimated grid has
    /// it: always, unless cards are unread and `rect` ends past the ``leadingExtent``.
    public func holds(_ rect: Rect) -> Bool {
        unread == 0 || (scrollDirection == .vertical ? rect.maxY : rect.maxX) <= leadingExtent
    }

    /// Whether every frame intersecting `rect` is exact: `rect` ends at the reach or before.
    public func covers(_ rect: Rect) -> Bool {
        (scrollDirection == .vertical ? rect.maxY : rect.maxX) <= reach
    }
}
