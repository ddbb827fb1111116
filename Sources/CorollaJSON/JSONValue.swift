/// A JSON document as a tree. Objects keep their members in document order and numbers keep
/// their literal text, so a reader can say exactly what it found and a writer controls the output.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number as written (`12`, `-0.5`, `1e999`).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// What the value is, for messages: "a string", "an array"…
    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
