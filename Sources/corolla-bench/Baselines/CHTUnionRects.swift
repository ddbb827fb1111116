import CorollaLayout

/// CHTCollectionViewWaterfallLayout's rect query (chiahsien/CHTCollectionViewWaterfallLayout,
/// Source/CHTCollectionViewWaterfallLayout.swift, `prepare()` and
/// `layoutAttributesForElements(in:)`), over the same frames as Corolla's index:
///
/// - `prepare()` cuts `allItemAttributes` into blocks of `unionSize = 20` and keeps the union of
///   each block's frames;
/// - a query scans the unions from the front for the first that intersects the rect
///   (`firstIndex(where:)`) and from the back for the last (`lastIndex(where:)`), then tests every
///   attributes object of the blocks in between, collecting cells, headers and footers in
///   dictionaries keyed by index path, and returns their values: about N/20 + k tests.
struct CHTUnionRects {
    let allItemAttributes: [SeedAttributes]
    private(set) var unionRects: [Rect] = []
    private let unionSize = 20

    init(_ result: LayoutResult) {
        allItemAttributes = SeedAttributes.all(of: result)
        var idx = 0
        let itemCounts = allItemAttributes.count
        while idx < itemCounts {
            var unionRect = allItemAttributes[idx].frame
            let rectEndIndex = min(idx + unionSize, itemCounts)
            for i in (idx + 1)..<rectEndIndex {
                unionRect = unionRect.union(allItemAttributes[i].frame)
            }
            idx = rectEndIndex
            unionRects.append(unionRect)
        }
    }

    func layoutAttributesForElements(in rect: Rect) -> [SeedAttributes]? {
        var begin = 0
        var end = unionRects.count

        if let i = unionRects.firstIndex(where: { rect.intersects($0) }) {
            begin = i * unionSize
        }
        if let i = unionRects.lastIndex(where: { rect.intersects($0) }) {
            end = min((i + 1) * unionSize, allItemAttributes.count)
        }

        var cellAttributes: [IndexPath: SeedAttributes] = [:]
        var headerAttributes: [IndexPath: SeedAttributes] = [:]
        var footerAttributes: [IndexPath: SeedAttributes] = [:]

        for i in begin..<end {
            let attr = allItemAttributes[i]
            guard rect.intersects(attr.frame) else { continue }

            switch attr.representedElementCategory {
            case .cell:
                cellAttributes[attr.indexPath] = attr
            case .supplementaryView:
                if attr.representedElementKind == "header" {
                    headerAttributes[attr.indexPath] = attr
                } else if attr.representedElementKind == "footer" {
                    footerAttributes[attr.indexPath] = attr
                }
            case .decorationView:
                break
            }
        }

        return Array(cellAttributes.values)
            + Array(headerAttributes.values)
            + Array(footerAttributes.values)
    }
}
