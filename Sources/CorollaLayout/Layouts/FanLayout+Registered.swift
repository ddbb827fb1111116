extension FanLayout: RegisteredLayout {
    public static let settings: [any AnyLayoutProperty] = [
        LayoutProperty("itemSize", \FanLayout.itemSize),
        LayoutProperty("startAngle", \FanLayout.startAngle),
        LayoutProperty("angleStep", \FanLayout.angleStep),
        LayoutProperty("radiusFraction", \FanLayout.radiusFraction),
    ]
    public static let rotatesItems = true

    public var wrapped: AnyLayout { .fan(self) }

    public func itemSizing(in container: Size, scale: DisplayScale) throws -> ItemSizing {
        .fixed(itemSize)
    }
}
