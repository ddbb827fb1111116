/// An adaptive grid: the seed chapter's favourites grid, its column count and width computed
/// from the container (so an iPhone gets two columns, an iPad more, rotation included).
///
/// Rules, per section (vertical space; horizontal scrolling swaps the axes):
/// - Column count: the section's `columnCount`, else the layout's `columnCount` when set, else
///   as many columns at least `minimumItemWidth` wide as fit:
///   `n = max(1, ⌊(available + interitemSpacing) / (minimumItemWidth + interitemSpacing)⌋)`,
///   where `available` is the container width less the section's left and right insets. With
///   the defaults (160, spacing 10, no insets) 390 points give 2 columns, 834 give 4, 1194 give 7.
/// - Column width = `floorToPixel((available − (n−1)·interitemSpacing) / n)`, as the waterfall.
/// - Item height, first that applies: the item's `height` (scaled to the column width as
///   `floorToPixel(height · columnWidth / width)` when the item also gives a `width`); the
///   layout's `itemHeight`; `floorToPixel(columnWidth / aspectRatio)`, where `aspectRatio` is
///   width ÷ height, as CSS `aspect-ratio` (1 = square cells, 0.75 = portrait 3:4).
/// - Items fill rows in order, leading to trailing; a row is as tall as its tallest item, and
///   rows are `lineSpacing` apart. With `itemAlignment` `.stretch` (the default, CSS grid's
///   `align-items: stretch`) every item of a row is as tall as the row; with `.top` each keeps
///   its own height at the row's top.
/// - Order: header (spanning the container), `sectionInset.top`, rows, `sectionInset.bottom`,
///   footer; no line spacing next to the header or footer. An empty section keeps its insets.
/// - A relayout restarts at the row holding the first changed item (appending to a full last
///   row places only the new items).
public struct GridLayout: SectionPlacer {
    /// Where an item shorter than its row goes (CSS `align-items`).
    public enum ItemAlignment: String, Hashable, Sendable, Codable, CaseIterable {
        /// As tall as the row: every frame of a row has the row's height.
        case stretch
        /// At the row's top, its own height.
        case top
    }

    /// When `columnCount` is not set, the column count adapts to the width: as many columns at
    /// least this wide as fit.
    public var minimumItemWidth: Double
    /// A fixed column count, overriding `minimumItemWidth`.
    public var columnCount: Int?
    /// The spacing between the columns.
    public var interitemSpacing: Double
    /// The spacing between the rows.
    public var lineSpacing: Double
    public var sectionInset: EdgeInsets
    /// The height of every item that does not give its own.
    public var itemHeight: Double?
    /// Width ÷ height of items without a height when `itemHeight` is not set.
    public var aspectRatio: Double
    /// The default header length of every section (0 = none); a section's `header` overrides it.
    public var headerHeight: Double
    /// The default footer length of every section (0 = none); a section's `footer` overrides it.
    public var footerHeight: Double
    /// Where an item shorter than its row goes.
    public var itemAlignment: ItemAlignment
    public var layoutDirection: LayoutDirection
    public var scrollDirection: ScrollDirection

    public init(
        minimumItemWidth: Double = 160, columnCount: Int? = nil, interitemSpacing: Double = 10,
        lineSpacing: Double = 10, sectionInset: EdgeInsets = .zero, itemHeight: Double? = nil,
        aspectRatio: Double = 1, headerHeight: Double = 0, footerHeight: Double = 0,
        itemAlignment: ItemAlignment = .stretch, layoutDirection: LayoutDirection = .leftToRight, scrollDirection: ScrollDirection = .vertical
    ) {
        self.minimumItemWidth = minimumItemWidth
        self.columnCount = columnCount
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.sectionInset = sectionInset
        self.itemHeight = itemHeight
        self.aspectRatio = aspectRatio
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.itemAlignment = itemAlignment
        self.layoutDirection = layoutDirection
        self.scrollDirection = scrollDirection
    }
}

extension GridLayout {
    public init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = GridLayout()
        self.init(
            minimumItemWidth: try values.value(.minimumItemWidth, or: defaults.minimumItemWidth),
            columnCount: try values.decodeIfPresent(Int.self, forKey: .columnCount),
            interitemSpacing: try values.value(.interitemSpacing, or: defaults.interitemSpacing),
            lineSpacing: try values.value(.lineSpacing, or: defaults.lineSpacing),
            sectionInset: try values.value(.sectionInset, or: defaults.sectionInset),
            itemHeight: try values.decodeIfPresent(Double.self, forKey: .itemHeight),
            aspectRatio: try values.value(.aspectRatio, or: defaults.aspectRatio),
            headerHeight: try values.value(.headerHeight, or: defaults.headerHeight),
            footerHeight: try values.value(.footerHeight, or: defaults.footerHeight),
            itemAlignment: try values.value(.itemAlignment, or: defaults.itemAlignment),
            layoutDirection: try values.value(.layoutDirection, or: defaults.layoutDirection),
            scrollDirection: try values.value(.scrollDirection, or: defaults.scrollDirection))
    }
}
