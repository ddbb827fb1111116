extension WaterfallLayout: ColumnSizedLayout {
    public static let settings: [any AnyLayoutProperty] = [
        LayoutProperty("columns", "columnCount", \WaterfallLayout.columnCount),
        LayoutProperty("min-column-width", "minimumColumnWidth", \WaterfallLayout.minimumColumnWidth),
        LayoutProperty("column-spacing", "minimumColumnSpacing", \WaterfallLayout.minimumColumnSpacing),
        LayoutProperty("item-spacing", "minimumInteritemSpacing", \WaterfallLayout.minimumInteritemSpacing),
        LayoutProperty("inset", "sectionInset", \WaterfallLayout.sectionInset),
        LayoutProperty("direction", "layoutDirection", \WaterfallLayout.layoutDirection),
        LayoutProperty("render-direction", "itemRenderDirection", \WaterfallLayout.itemRenderDirection),
        LayoutProperty("tolerance", \WaterfallLayout.tolerance),
    ]

    public var wrapped: AnyLayout { .waterfall(self) }

    /// Items keep their own heights.
    public var stretchesRows: Bool { false }
}
