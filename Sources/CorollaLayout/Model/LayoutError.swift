/// A request a layout refuses: a field with an impossible value.
///
/// The field is named by its path in Corolla's layout request (`layout.columnCount`,
/// `sections[0].items[2].height`, `width`), so a message can point at the bad JSON.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    public var field: String
    public var value: String
    public var reason: String

    public init(field: String, value: String, reason: String) {
        self.field = field
        self.value = value
        self.reason = reason
    }

    public var description: String { "\(field) = \(value): \(reason)" }
}
