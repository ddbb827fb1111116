extension AlignedFlowLayout: RegisteredLayout {
    public static let kind = AnyLayout.Kind.aligned
    public static let title = "Aligned flow"
    public static let settings: [any AnyLayoutProperty] = [
        LayoutProperty("item-spacing", "minimumInteritemSpacing", \AlignedFlowLayout.minimumInteritemSpacing),
        LayoutProperty("max-item-spacing", "maximumInteritemSpacing", \AlignedFlowLayout.maximumInteritemSpacing),
        LayoutProperty("line-spacing", "minimumLineSpacing", \AlignedFlowLayout.minimumLineSpacing),
        LayoutProperty("inset", "sectionInset", \AlignedFlowLayout.sectionInset),
        LayoutProperty("alignment", "horizontalAlignment", \AlignedFlowLayout.horizontalAlignment),
        LayoutProperty("vertical-alignment", "verticalAlignment", \AlignedFlowLayout.verticalAlignment),
        LayoutProperty("direction", "layoutDirection", \AlignedFlowLayout.layoutDirection),
        LayoutProperty("item-width", "itemSize", \AlignedFlowLayout.itemSize.width),
    ]

    public var wrapped: AnyLayout { .aligned(self) }

    public func itemSizing(in container: Size, scale: DisplayScale) throws -> ItemSizing {
        .free(itemWidth: itemSize.width, sectionInset: sectionInset, scrollDirection: scrollDirection)
    }
}
