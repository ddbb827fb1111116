extension GridLayout: RegisteredLayout {
    public static let kind = AnyLayout.Kind.grid
    public static let title = "Grid"
    public static let settings: [any AnyLayoutProperty] = [
        LayoutProperty("columns", "columnCount", \GridLayout.columnCount),
        LayoutProperty("min-column-width", "minimumItemWidth", \GridLayout.minimumItemWidth),
        LayoutProperty("column-spacing", "interitemSpacing", \GridLayout.interitemSpacing),
        LayoutProperty("line-spacing", "lineSpacing", \GridLayout.lineSpacing),
        LayoutProperty("inset", "sectionInset", \GridLayout.sectionInset),
        LayoutProperty("direction", "layoutDirection", \GridLayout.layoutDirection),
    ]

    public var wrapped: AnyLayout { .grid(self) }

    public func itemSizing(in container: Size, scale: DisplayScale) throws -> ItemSizing {
        guard scrollDirection == .vertical else { return .horizontalColumns }
        return .columns(width: try columnWidth(in: container, scale: scale), stretchedRows: itemAlignment == .stretch)
    }
}
