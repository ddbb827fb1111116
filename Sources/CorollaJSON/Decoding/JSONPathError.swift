/// A value in a JSON document that a type cannot use, named by its path
/// (`sections[0].items[2].height: expected a number, found a string`).
public struct JSONPathError: Error, CustomStringConvertible {
    /// The path of the value: `layout.columnCount`, `sections[0].items[1]`, or empty for the document.
    public var path: String
    public var reason: String

    init(_ codingPath: [CodingKey], _ reason: String) {
        path = Self.render(codingPath)
        self.reason = reason
    }

    /// `path: reason`; the whole document is called "the request", as the tool reads requests.
    public var description: String { path.isEmpty ? "the request: \(reason)" : "\(path): \(reason)" }

    /// `sections[0].items[2].height` from coding keys.
    static func render(_ codingPath: [CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }
}
