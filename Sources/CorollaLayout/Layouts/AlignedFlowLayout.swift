/// A flow layout whose lines are aligned as asked: AlignedCollectionViewFlowLayout and
/// KTCenterFlowLayout in one, with a `maximumInteritemSpacing`.
///
/// Lines break exactly as in ``FlowLayout`` (the same code), and sections, headers, footers,
/// insets, clamping and pixel snapping are the same. Within a line (vertical space; horizontal
/// scrolling swaps the axes):
/// - `.leading` (the default: a left-aligned tag cloud, what AlignedCollectionViewFlowLayout is
///   used for), `.trailing`, `.center`: exactly `minimumInteritemSpacing` between neighbours, the
///   line's free space after, before, or split equally around its items, on every line including
///   one-item and last lines. With `verticalAlignment` `.top`, `.center`, `.bottom` this is CSS
///   flexbox `flex-wrap: wrap` with `column-gap`/`row-gap`, `justify-content: flex-start`,
///   `flex-end`, `center` and `align-items: flex-start`, `center`, `flex-end`.
/// - `.justified`: UIKit's rule, see ``FlowLayout`` (full lines justified, a
///   non-last one-item line centred, the last line with full-line gaps when the section's items
///   are uniform, else leading with the minimum spacing). With `maximumInteritemSpacing` each gap
///   is `min(justifiedGap, maximumInteritemSpacing)` and the leftover goes to the trailing side
///   (an item is pulled back to `previous.maxX + maximum`; a line's first item does not move), so
///   `minimumInteritemSpacing <= gap <= maximumInteritemSpacing`. `.justified` with the other
///   defaults (`.center`, no maximum) gives exactly ``FlowLayout``'s frames.
/// - `verticalAlignment` places an item shorter than its line at the line's top, centre or bottom.
/// - `.rightToLeft` mirrors the frames, so leading is the right side (a line's first item is at
///   the right).
public struct AlignedFlowLayout: FlowLineLayout {
    /// Where the items of a line go along it.
    public enum HorizontalAlignment: String, Hashable, Sendable, Codable, CaseIterable {
        case leading
        case trailing
        case center
        case justified
    }

    /// Where an item shorter than its line goes across it.
    public enum VerticalAlignment: String, Hashable, Sendable, Codable, CaseIterable {
        case top
        case center
        case bottom
    }

    public var itemSize: Size
    public var minimumInteritemSpacing: Double
    /// The largest gap in a justified line; `nil` for none.
    public var maximumInteritemSpacing: Double?
    public var minimumLineSpacing: Double
    public var sectionInset: EdgeInsets
    public var headerReferenceSize: Size
    public var footerReferenceSize: Size
    public var horizontalAlignment: HorizontalAlignment
    public var verticalAlignment: VerticalAlignment
    public var layoutDirection: LayoutDirection
    public var scrollDirection: ScrollDirection

    public init(
        itemSize: Size = Size(width: 50, height: 50), minimumInteritemSpacing: Double = 10,
        maximumInteritemSpacing: Double? = nil, minimumLineSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
        headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero,
        horizontalAlignment: HorizontalAlignment = .leading, verticalAlignment: VerticalAlignment = .center,
        layoutDirection: LayoutDirection = .leftToRight, scrollDirection: ScrollDirection = .vertical
    ) {
        self.itemSize = itemSize
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.maximumInteritemSpacing = maximumInteritemSpacing
        self.minimumLineSpacing = minimumLineSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.layoutDirection = layoutDirection
        self.scrollDirection = scrollDirection
    }
}

extension AlignedFlowLayout {
    public init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = AlignedFlowLayout()
        self.init(
            itemSize: try values.value(.itemSize, or: defaults.itemSize),
            minimumInteritemSpacing: try values.value(.minimumInteritemSpacing, or: defaults.minimumInteritemSpacing),
            maximumInteritemSpacing: try values.decodeIfPresent(Double.self, forKey: .maximumInteritemSpacing),
            minimumLineSpacing: try values.value(.minimumLineSpacing, or: defaults.minimumLineSpacing),
            sectionInset: try values.value(.sectionInset, or: defaults.sectionInset),
            headerReferenceSize: try values.value(.headerReferenceSize, or: defaults.headerReferenceSize),
            footerReferenceSize: try values.value(.footerReferenceSize, or: defaults.footerReferenceSize),
            horizontalAlignment: try values.value(.horizontalAlignment, or: defaults.horizontalAlignment),
            verticalAlignment: try values.value(.verticalAlignment, or: defaults.verticalAlignment),
            layoutDirection: try values.value(.layoutDirection, or: defaults.layoutDirection),
            scrollDirection: try values.value(.scrollDirection, or: defaults.scrollDirection))
    }
}
