extension FanLayout: RegisteredLayout {
    public static let settings: [any AnyLayoutProperty] = [
        LayoutProperty("itemSize", \FanLayout.itemSize),
        LayoutProperty("startAngle", \FanLayout.startAngle),
        LayoutProperty("angleStep", \FanLayout.angleStep),
        LayoutProperty("radiusFraction", \FanLayout.radiusFraction),
    ]
    public static let rotatesItems = true
    /// The properties of the seed's geometry: a fitted fan given any of them draws the seed's fan
    /// with them instead of one fitted to the container.
    public static let seedGeometry: Set<String> = ["startAngle", "angleStep", "radiusFraction"]

    public var wrapped: AnyLayout { .fan(self) }

    public func afterSetting(_ properties: Set<String>) -> FanLayout {
        var fan = self
        if !properties.isDisjoint(with: Self.seedGeometry) { fan.fitsContainer = false }
        return fan
    }

    public func itemSizing(in container: Size, scale: DisplayScale) throws -> ItemSizing {
        .fixed(itemSize)
    }
}
