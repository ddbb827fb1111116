extension AlignedFlowLayout: FreeSizedLayout {
    public static let title = "Aligned flow"
    public static let settings: [any AnyLayoutProperty] = flowSettings + [
        LayoutProperty("max-item-spacing", "maximumInteritemSpacing", \AlignedFlowLayout.maximumInteritemSpacing),
        LayoutProperty("alignment", "horizontalAlignment", \AlignedFlowLayout.horizontalAlignment),
        LayoutProperty("vertical-alignment", "verticalAlignment", \AlignedFlowLayout.verticalAlignment),
        LayoutProperty("direction", "layoutDirection", \AlignedFlowLayout.layoutDirection),
    ]

    public var wrapped: AnyLayout { .aligned(self) }
}
