import CorollaLayout
import CorollaService

/// A `corolla grid` option that sets a layout property, named after its UIKit (or CHT) original:
/// `--column-spacing` is the waterfall's `minimumColumnSpacing` and the grid's `interitemSpacing`.
///
/// A flag sets one property of each layout it applies to, through the property's key path; given
/// for another layout it is a usage error naming the layouts that take it. Absent, the property
/// keeps the card grid's default (``GridDefaults``: spacing 8, insets 12), which the help states,
/// read from that very layout. A flag that gives way to another (`--min-column-width` to
/// `--columns`) is refused beside it, and its property returns to the layout's own default when
/// the other is given.
struct LayoutFlag<Value: ArgumentValue>: LayoutOption {
    let option: Option<Value?>
    /// The long name of the flag this one gives way to, if any.
    let rival: String?
    /// The property it sets in each layout it applies to, in ``AnyLayout/registered`` order.
    let properties: [LayoutProperty<Value>]
    /// The lengths in a value, which must be narrower than the container.
    let lengths: @Sendable (Value) -> [Double]

    /// - Parameters:
    ///   - name: the flag's long name without dashes: the setting's name under which layouts
    ///     declare the properties it sets.
    ///   - statesDefault: whether the help states the default layout's value of the property (false
    ///     for a property the default leaves unused: the column count of adaptive columns).
    ///   - rival: the long name (without dashes) of a flag that, given, replaces this one.
    init(_ name: String, _ value: LayoutValue<Value>, help: String, statesDefault: Bool = true, unless rival: String? = nil) {
        let properties = AnyLayout.settableProperties.compactMap { $0 as? LayoutProperty<Value> }.filter { $0.settingName.rawValue == name }
        let defaultText = properties.first.flatMap { $0.reading(GridDefaults.layout($0.kind)) }.map(value.text)
        option = Option(
            name, value: value.placeholder, help: help + " Sets " + Self.list(properties) + ".", default: statesDefault ? defaultText : nil,
            in: value.check)
        self.rival = rival
        self.properties = properties
        lengths = value.lengths
    }

    var spec: OptionSpec { option.spec }

    func apply(_ values: ParsedValues, to layout: inout AnyLayout) throws -> [LayoutLength] {
        guard let property = properties.first(where: { $0.kind == layout.kind }) else {
            guard values.isGiven(option) else { return [] }
            throw UsageError(
                message: "'\(spec.longName)' does not apply to the \(layout.kind.rawValue) layout (it sets \(Self.list(properties))).")
        }
        if let rival, values.options[rival] != nil {
            guard !values.isGiven(option) else { throw UsageError(message: "Give '\(spec.longName)' or '--\(rival)', not both.") }
            layout = property.copying(AnyLayout(layout.kind), layout) ?? layout
            return []
        }
        if values.isGiven(option), let value = try values[option] {
            layout = property.setting(value, layout) ?? layout
        }
        return property.reading(layout).map(lengths)?.map { LayoutLength(flag: spec.longName, points: $0) } ?? []
    }

    func sets(_ property: String, of kind: AnyLayout.Kind) -> Bool {
        properties.contains { $0.kind == kind && $0.name == property }
    }

    /// `waterfall.minimumColumnSpacing, grid.interitemSpacing`.
    private static func list(_ properties: [LayoutProperty<Value>]) -> String {
        properties.map(\.path).joined(separator: ", ")
    }
}

/// A layout flag, whatever the type of its value: what ``LayoutFlags/all`` holds.
protocol LayoutOption: OptionDeclaration {
    /// Sets the flag's value — given, or corolla's default — on `layout`, when it has the property.
    ///
    /// - Returns: the lengths the value sets, which must be narrower than the container.
    /// - Throws: ``UsageError`` when the flag is given for a layout without the property.
    func apply(_ values: ParsedValues, to layout: inout AnyLayout) throws -> [LayoutLength]

    /// Whether the flag sets `property` of the `kind` layout.
    func sets(_ property: String, of kind: AnyLayout.Kind) -> Bool
}

/// A length a layout flag sets: a spacing or a side of an inset.
struct LayoutLength {
    /// `--inset`.
    var flag: String
    var points: Double

    /// Refuses the length unless it is narrower than a container `width` points wide.
    ///
    /// - Throws: ``UsageError`` naming the flag and the width.
    func check(width: Double) throws {
        guard points < width else {
            throw UsageError(message: "'\(flag) \(points.argumentText)' is as wide as the container or wider (\(width.argumentText) points).")
        }
    }
}
