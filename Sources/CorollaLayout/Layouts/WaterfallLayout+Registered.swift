extension WaterfallLayout: RegisteredLayout {
    public static let kind = AnyLayout.Kind.waterfall
    public static let title = "Waterfall"
    public static let settings: [any AnyLayoutProperty] = [
        LayoutProperty("columns", "columnCount", \WaterfallLayout.columnCount),
        LayoutProperty("min-column-width", "minimumColumnWidth", \WaterfallLayout.minimumColumnWidth),
        LayoutProperty("column-spacing", "minimumColumnSpacing", \WaterfallLayout.minimumColumnSpacing),
        LayoutProperty("item-spacing", "minimumInteritemSpacing", \WaterfallLayout.minimumInteritemSpacing),
        LayoutProperty("inset", "sectionInset", \WaterfallLayout.sectionInset),
        LayoutProperty("direction", "layoutDirection", \WaterfallLayout.layoutDirection),
        LayoutProperty("render-direction", "itemRenderDirection", \WaterfallLayout.itemRenderDirection),
        LayoutProperty("tolerance", "tolerance", \WaterfallLayout.tolerance),
    ]

    public var wrapped: AnyLayout { .waterfall(self) }

    public func itemSizing(in container: Size, scale: DisplayScale) throws -> ItemSizing {
        guard scrollDirection == .vertical else { return .horizontalColumns }
        return .columns(width: try columnWidth(in: container, scale: scale), stretchedRows: false)
    }
}
