/// A layout of columns whose items fill their column's width
/// (``ItemSizing/columns(width:stretchedRows:)``): waterfall and grid.
public protocol ColumnSizedLayout: RegisteredLayout {
    var scrollDirection: ScrollDirection { get }
    /// Whether an item's frame is as tall as its row's tallest item.
    var stretchesRows: Bool { get }

    /// The width of an item of `section` in `container`, as the layout gives it.
    ///
    /// - Throws: ``LayoutError`` as the layout would.
    func columnWidth(of section: LayoutSection, in container: Size, scale: DisplayScale) throws -> Double
}

extension ColumnSizedLayout {
    /// Columns as wide as an empty section's when scrolling vertically; horizontally, items would be
    /// sized for a height (``ItemSizing/horizontalColumns``).
    public func itemSizing(in container: Size, scale: DisplayScale) throws -> ItemSizing {
        guard scrollDirection == .vertical else { return .horizontalColumns }
        return .columns(width: try columnWidth(of: LayoutSection(items: []), in: container, scale: scale), stretchedRows: stretchesRows)
    }
}
