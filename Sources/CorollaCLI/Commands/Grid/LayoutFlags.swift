import CorollaLayout

/// The layout flags of `corolla grid` and `corolla cache warm`, as an option group: each flag's value
/// and help, in the order of the help page and the README's table; the properties it sets are the
/// ones the registered layouts declare under its name (``AnyLayout/registered``), so a new layout
/// that declares an existing setting needs no line here.
struct LayoutFlags: ParsableArguments {
    @LayoutFlag(.count, help: "A fixed number of columns, whatever the width (instead of --min-column-width).", statesDefault: false) var columns: Int?
    @LayoutFlag(.points, help: "As many columns at least this wide as fit (2 at 390 points, 4 at 834, 6 at 1024).", unless: "columns") var minColumnWidth: Double?
    @LayoutFlag(.points, help: "The space between columns.") var columnSpacing: Double?
    @LayoutFlag(.points, help: "The space between items in a column (waterfall) or a line (flow).") var itemSpacing: Double?
    @LayoutFlag(.points, help: "The largest gap in a justified line.") var maxItemSpacing: Double?
    @LayoutFlag(.points, help: "The space between lines (rows).") var lineSpacing: Double?
    @LayoutFlag(.insets, help: "The section inset: one number, or top,left,bottom,right.") var inset: EdgeInsets?
    @LayoutFlag(.choice, help: "Where a line's items go: leading, trailing, center or justified.") var alignment: AlignedFlowLayout.HorizontalAlignment?
    @LayoutFlag(.choice, help: "Where an item shorter than its line goes: top, center or bottom.") var verticalAlignment: AlignedFlowLayout.VerticalAlignment?
    @LayoutFlag(.choice, help: "leftToRight, or rightToLeft to mirror the frames.") var direction: LayoutDirection?
    @LayoutFlag(.choice, help: "How items pick a column: shortestFirst, leftToRight or rightToLeft.") var renderDirection: WaterfallLayout.ItemRenderDirection?
    @LayoutFlag(.points, help: "Columns this close to the shortest count as tied.") var tolerance: Double?
    @LayoutFlag(.width, help: "The width of a card in a flow, each as tall as its text, so several share a line (a chip is as wide as its name).") var itemWidth: Double?
    @LayoutFlag(.size, help: "The size of every card.") var itemSize: Size?
    @LayoutFlag(.number("radians"), help: "The first card's angle (giving it, --angle-step or --radius-fraction draws the seed's fan instead of one fitted to the container).") var startAngle: Double?
    @LayoutFlag(.number("radians"), help: "The angle between cards.") var angleStep: Double?
    @LayoutFlag(.number("fraction"), help: "The radius as a fraction of the height (a fitted fan's largest).") var radiusFraction: Double?

    /// Every layout flag, in declaration order.
    var all: [any LayoutOption] {
        Mirror(reflecting: self).children.compactMap { $0.value as? any LayoutOption }
    }

    /// The long names (without dashes) of the flags given.
    var given: Set<String> {
        Set(all.filter(\.isGiven).map(\.spec.name))
    }

    /// The flag that sets `property` of the `kind` layout (for messages about a layout's field), if any.
    static func setting(_ property: String, of kind: AnyLayout.Kind) -> (any LayoutOption)? {
        declared.all.first { $0.sets(property, of: kind) }
    }
}

extension AlignedFlowLayout.HorizontalAlignment: ChoiceArgument {}
extension AlignedFlowLayout.VerticalAlignment: ChoiceArgument {}
extension LayoutDirection: ChoiceArgument {}
extension WaterfallLayout.ItemRenderDirection: ChoiceArgument {}
