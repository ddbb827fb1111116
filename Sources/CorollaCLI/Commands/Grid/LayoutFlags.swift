import CorollaLayout

/// The layout flags of `corolla grid` and `corolla cache warm`.
enum LayoutFlags {
    /// Every layout flag, in the order of the help page and the README's table: its value and its
    /// help; the properties it sets are the ones the registered layouts declare under its name
    /// (``AnyLayout/registered``), so a new layout that declares an existing setting needs no line here.
    static let all: [any LayoutOption] = [
        LayoutFlag("columns", .count, help: "A fixed number of columns, whatever the width (instead of --min-column-width).", statesDefault: false),
        LayoutFlag("min-column-width", .points, help: "As many columns at least this wide as fit (2 at 390 points, 4 at 834, 6 at 1024).", unless: "columns"),
        LayoutFlag("column-spacing", .points, help: "The space between columns."),
        LayoutFlag("item-spacing", .points, help: "The space between items in a column (waterfall) or a line (flow)."),
        LayoutFlag("max-item-spacing", .points, help: "The largest gap in a justified line."),
        LayoutFlag("line-spacing", .points, help: "The space between lines (rows)."),
        LayoutFlag("inset", .insets, help: "The section inset: one number, or top,left,bottom,right."),
        LayoutFlag("alignment", LayoutValue<AlignedFlowLayout.HorizontalAlignment>.choice, help: "Where a line's items go: leading, trailing, center or justified."),
        LayoutFlag("vertical-alignment", LayoutValue<AlignedFlowLayout.VerticalAlignment>.choice, help: "Where an item shorter than its line goes: top, center or bottom."),
        LayoutFlag("direction", LayoutValue<LayoutDirection>.choice, help: "leftToRight, or rightToLeft to mirror the frames."),
        LayoutFlag("render-direction", LayoutValue<WaterfallLayout.ItemRenderDirection>.choice, help: "How items pick a column: shortestFirst, leftToRight or rightToLeft."),
        LayoutFlag("tolerance", .points, help: "Columns this close to the shortest count as tied."),
        LayoutFlag("item-width", .width, help: "The width of a card in a flow, each as tall as its text, so several share a line (a chip is as wide as its name)."),
        LayoutFlag("item-size", .size, help: "The size of every card."),
        LayoutFlag("start-angle", .number("radians"), help: "The first card's angle (giving it, --angle-step or --radius-fraction draws the seed's fan instead of one fitted to the container)."),
        LayoutFlag("angle-step", .number("radians"), help: "The angle between cards."),
        LayoutFlag("radius-fraction", .number("fraction"), help: "The radius as a fraction of the height (a fitted fan's largest)."),
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
