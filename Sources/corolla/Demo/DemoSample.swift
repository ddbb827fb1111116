import CorollaLayout

/// The bundled sample of `corolla demo`: 40 plant cards of measured heights in two sections with
/// headers, the layouts to show them in, and the screens to show them on.
enum DemoSample {
    /// The layouts shown, one line each.
    static let layouts: [AnyLayout] = [
        .flow(FlowLayout(itemSize: Size(width: 168, height: 120), minimumInteritemSpacing: 12, minimumLineSpacing: 16,
                         sectionInset: EdgeInsets(all: 16))),
        .aligned(
            AlignedFlowLayout(
                itemSize: Size(width: 168, height: 120), minimumInteritemSpacing: 8, minimumLineSpacing: 8,
                sectionInset: EdgeInsets(all: 12), horizontalAlignment: .leading, verticalAlignment: .top)),
        .waterfall(
            WaterfallLayout(
                minimumColumnWidth: 160, minimumColumnSpacing: 8, minimumInteritemSpacing: 8,
                sectionInset: EdgeInsets(all: 12))),
        .grid(GridLayout(minimumItemWidth: 160, interitemSpacing: 8, lineSpacing: 8, sectionInset: EdgeInsets(all: 12))),
        .fan(FanLayout(startAngle: -0.2, angleStep: -0.075)),
    ]

    /// An iPhone (390×844) and an iPad in portrait (834×1194).
    static let screens = [Size(width: 390, height: 844), Size(width: 834, height: 1194)]

    /// Card heights in points: a photo, a name of one or two lines, and notes of varied length.
    static let needsWater: [Double] = [236, 212, 268, 198, 244, 290, 224, 206, 252, 318, 230, 214]
    static let thriving: [Double] = [
        248, 196, 274, 222, 302, 208, 238, 260, 190, 284, 226, 244, 216, 296,
        202, 258, 232, 270, 210, 250, 288, 200, 242, 276, 218, 264, 228, 306,
    ]

    static let sections = [
        LayoutSection(items: needsWater.map(LayoutItem.height), header: 44),
        LayoutSection(items: thriving.map(LayoutItem.height), header: 44),
    ]

    /// The request for `layout` on `screen`, at scale 2.
    static func request(_ layout: AnyLayout, on screen: Size) -> LayoutRequest {
        LayoutRequest(width: screen.width, height: screen.height, scale: 2, layout: layout, sections: sections)
    }
}
