/// One section of items, with its optional header and footer.
///
/// A header or footer `length` is measured along the scroll axis (a height when scrolling
/// vertically, a width when scrolling horizontally); 0 means none, `nil` means the layout's default.
public struct LayoutSection: Hashable, Sendable, Codable {
    public var items: [LayoutItem]
    public var header: Double?
    public var footer: Double?
    /// Overrides the layout's `sectionInset` for this section (UIKit's `insetForSectionAt`).
    public var sectionInset: EdgeInsets?
    /// Overrides the layout's column count for this section (waterfall and grid).
    public var columnCount: Int?

    public init(
        items: [LayoutItem], header: Double? = nil, footer: Double? = nil,
        sectionInset: EdgeInsets? = nil, columnCount: Int? = nil
    ) {
        self.items = items
        self.header = header
        self.footer = footer
        self.sectionInset = sectionInset
        self.columnCount = columnCount
    }
}
