import CorollaLayout

/// The seed examples' waterfall layout (seeds 000 and 002, the same `prepare()`; 003 computes it
/// inside the rect query and is not modelled): translated from UIKit to Corolla's geometry types,
/// otherwise line by line.
///
/// - a heap-allocated attributes object per item, appended to an array that is emptied with
///   `removeAll()` (no reserved capacity) at every `prepare()`;
/// - the shortest column by `columnHeights.min()` then `columnHeights.firstIndex(of:)`: two passes,
///   NaN-unsafe, ties decided by float noise;
/// - `minHeight == sectionInset.top` as the first-row test (so a column whose first item is
///   placed later gets no spacing: the seed's bug, kept because it is what the code does);
/// - the height asked of a weakly held delegate, item by item;
/// - `layoutAttributesForElements(in:)` as `filter { $0.frame.intersects(rect) }` over all of them.
final class SeedWaterfallLayout {
    var columnCount: Int = 2
    var interitemSpacing: Double = 5
    var lineSpacing: Double = 5
    var sectionInset: EdgeInsets = .zero
    weak var delegate: SeedWaterfallDelegate?

    /// The collection view's `bounds.width` and `numberOfItems(inSection: 0)`.
    var boundsWidth: Double = 0
    var numberOfItems: Int = 0

    private(set) var layoutAttributes: [SeedAttributes] = []
    private var columnHeights: [Double] = []
    private(set) var contentHeight: Double = 0

    func prepare() {
        layoutAttributes.removeAll()
        columnHeights.removeAll()
        (0..<columnCount).forEach { _ in columnHeights.append(sectionInset.top) }
        contentHeight = 0

        let totalWidth = boundsWidth - sectionInset.left - sectionInset.right
        let itemWidth = (totalWidth - Double(columnCount - 1) * interitemSpacing) / Double(columnCount)

        let itemCount = numberOfItems
        for i in 0..<itemCount {
            let indexPath = IndexPath(item: i, section: 0)
            let minHeight = columnHeights.min() ?? 0
            let targetColumn = columnHeights.firstIndex(of: minHeight) ?? 0
            let x = sectionInset.left + Double(targetColumn) * (itemWidth + interitemSpacing)
            let y = minHeight + (minHeight == sectionInset.top ? 0 : lineSpacing)
            let itemHeight = delegate?.waterfallLayout(self, heightForItemAt: indexPath, itemWidth: itemWidth) ?? 100
            let attribute = SeedAttributes(forCellWith: indexPath)
            attribute.frame = Rect(x: x, y: y, width: itemWidth, height: itemHeight)
            layoutAttributes.append(attribute)
            columnHeights[targetColumn] = y + itemHeight
        }
        contentHeight = (columnHeights.max() ?? 0) + sectionInset.bottom
    }

    func layoutAttributesForElements(in rect: Rect) -> [SeedAttributes]? {
        layoutAttributes.filter { $0.frame.intersects(rect) }
    }
}

protocol SeedWaterfallDelegate: AnyObject {
    func waterfallLayout(_ layout: SeedWaterfallLayout, heightForItemAt indexPath: IndexPath, itemWidth: Double) -> Double
}

/// A delegate answering with pre-measured heights (the seed's view controller looking up its model).
final class PremeasuredHeights: SeedWaterfallDelegate {
    let heights: [Double]

    init(_ heights: [Double]) { self.heights = heights }

    func waterfallLayout(_ layout: SeedWaterfallLayout, heightForItemAt indexPath: IndexPath, itemWidth: Double) -> Double {
        heights[indexPath.item]
    }
}

extension SeedWaterfallLayout {
    /// The seed layout configured like ``Waterfall/layout`` for `delegate`'s items.
    static func matchingFixture(_ delegate: PremeasuredHeights) -> SeedWaterfallLayout {
        let layout = SeedWaterfallLayout()
        layout.columnCount = Waterfall.columnCount
        layout.interitemSpacing = Waterfall.spacing
        layout.lineSpacing = Waterfall.spacing
        layout.sectionInset = EdgeInsets(all: Waterfall.inset)
        layout.boundsWidth = Waterfall.container.width
        layout.numberOfItems = delegate.heights.count
        layout.delegate = delegate
        return layout
    }
}
