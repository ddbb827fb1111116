import CorollaLayout

/// The layout flags of `corolla grid` and `corolla cache warm`.
enum LayoutFlags {
    /// Every layout flag, in the order of the help page and the README's table.
    static let all: [any LayoutOption] = [
        LayoutFlag("columns", .count, help: "A fixed number of columns, whatever the width (instead of --min-column-width).", statesDefault: false,
            sets: LayoutProperty("columnCount", \WaterfallLayout.columnCount), LayoutProperty("columnCount", \GridLayout.columnCount)),
        LayoutFlag("min-column-width", .points, help: "As many columns at least this wide as fit (2 at 390 points, 4 at 834, 6 at 1024).", unless: "columns",
            sets: LayoutProperty("minimumColumnWidth", \WaterfallLayout.minimumColumnWidth),
            LayoutProperty("minimumItemWidth", \GridLayout.minimumItemWidth)),
        LayoutFlag("column-spacing", .points, help: "The space between columns.",
            sets: LayoutProperty("minimumColumnSpacing", \WaterfallLayout.minimumColumnSpacing),
            LayoutProperty("interitemSpacing", \GridLayout.interitemSpacing)),
        LayoutFlag("item-spacing", .points, help: "The space between items in a column (waterfall) or a line (flow).",
            sets: LayoutProperty("minimumInteritemSpacing", \FlowLayout.minimumInteritemSpacing),
            LayoutProperty("minimumInteritemSpacing", \AlignedFlowLayout.minimumInteritemSpacing),
            LayoutProperty("minimumInteritemSpacing", \WaterfallLayout.minimumInteritemSpacing)),
        LayoutFlag("max-item-spacing", .points, help: "The largest gap in a justified line.",
            sets: LayoutProperty("maximumInteritemSpacing", \AlignedFlowLayout.maximumInteritemSpacing)),
        LayoutFlag("line-spacing", .points, help: "The space between lines (rows).",
            sets: LayoutProperty("minimumLineSpacing", \FlowLayout.minimumLineSpacing),
            LayoutProperty("minimumLineSpacing", \AlignedFlowLayout.minimumLineSpacing), LayoutProperty("lineSpacing", \GridLayout.lineSpacing)),
        LayoutFlag("inset", .insets, help: "The section inset: one number, or top,left,bottom,right.",
            sets: LayoutProperty("sectionInset", \FlowLayout.sectionInset), LayoutProperty("sectionInset", \AlignedFlowLayout.sectionInset),
            LayoutProperty("sectionInset", \WaterfallLayout.sectionInset), LayoutProperty("sectionInset", \GridLayout.sectionInset)),
        LayoutFlag("alignment", .choice, help: "Where a line's items go: leading, trailing, center or justified.",
            sets: LayoutProperty("horizontalAlignment", \AlignedFlowLayout.horizontalAlignment)),
        LayoutFlag("vertical-alignment", .choice, help: "Where an item shorter than its line goes: top, center or bottom.",
            sets: LayoutProperty("verticalAlignment", \AlignedFlowLayout.verticalAlignment)),
        LayoutFlag("direction", .choice, help: "leftToRight, or rightToLeft to mirror the frames.",
            sets: LayoutProperty("layoutDirection", \AlignedFlowLayout.layoutDirection),
            LayoutProperty("layoutDirection", \WaterfallLayout.layoutDirection), LayoutProperty("layoutDirection", \GridLayout.layoutDirection)),
        LayoutFlag("render-direction", .choice, help: "How items pick a column: shortestFirst, leftToRight or rightToLeft.",
            sets: LayoutProperty("itemRenderDirection", \WaterfallLayout.itemRenderDirection)),
        LayoutFlag("tolerance", .points, help: "Columns this close to the shortest count as tied.",
            sets: LayoutProperty("tolerance", \WaterfallLayout.tolerance)),
        LayoutFlag("item-width", .width, help: "The width of a card in a flow, each as tall as its text, so several share a line (a chip is as wide as its name).",
            sets: LayoutProperty("itemSize", \FlowLayout.itemSize.width),
            LayoutProperty("itemSize", \AlignedFlowLayout.itemSize.width)),
        LayoutFlag("item-size", .size, help: "The size of every card.", sets: LayoutProperty("itemSize", \FanLayout.itemSize)),
        LayoutFlag("start-angle", .number("radians"), help: "The first card's angle (giving it, --angle-step or --radius-fraction draws the seed's fan instead of one fitted to the container).",
            sets: LayoutProperty("startAngle", \FanLayout.startAngle)),
        LayoutFlag("angle-step", .number("radians"), help: "The angle between cards.",
            sets: LayoutProperty("angleStep", \FanLayout.angleStep)),
        LayoutFlag("radius-fraction", .number("fraction"), help: "The radius as a fraction of the height (a fitted fan's largest).",
            sets: LayoutProperty("radiusFraction", \FanLayout.radiusFraction)),
    ]

    /// The flag that sets `property` of the `kind` layout (for messages about a layout's field), if any.
    static func setting(_ property: String, of kind: AnyLayout.Kind) -> (any LayoutOption)? {
        all.first { $0.sets(property, of: kind) }
    }
}

extension AlignedFlowLayout.HorizontalAlignment: ChoiceArgument {}
extension AlignedFlowLayout.VerticalAlignment: ChoiceArgument {}
extension LayoutDirection: ChoiceArgument {}
extension WaterfallLayout.ItemRenderDirection: ChoiceArgument {}
