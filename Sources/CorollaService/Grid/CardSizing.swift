import CorollaCards
import CorollaLayout

/// How the cards of a grid get their sizes: at which width they are measured, and what the layout
/// is told about each.
enum CardSizing: Hashable {
    /// The layout gives every card the same size (a fan's `itemSize`): nothing is measured.
    case layoutSized(Size)
    /// Each card fills its column: measured at the column width, the layout told its height
    /// (waterfall, a grid of top-aligned rows).
    case columns(width: Double)
    /// Each card fills its column and its row: measured at the column width, the layout told its
    /// height, its frame as tall as its row's tallest card (a grid of stretched rows).
    case rows(width: Double)
    /// Each card is as large as it needs up to `width`: the layout told its measured size (flow,
    /// aligned flow).
    case free(width: Double)

    /// The sizing of `request`'s cards with these metrics, from how the layout sizes its items
    /// (``AnyLayout/itemSizing(in:scale:)``).
    ///
    /// - Columns (waterfall, grid): the column width, computed by the layout itself (so the card
    ///   is measured at exactly the width its frame gets); vertical scrolling only. A grid that
    ///   stretches its rows gives frames taller than the cards measured.
    /// - Free (flow, aligned flow): the fixed style's fixed width; otherwise, scrolling vertically,
    ///   the layout's item width, narrowed to the width a line leaves (container less section
    ///   insets), which a card, a detail card or a tile fills, so several share a line; a chip is
    ///   as wide as its name, capped at the line; scrolling horizontally, the fixed card width (a
    ///   chip is capped at it), which does not depend on the container.
    /// - Fixed (fan): the layout's item size.
    ///
    /// - Throws: ``ServiceError`` for columns that scroll horizontally, or no width left; the
    ///   layout's `LayoutError` for a configuration it refuses.
    init(_ request: GridRequest, metrics: CardMetrics) throws {
        switch try request.layout.itemSizing(in: request.container, scale: request.scale) {
        case .fixed(let size):
            self = .layoutSized(size)
            return
        case .horizontalColumns:
            throw ServiceError.unsupportedLayout(
                "a \(request.layout.kind.rawValue) of cards scrolls vertically only (cards are measured for a width)")
        case .columns(let width, let stretchedRows):
            self = stretchedRows ? .rows(width: width) : .columns(width: width)
        case .free(let itemWidth, let inset, let direction):
            self = .free(width: Self.freeWidth(request, itemWidth: itemWidth, inset: inset, vertical: direction == .vertical, metrics))
        }
        guard let width = measuringWidth, width > 0, width.isFinite else {
            throw ServiceError.noRoomForCards(width: measuringWidth ?? 0)
        }
    }

    /// The width cards are measured at; nil when nothing is measured.
    var measuringWidth: Double? {
        switch self {
        case .layoutSized: nil
        case .columns(let width), .rows(let width), .free(let width): width
        }
    }

    /// What the layout is told about a card of this measured size.
    func item(measured size: Size) -> LayoutItem {
        switch self {
        case .layoutSized: LayoutItem()
        case .columns, .rows: .height(size.height)
        case .free: .size(size)
        }
    }

    /// Whether a card's frame is its measured size, so that a cached frame stands for the
    /// measurement it was made from: false for stretched rows, whose frames have the row's height.
    var framesAreMeasured: Bool {
        if case .rows = self { return false }
        return true
    }

    /// What the layout was told about the card it gave `frame` (unrotated, unclamped), when
    /// ``framesAreMeasured``.
    func item(frame: Rect) -> LayoutItem {
        item(measured: frame.size)
    }

    private static func freeWidth(_ request: GridRequest, itemWidth: Double, inset: EdgeInsets, vertical: Bool, _ metrics: CardMetrics)
        -> Double
    {
        guard request.style != .fixed, vertical else { return metrics.fixedSize.width }
        let line = request.container.width - inset.horizontal
        return request.style == .chip ? line : min(itemWidth, line)
    }
}
