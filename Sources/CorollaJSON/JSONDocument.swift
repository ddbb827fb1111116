/// A parsed JSON document with the 1-based line its value starts on and, when it is an array, the
/// line each element starts on.
public struct JSONDocument: Hashable, Sendable {
    public var root: JSONValue
    /// The line of the value's first character (after any byte order mark and whitespace).
    public var rootLine: Int
    /// The line of each element of the top-level array, in order; empty for any other document.
    public var elementLines: [Int]
}
