/// A parsed JSON document with, when it is an array, the 1-based line each element starts on.
public struct JSONDocument: Hashable, Sendable {
    public var root: JSONValue
    /// The line of each element of the top-level array, in order; empty for any other document.
    public var elementLines: [Int]
}
