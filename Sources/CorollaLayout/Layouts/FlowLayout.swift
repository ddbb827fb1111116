/// A flow layout with UICollectionViewFlowLayout's options and semantics: items in lines, lines
/// one under the other.
///
/// Rules, per section (vertical space; horizontal scrolling swaps the axes):
/// - An item is its own `width`×`height`; a missing dimension comes from `itemSize` (default
///   50×50).
/// - Lines fill greedily while `sum(widths) + (k−1)·minimumInteritemSpacing <= available`, the
///   available width being the container's less the section's left and right insets
///   (`minimumInteritemSpacing` is a minimum: it decides how many items fit, the gaps grow).
/// - A full (non-last) line of two or more items is justified: the first item at the leading
///   inset, the last flush with the trailing inset, equal gaps. A non-last line of one item is
///   centred (PSTCollectionView's `PSTGridLayoutRow`: "split leftover space in half").
/// - The last line: when every item of the section has the same size it keeps the gap of a full
///   line of such items, starting at the leading inset, so the grid's columns stay aligned
///   (PSTGridLayoutRow pads the row with phantom copies); if a full line holds only one such item
///   it is centred like the lines above. Otherwise it is leading-aligned with exactly
///   `minimumInteritemSpacing`, even when it happens to be full (openradar 20825965: UIKit
///   left-aligns a last row of mixed sizes). A full last line of uniform items is justified, as
///   its gap is the full-line gap.
/// - Items are centred vertically in their line, whose height is its tallest item (Collection View
///   Programming Guide; PSTCollectionView top-aligns them, a known divergence not copied).
///   Lines are `minimumLineSpacing` apart.
/// - An item wider than the available width is clamped to it and reported as a
///   ``LayoutDiagnostic`` (UIKit only logs "the item width must be less than the width of the
///   UICollectionView minus the section insets…"; IGListKit clamps).
/// - Order: header, top inset, lines, bottom inset, footer; `minimumLineSpacing` is not applied
///   between the header and the first line. Headers and footers span the container's width; only
///   the scroll-axis dimension of `headerReferenceSize`/`footerReferenceSize` is used (a height
///   when scrolling vertically, a width when horizontally), 0 = none, and a section's own
///   `header`/`footer` length overrides it. An empty section still takes its insets.
/// - With a display scale, item origins are rounded to the nearest pixel (sizes are kept).
///
/// Sources: Apple's UICollectionViewFlowLayout documentation and Collection View Programming Guide,
/// PSTCollectionView (`PSTGridLayoutRow`, `PSTGridLayoutSection`), openradar 20825965.
public struct FlowLayout: FlowLineLayout {
    public var itemSize: Size
    public var minimumInteritemSpacing: Double
    public var minimumLineSpacing: Double
    public var sectionInset: EdgeInsets
    public var headerReferenceSize: Size
    public var footerReferenceSize: Size
    public var scrollDirection: ScrollDirection

    public init(
        itemSize: Size = Size(width: 50, height: 50), minimumInteritemSpacing: Double = 10,
        minimumLineSpacing: Double = 10, sectionInset: EdgeInsets = .zero, headerReferenceSize: Size = .zero,
        footerReferenceSize: Size = .zero, scrollDirection: ScrollDirection = .vertical
    ) {
        self.itemSize = itemSize
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.minimumLineSpacing = minimumLineSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.scrollDirection = scrollDirection
    }
}

extension FlowLayout {
    public init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = FlowLayout()
        self.init(
            itemSize: try values.value(.itemSize, or: defaults.itemSize),
            minimumInteritemSpacing: try values.value(.minimumInteritemSpacing, or: defaults.minimumInteritemSpacing),
            minimumLineSpacing: try values.value(.minimumLineSpacing, or: defaults.minimumLineSpacing),
            sectionInset: try values.value(.sectionInset, or: defaults.sectionInset),
            headerReferenceSize: try values.value(.headerReferenceSize, or: defaults.headerReferenceSize),
            footerReferenceSize: try values.value(.footerReferenceSize, or: defaults.footerReferenceSize),
            scrollDirection: try values.value(.scrollDirection, or: defaults.scrollDirection))
    }
}
