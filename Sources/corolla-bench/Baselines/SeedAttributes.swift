import CorollaLayout

/// A stand-in for `UICollectionViewLayoutAttributes`, the heap-allocated object per element that
/// the seed examples and CHTCollectionViewWaterfallLayout create and keep for every item.
///
/// UIKit's class also carries `center`, `bounds`, a `CATransform3D` (16 doubles) and more; this
/// one keeps the public fields a layout touches and an affine transform, so it is smaller than the
/// real thing and its allocation cheaper: the comparison favours the baselines.
final class SeedAttributes {
    enum Category { case cell, supplementaryView, decorationView }

    let indexPath: IndexPath
    let representedElementCategory: Category
    let representedElementKind: String?
    var frame: Rect = .zero
    var zIndex = 0
    var alpha = 1.0
    var isHidden = false
    var transform: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) = (1, 0, 0, 1, 0, 0)

    /// `UICollectionViewLayoutAttributes(forCellWith:)`.
    init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// `UICollectionViewLayoutAttributes(forSupplementaryViewOfKind:with:)`.
    init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// One attributes object per element of `result`, in natural order (section by section:
    /// header, items, footer), as a UIKit layout's `prepare()` would have stored them.
    static func all(of result: LayoutResult) -> [SeedAttributes] {
        var all: [SeedAttributes] = []
        for (section, frames) in result.sections.enumerated() {
            if let header = frames.header {
                let attributes = SeedAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: section))
                attributes.frame = header
                all.append(attributes)
            }
            for (item, frame) in frames.items.enumerated() {
                let attributes = SeedAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = frame
                all.append(attributes)
            }
            if let footer = frames.footer {
                let attributes = SeedAttributes(forSupplementaryViewOfKind: "footer", with: IndexPath(item: 0, section: section))
                attributes.frame = footer
                all.append(attributes)
            }
        }
        return all
    }
}

extension Rect {
    /// `CGRect.union(_:)`: the smallest rectangle containing both.
    func union(_ other: Rect) -> Rect {
        let x = min(minX, other.minX)
        let y = min(minY, other.minY)
        return Rect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }
}

/// UIKit's two-index `IndexPath(item:section:)`. Foundation's `IndexPath` on Linux has no
/// `item`/`section` and builds from an array; this plain struct is cheaper to make and to hash
/// than either, which again favours the baselines.
struct IndexPath: Hashable {
    var item: Int
    var section: Int

    init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }
}
