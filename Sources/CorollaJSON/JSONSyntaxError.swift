/// A JSON text that is not valid JSON (RFC 8259), with where the problem is.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var reason: String

    public var description: String { "invalid JSON at line \(line), column \(column): \(reason)" }
}
