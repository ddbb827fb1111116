import CorollaLayout

/// A grid's value that ``GridParameters`` refuses, named so that each front end can say it its
/// own way (`--width`, `width`).
public enum GridParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A value beyond its limits or not one it takes: `problem` follows the value's name, `given`
    /// is what was given.
    case invalid(GridParameters.Name, problem: String, given: String)
    /// The layout refuses one of its properties in the container.
    case refused(LayoutRefusal)

    /// `width must be a number of points from 1 to 10000, not '0'`, the value called `label`.
    public func message(calling label: String) -> String {
        switch self {
        case .invalid(_, let problem, let given): "\(label) \(problem), not '\(given)'"
        case .refused(let refusal): refusal.message(setting: nil)
        }
    }

    public var description: String {
        switch self {
        case .invalid(let name, _, _): message(calling: name.rawValue)
        case .refused(let refusal): refusal.message(setting: nil)
        }
    }
}

/// A layout's refusal of one of its properties (a ``LayoutError`` about the layout's field).
public struct LayoutRefusal: Hashable, Sendable {
    public var kind: AnyLayout.Kind
    /// The property, as the layout names it (`minimumColumnWidth`).
    public var property: String
    public var value: String
    public var reason: String

    public init(_ error: LayoutError, of kind: AnyLayout.Kind) {
        self.kind = kind
        property = error.field.split(separator: ".").last.map(String.init) ?? error.field
        value = error.value
        reason = error.reason
    }

    /// `The waterfall layout cannot use sectionInset (--inset) = 300.0+300.0: the container
    /// (390.0) is narrower than the section's insets.`, with the name of the `setting` that sets
    /// the property, if any, in parentheses.
    public func message(setting: String?) -> String {
        "The \(kind.rawValue) layout cannot use \(property)\(setting.map { " (\($0))" } ?? "") = \(value): \(reason)."
    }
}
