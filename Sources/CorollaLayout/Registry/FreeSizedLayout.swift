/// A layout whose items are as large as their content, up to its item width
/// (``ItemSizing/free(itemWidth:sectionInset:scrollDirection:)``): flow and aligned flow, which
/// share these options and the settings that set them.
public protocol FreeSizedLayout: RegisteredLayout {
    var itemSize: Size { get set }
    var minimumInteritemSpacing: Double { get set }
    var minimumLineSpacing: Double { get set }
    var sectionInset: EdgeInsets { get set }
    var scrollDirection: ScrollDirection { get }
}

extension FreeSizedLayout {
    /// The settings of the options every such layout has: `item-spacing`, `line-spacing`, `inset`
    /// and `item-width`.
    public static var flowSettings: [any AnyLayoutProperty] {
        [
            LayoutProperty("item-spacing", "minimumInteritemSpacing", \Self.minimumInteritemSpacing),
            LayoutProperty("line-spacing", "minimumLineSpacing", \Self.minimumLineSpacing),
            LayoutProperty("inset", "sectionInset", \Self.sectionInset),
            LayoutProperty("item-width", "itemSize", \Self.itemSize.width),
        ]
    }

    public func itemSizing(in container: Size, scale: DisplayScale) throws -> ItemSizing {
        .free(itemWidth: itemSize.width, sectionInset: sectionInset, scrollDirection: scrollDirection)
    }
}
