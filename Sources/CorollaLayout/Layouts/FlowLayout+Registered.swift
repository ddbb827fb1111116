extension FlowLayout: RegisteredLayout {
    public static let kind = AnyLayout.Kind.flow
    public static let title = "Flow"
    public static let settings: [any AnyLayoutProperty] = [
        LayoutProperty("item-spacing", "minimumInteritemSpacing", \FlowLayout.minimumInteritemSpacing),
        LayoutProperty("line-spacing", "minimumLineSpacing", \FlowLayout.minimumLineSpacing),
        LayoutProperty("inset", "sectionInset", \FlowLayout.sectionInset),
        LayoutProperty("item-width", "itemSize", \FlowLayout.itemSize.width),
    ]

    public var wrapped: AnyLayout { .flow(self) }

    public func itemSizing(in container: Size, scale: DisplayScale) throws -> ItemSizing {
        .free(itemWidth: itemSize.width, sectionInset: sectionInset, scrollDirection: scrollDirection)
    }
}
