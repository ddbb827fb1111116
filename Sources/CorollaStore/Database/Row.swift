/// One result row, copied out of SQLite as soon as the statement stepped onto it.
public struct Row: Hashable, Sendable {
    /// The column names of the statement, shared by all its rows.
    public let columnNames: [String]
    /// The values, in column order.
    public let values: [DatabaseValue]

    public init(columnNames: [String], values: [DatabaseValue]) {
        self.columnNames = columnNames
        self.values = values
    }

    /// The value of column `index`, or `.null` past the last column.
    public subscript(index: Int) -> DatabaseValue {
        values.indices.contains(index) ? values[index] : .null
    }

    /// The value of column `index` as `T`.
    ///
    /// - Throws: `RowDecodingError` when the column is missing or holds another type.
    public func decode<T: DatabaseValueConvertible>(_ type: T.Type = T.self, at index: Int) throws -> T {
        guard values.indices.contains(index) else {
            throw RowDecodingError(column: "#\(index)", expected: "\(T.self)", found: nil)
        }
        guard let value = T(databaseValue: values[index]) else {
            let column = columnNames.indices.contains(index) ? columnNames[index] : "#\(index)"
            throw RowDecodingError(column: column, expected: "\(T.self)", found: values[index])
        }
        return value
    }

    /// The value of the column named `name` as `T`.
    ///
    /// - Throws: `RowDecodingError` when there is no such column or it holds another type.
    public func decode<T: DatabaseValueConvertible>(_ type: T.Type = T.self, named name: String) throws -> T {
        guard let index = columnNames.firstIndex(of: name) else {
            throw RowDecodingError(column: name, expected: "\(T.self)", found: nil)
        }
        return try decode(type, at: index)
    }
}
