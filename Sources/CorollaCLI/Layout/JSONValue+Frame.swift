import CorollaJSON

extension JSONValue {
    /// A frame as `[x, y, width, height]`.
    static func frame(_ components: [Double]) -> JSONValue { .array(components.map(number)) }
}
