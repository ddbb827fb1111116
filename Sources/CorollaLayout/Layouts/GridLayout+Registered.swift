extension GridLayout: ColumnSizedLayout {
    public static let settings: [any AnyLayoutProperty] = [
        LayoutProperty("columns", "columnCount", \GridLayout.columnCount),
        LayoutProperty("min-column-width", "minimumItemWidth", \GridLayout.minimumItemWidth),
        LayoutProperty("column-spacing", "interitemSpacing", \GridLayout.interitemSpacing),
        LayoutProperty("lineSpacing", \GridLayout.lineSpacing),
        LayoutProperty("inset", "sectionInset", \GridLayout.sectionInset),
        LayoutProperty("direction", "layoutDirection", \GridLayout.layoutDirection),
    ]

    public var wrapped: AnyLayout { .grid(self) }

    /// Rows stretch their items when the items are aligned by stretching.
    public var stretchesRows: Bool { itemAlignment == .stretch }
}
