import CorollaCards
import CorollaLayout

/// corolla's card grid when nothing else is asked for, in one place: what `corolla grid`,
/// `corolla cache warm` and `corolla serve` draw by default, so that the same options give the
/// same frames and the same layout cache entry whichever asks.
///
/// The layouts keep their own (UIKit's) defaults except where a card grid needs others: columns
/// that adapt to the width, spacing and insets for cards, the flows' item width, a fan fitted to
/// the container.
public enum GridDefaults {
    /// The layout drawn when none is named.
    public static let layoutKind = AnyLayout.Kind.waterfall
    /// The container's height, in points (an iPhone's).
    public static let containerHeight = 844.0
    /// The display scale frames snap to and images are drawn at.
    public static let scale = 2
    public static let grouping = GridRequest.Grouping.none
    /// The length of each kind's header along the scroll axis, when grouping.
    public static let headerHeight = 44.0
    /// The waterfall's `minimumColumnWidth` and the grid's `minimumItemWidth`: as many columns at
    /// least this wide as fit (2 at 390 points, 4 at 834, 6 at 1024).
    public static let minimumColumnWidth = 160.0
    /// Every spacing between cards: between columns, between items, between lines.
    public static let spacing = 8.0
    /// Every section's inset, on each side.
    public static let sectionInset = EdgeInsets(all: 12)
    /// The width of a card in the flows (the seed's item width): each card as tall as its text.
    public static let flowItemWidth = 168.0

    /// The `kind` layout with the card grid's defaults.
    public static func layout(_ kind: AnyLayout.Kind) -> AnyLayout {
        switch kind {
        case .flow:
            .flow(
                FlowLayout(
                    itemSize: Size(width: flowItemWidth, height: FlowLayout().itemSize.height), minimumInteritemSpacing: spacing,
                    minimumLineSpacing: spacing, sectionInset: sectionInset))
        case .aligned:
            .aligned(
                AlignedFlowLayout(
                    itemSize: Size(width: flowItemWidth, height: AlignedFlowLayout().itemSize.height), minimumInteritemSpacing: spacing,
                    minimumLineSpacing: spacing, sectionInset: sectionInset))
        case .waterfall:
            .waterfall(
                WaterfallLayout(
                    minimumColumnWidth: minimumColumnWidth, minimumColumnSpacing: spacing, minimumInteritemSpacing: spacing,
                    sectionInset: sectionInset))
        case .grid:
            .grid(GridLayout(minimumItemWidth: minimumColumnWidth, interitemSpacing: spacing, lineSpacing: spacing, sectionInset: sectionInset))
        case .fan:
            .fan(FanLayout(fitsContainer: true))
        }
    }

    /// The card style a grid of `kind` is drawn with unless another is asked for: chips for the
    /// aligned flow (a tag cloud), tiles for the fan (they fit its items), cards otherwise.
    public static func style(for kind: AnyLayout.Kind) -> CardStyle {
        switch kind {
        case .aligned: .chip
        case .fan: .tile
        case .flow, .waterfall, .grid: .card
        }
    }
}
