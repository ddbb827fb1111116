/// A column whose stored value is not what the reader expects (a row edited with plain SQL, say).
public struct RowDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    public var column: String
    public var expected: String
    /// The stored value, or nil when the column does not exist.
    public var found: DatabaseValue?

    public var description: String {
        guard let found else { return "no column \(column) in the row" }
        return "column \(column) holds \(found), not a \(expected)"
    }
}
