import CorollaLayout
import CorollaService

/// A `corolla grid` option that sets a layout property, named after its UIKit (or CHT) original:
/// `--column-spacing` is the waterfall's `minimumColumnSpacing` and the grid's `interitemSpacing`.
///
/// A flag sets one property of each layout it applies to; given for another layout it is a usage
/// error naming the layouts that take it. Absent, the property takes corolla's card-grid default
/// when the flag has one (spacing 8, insets 12), else the layout's own default.
struct LayoutFlag {
    /// What a flag's value is.
    enum Value {
        /// A whole number in the range.
        case count(ClosedRange<Int>)
        /// Points, from 0 to the container's width.
        case length
        /// Points on all four sides, or `top,left,bottom,right`.
        case insets
        /// `WxH` in points.
        case size
        /// Any finite number (radians, fractions).
        case number
        /// One of these names.
        case choice([String])
    }

    var name: String
    var placeholder: String
    var help: String
    var value: Value
    /// The property it sets in each layout it applies to.
    var properties: [AnyLayout.Kind: String]
    /// corolla's default, used when the flag is absent (for the layouts it applies to).
    var defaultValue: String?

    var spec: OptionSpec {
        .option(name, value: placeholder, help: help + " Sets " + propertyList + ".", default: defaultValue, completion: completion)
    }

    /// The names of a `.choice` flag, for shell completion.
    private var completion: CompletionKind? {
        guard case .choice(let names) = value else { return nil }
        return .list(names)
    }

    /// `waterfall.minimumColumnSpacing, grid.interitemSpacing`.
    var propertyList: String {
        AnyLayout.Kind.allCases.compactMap { kind in properties[kind].map { "\(kind.rawValue).\($0)" } }.joined(separator: ", ")
    }
}

extension LayoutFlag {
    /// Every layout flag, in the order of the help page and the README's table.
    static let all: [LayoutFlag] = [
        LayoutFlag(
            name: "columns", placeholder: "n", help: "The number of columns.", value: .count(1...64),
            properties: [.waterfall: "columnCount", .grid: "columnCount"]),
        LayoutFlag(
            name: "min-column-width", placeholder: "points", help: "As many columns at least this wide as fit (instead of --columns).",
            value: .length, properties: [.waterfall: "minimumColumnWidth", .grid: "minimumItemWidth"]),
        LayoutFlag(
            name: "column-spacing", placeholder: "points", help: "The space between columns.", value: .length,
            properties: [.waterfall: "minimumColumnSpacing", .grid: "interitemSpacing"], defaultValue: "8"),
        LayoutFlag(
            name: "item-spacing", placeholder: "points", help: "The space between items in a column (waterfall) or a line (flow).",
            value: .length, properties: [.flow: "minimumInteritemSpacing", .aligned: "minimumInteritemSpacing", .waterfall: "minimumInteritemSpacing"],
            defaultValue: "8"),
        LayoutFlag(
            name: "max-item-spacing", placeholder: "points", help: "The largest gap in a justified line.", value: .length,
            properties: [.aligned: "maximumInteritemSpacing"]),
        LayoutFlag(
            name: "line-spacing", placeholder: "points", help: "The space between lines (rows).", value: .length,
            properties: [.flow: "minimumLineSpacing", .aligned: "minimumLineSpacing", .grid: "lineSpacing"], defaultValue: "8"),
        LayoutFlag(
            name: "inset", placeholder: "points", help: "The section inset: one number, or top,left,bottom,right.", value: .insets,
            properties: [.flow: "sectionInset", .aligned: "sectionInset", .waterfall: "sectionInset", .grid: "sectionInset"],
            defaultValue: "12"),
        LayoutFlag(
            name: "alignment", placeholder: "name", help: "Where a line's items go: leading, trailing, center or justified.",
            value: .choice(AlignedFlowLayout.HorizontalAlignment.allCases.map(\.rawValue)), properties: [.aligned: "horizontalAlignment"]),
        LayoutFlag(
            name: "vertical-alignment", placeholder: "name", help: "Where an item shorter than its line goes: top, center or bottom.",
            value: .choice(AlignedFlowLayout.VerticalAlignment.allCases.map(\.rawValue)), properties: [.aligned: "verticalAlignment"]),
        LayoutFlag(
            name: "direction", placeholder: "name", help: "leftToRight, or rightToLeft to mirror the frames.",
            value: .choice(LayoutDirection.allCases.map(\.rawValue)),
            properties: [.aligned: "layoutDirection", .waterfall: "layoutDirection", .grid: "layoutDirection"]),
        LayoutFlag(
            name: "render-direction", placeholder: "name", help: "How items pick a column: shortestFirst, leftToRight or rightToLeft.",
            value: .choice(WaterfallLayout.ItemRenderDirection.allCases.map(\.rawValue)), properties: [.waterfall: "itemRenderDirection"]),
        LayoutFlag(
            name: "tolerance", placeholder: "points", help: "Columns this close to the shortest count as tied.", value: .length,
            properties: [.waterfall: "tolerance"]),
        LayoutFlag(
            name: "item-size", placeholder: "WxH", help: "The size of every card.", value: .size, properties: [.fan: "itemSize"]),
        LayoutFlag(
            name: "start-angle", placeholder: "radians", help: "The first card's angle.", value: .number, properties: [.fan: "startAngle"]),
        LayoutFlag(
            name: "angle-step", placeholder: "radians", help: "The angle between cards.", value: .number, properties: [.fan: "angleStep"]),
        LayoutFlag(
            name: "radius-fraction", placeholder: "fraction", help: "The radius as a fraction of the height.", value: .number,
            properties: [.fan: "radiusFraction"]),
    ]
}
