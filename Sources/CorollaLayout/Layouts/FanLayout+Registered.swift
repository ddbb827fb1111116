extension FanLayout: RegisteredLayout {
    public static let kind = AnyLayout.Kind.fan
    public static let title = "Fan"
    public static let settings: [any AnyLayoutProperty] = [
        LayoutProperty("item-size", "itemSize", \FanLayout.itemSize),
        LayoutProperty("start-angle", "startAngle", \FanLayout.startAngle),
        LayoutProperty("angle-step", "angleStep", \FanLayout.angleStep),
        LayoutProperty("radius-fraction", "radiusFraction", \FanLayout.radiusFraction),
    ]
    public static let rotatesItems = true

    public var wrapped: AnyLayout { .fan(self) }

    public func itemSizing(in container: Size, scale: DisplayScale) throws -> ItemSizing {
        .fixed(itemSize)
    }
}
