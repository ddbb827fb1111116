import CorollaLayout
import CorollaService

/// A `corolla grid` option that sets a layout property, named after its UIKit (or CHT) original:
/// `--column-spacing` is the waterfall's `minimumColumnSpacing` and the grid's `interitemSpacing`.
/// Declared as a property of ``LayoutFlags`` (`@LayoutFlag(.points, help: "…") var columnSpacing:
/// Double?`), whose name in kebab case is both the flag's and the setting's under which layouts
/// declare the properties it sets.
///
/// A flag sets one property of each layout it applies to, through the property's key path; given
/// for another layout it is a usage error naming the layouts that take it. Absent, the property
/// keeps the card grid's default (``GridDefaults``: spacing 8, insets 12), which the help states,
/// read from that very layout. A flag that gives way to another (`--min-column-width` to
/// `--columns`) is refused beside it, and its property returns to the layout's own default when
/// the other is given.
@propertyWrapper
struct LayoutFlag<Value: ArgumentValue>: LayoutOption, DeclaringProperty {
    private let value: LayoutValue<Value>
    private let help: String
    private let statesDefault: Bool
    /// The long name (without dashes) of the flag this one gives way to, if any.
    private let rival: String?
    /// The flag's option, once the property names it (declared or read).
    private let named = ParsedStorage<Option<Value?>>()

    /// - Parameters:
    ///   - statesDefault: whether the help states the default layout's value of the property (false
    ///     for a property the default leaves unused: the column count of adaptive columns).
    ///   - rival: the long name (without dashes) of a flag that, given, replaces this one.
    init(_ value: LayoutValue<Value>, help: String, statesDefault: Bool = true, unless rival: String? = nil) {
        self.value = value
        self.help = help
        self.statesDefault = statesDefault
        self.rival = rival
    }

    /// The value given; nil when absent.
    var wrappedValue: Value? { option.wrappedValue }

    /// The option (unnamed before the property is declared or read).
    private var option: Option<Value?> { named.value ?? Option(value: value.placeholder, help: help, in: value.check) }

    var spec: OptionSpec { option.spec }

    /// The property it sets in each layout it applies to, in ``AnyLayout/registered`` order.
    private var properties: [LayoutProperty<Value>] { Self.properties(named: option.name) }

    private static func properties(named name: String) -> [LayoutProperty<Value>] {
        AnyLayout.settableProperties.compactMap { $0 as? LayoutProperty<Value> }.filter { $0.settingName.rawValue == name }
    }

    /// The option named after the property `label`, its default the card grid's.
    private func resolved(_ label: String) -> Option<Value?> {
        if let option = named.value { return option }
        let name = ArgumentSet.kebabName(label)
        let properties = Self.properties(named: name)
        let defaultText = properties.first.flatMap { $0.reading(GridDefaults.layout($0.kind)) }.map(value.text)
        let option = Option<Value?>(
            name, value: value.placeholder, help: help + " Sets " + Self.list(properties) + ".", default: statesDefault ? defaultText : nil,
            in: value.check)
        named.value = option
        return option
    }

    func declare(as label: String, in set: inout ArgumentSet) {
        set.options.append(resolved(label).spec)
    }

    func read(as label: String, from values: ParsedValues) throws {
        try resolved(label).read(as: label, from: values)
    }

    var isGiven: Bool { option.isGiven }

    func apply(to layout: inout AnyLayout, given: Set<String>) throws -> [LayoutLength] {
        let properties = properties
        guard let property = properties.first(where: { $0.kind == layout.kind }) else {
            guard isGiven else { return [] }
            throw UsageError(
                message: "'\(spec.longName)' does not apply to the \(layout.kind.rawValue) layout (it sets \(Self.list(properties))).")
        }
        if let rival, given.contains(rival) {
            guard !isGiven else { throw UsageError(message: "Give '\(spec.longName)' or '--\(rival)', not both.") }
            layout = property.copying(AnyLayout(layout.kind), layout) ?? layout
            return []
        }
        if isGiven, let value = wrappedValue {
            layout = property.setting(value, layout) ?? layout
        }
        return property.reading(layout).map(value.lengths)?.map { LayoutLength(flag: spec.longName, points: $0) } ?? []
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
protocol LayoutOption {
    var spec: OptionSpec { get }
    /// Whether the command line gave it.
    var isGiven: Bool { get }

    /// Sets the flag's value — given, or corolla's default — on `layout`, when it has the property.
    ///
    /// - Parameter given: the long names (without dashes) of the layout flags given.
    /// - Returns: the lengths the value sets, which must be narrower than the container.
    /// - Throws: ``UsageError`` when the flag is given for a layout without the property, or beside
    ///   the flag it gives way to.
    func apply(to layout: inout AnyLayout, given: Set<String>) throws -> [LayoutLength]

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
