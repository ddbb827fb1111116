/// A waterfall (masonry) layout with CHTCollectionViewWaterfallLayout's options and semantics,
/// its known bugs fixed, and more: items spanning columns, adaptive column counts, a tie
/// tolerance, right-to-left mirroring and horizontal scrolling.
///
/// Rules, per section (vertical space; horizontal scrolling swaps the axes):
/// - Column count: `columnCount`, the section's own `columnCount`, or — when
///   `minimumColumnWidth` is set — as many columns of at least that width as fit.
/// - Column width = `floorToPixel((contentWidth − (n−1)·minimumColumnSpacing) / n)` (CHT), where
///   contentWidth is the container width less the section's left and right insets.
/// - Order: `headerInset.top`, header (spanning the container less `headerInset`),
///   `headerInset.bottom`, `sectionInset.top`, items, `sectionInset.bottom`, `footerInset.top`,
///   footer, `footerInset.bottom`. As in CHT, `headerInset.top` and `footerInset.top` apply even
///   to a section without that element, their `bottom` only after an element that exists.
/// - `.shortestFirst` puts an item into the column whose next free offset is smallest, ties to
///   the lowest column index; columns within `tolerance` of the smallest count as tied (CSS
///   grid-lanes' flow tolerance). `.leftToRight` fills columns in turn (item `i` → column `i % n`),
///   `.rightToLeft` in the mirrored order (CHT).
/// - An item covering `span` columns takes the start column that minimises the tallest column
///   under it, ties to the left (Masonry.js); a span wider than the section is clamped and reported.
/// - Spacing goes between the items of a column only: none above a column's first item, none
///   below its last (the seed examples' first-row and double-gap bugs), and an empty section
///   does not pull the next one up (CHT subtracts the spacing even there, so the next overlaps).
/// - An item with a `height` alone is used as is (a measured card); one with `width`×`height`
///   is scaled to its column width: `floorToPixel(height · itemWidth / width)` (CHT).
/// - The content is at least `minimumContentHeight` tall.
public struct WaterfallLayout: SectionPlacer {
    /// How the next item's column is chosen (CHT's `itemRenderDirection`).
    public enum ItemRenderDirection: String, Hashable, Sendable, Codable, CaseIterable {
        case shortestFirst
        case leftToRight
        case rightToLeft
    }

    public var columnCount: Int
    /// When set, the column count adapts to the width: as many columns at least this wide as fit.
    public var minimumColumnWidth: Double?
    public var minimumColumnSpacing: Double
    public var minimumInteritemSpacing: Double
    public var sectionInset: EdgeInsets
    /// The default header length of every section (0 = none); a section's `header` overrides it.
    public var headerHeight: Double
    /// The default footer length of every section (0 = none); a section's `footer` overrides it.
    public var footerHeight: Double
    public var headerInset: EdgeInsets
    public var footerInset: EdgeInsets
    public var itemRenderDirection: ItemRenderDirection
    public var minimumContentHeight: Double
    /// Columns whose next offsets differ from the shortest by no more than this count as tied.
    public var tolerance: Double
    public var layoutDirection: LayoutDirection
    public var scrollDirection: ScrollDirection

    public init(
        columnCount: Int = 2, minimumColumnWidth: Double? = nil, minimumColumnSpacing: Double = 10,
        minimumInteritemSpacing: Double = 10, sectionInset: EdgeInsets = .zero, headerHeight: Double = 0,
        footerHeight: Double = 0, headerInset: EdgeInsets = .zero, footerInset: EdgeInsets = .zero,
        itemRenderDirection: ItemRenderDirection = .shortestFirst, minimumContentHeight: Double = 0,
        tolerance: Double = 0, layoutDirection: LayoutDirection = .leftToRight,
        scrollDirection: ScrollDirection = .vertical
    ) {
        self.columnCount = columnCount
        self.minimumColumnWidth = minimumColumnWidth
        self.minimumColumnSpacing = minimumColumnSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.headerInset = headerInset
        self.footerInset = footerInset
        self.itemRenderDirection = itemRenderDirection
        self.minimumContentHeight = minimumContentHeight
        self.tolerance = tolerance
        self.layoutDirection = layoutDirection
        self.scrollDirection = scrollDirection
    }
}

extension WaterfallLayout {
    public init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = WaterfallLayout()
        self.init(
            columnCount: try values.value(.columnCount, or: defaults.columnCount),
            minimumColumnWidth: try values.decodeIfPresent(Double.self, forKey: .minimumColumnWidth),
            minimumColumnSpacing: try values.value(.minimumColumnSpacing, or: defaults.minimumColumnSpacing),
            minimumInteritemSpacing: try values.value(.minimumInteritemSpacing, or: defaults.minimumInteritemSpacing),
            sectionInset: try values.value(.sectionInset, or: defaults.sectionInset),
            headerHeight: try values.value(.headerHeight, or: defaults.headerHeight),
            footerHeight: try values.value(.footerHeight, or: defaults.footerHeight),
            headerInset: try values.value(.headerInset, or: defaults.headerInset),
            footerInset: try values.value(.footerInset, or: defaults.footerInset),
            itemRenderDirection: try values.value(.itemRenderDirection, or: defaults.itemRenderDirection),
            minimumContentHeight: try values.value(.minimumContentHeight, or: defaults.minimumContentHeight),
            tolerance: try values.value(.tolerance, or: defaults.tolerance),
            layoutDirection: try values.value(.layoutDirection, or: defaults.layoutDirection),
            scrollDirection: try values.value(.scrollDirection, or: defaults.scrollDirection))
    }
}
