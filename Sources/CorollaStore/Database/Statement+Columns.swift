import CSQLite

extension Statement {
    /// Runs the statement with `arguments` and calls `body` on each row, which reads the columns it
    /// needs straight from SQLite (no `Row`, no `DatabaseValue`s): for hot queries of many rows.
    ///
    /// - Throws: `DatabaseError` when binding or stepping fails; what `body` throws.
    public func forEachRow(_ arguments: [DatabaseValue] = [], _ body: (borrowing Columns) throws -> Void) throws {
        try bind(arguments)
        defer { sqlite3_reset(handle) }
        let columns = Columns(statement: self)
        while true {
            switch sqlite3_step(handle) {
            case SQLITE_ROW: try body(columns)
            case SQLITE_DONE: return
            case let status: throw failure(code: status)
            }
        }
    }

    /// The columns of the row a statement is on, typed as `Row.decode` types them: a value of another
    /// storage class throws `RowDecodingError`.
    public struct Columns: ~Copyable {
        let statement: Statement

        private var handle: OpaquePointer { statement.handle }

        private func type(_ column: Int32) -> Int32 { sqlite3_column_type(handle, column) }

        private func mismatch(_ column: Int32, _ expected: String) -> RowDecodingError {
            let name = statement.columnNames.indices.contains(Int(column)) ? statement.columnNames[Int(column)] : "#\(column)"
            return RowDecodingError(column: name, expected: expected, found: statement.currentRow()[Int(column)])
        }

        public func int64(_ column: Int32) throws -> Int64 {
            guard type(column) == SQLITE_INTEGER else { throw mismatch(column, "Int64") }
            return sqlite3_column_int64(handle, column)
        }

        public func optionalInt(_ column: Int32) throws -> Int? {
            switch type(column) {
            case SQLITE_NULL: return nil
            case SQLITE_INTEGER:
                guard let value = Int(exactly: sqlite3_column_int64(handle, column)) else { throw mismatch(column, "Int") }
                return value
            default: throw mismatch(column, "Optional<Int>")
            }
        }

        /// A REAL, or an INTEGER as a Double (as `Double(databaseValue:)`).
        public func optionalDouble(_ column: Int32) throws -> Double? {
            switch type(column) {
            case SQLITE_NULL: return nil
            case SQLITE_FLOAT, SQLITE_INTEGER: return sqlite3_column_double(handle, column)
            default: throw mismatch(column, "Optional<Double>")
            }
        }

        public func text(_ column: Int32) throws -> String {
            guard let text = try optionalText(column) else { throw mismatch(column, "String") }
            return text
        }

        public func optionalText(_ column: Int32) throws -> String? {
            switch type(column) {
            case SQLITE_NULL: return nil
            case SQLITE_TEXT:
                // column_text before column_bytes, so the byte count is the UTF-8 one.
                guard let text = sqlite3_column_text(handle, column) else { return "" }
                return String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column))), as: UTF8.self)
            default: throw mismatch(column, "Optional<String>")
            }
        }

        /// A `YYYY-MM-DD` text parsed in place, without making a String of it.
        public func optionalDate(_ column: Int32) throws -> CalendarDate? {
            switch type(column) {
            case SQLITE_NULL: return nil
            case SQLITE_TEXT:
                guard let text = sqlite3_column_text(handle, column),
                      let date = CalendarDate(isoBytes: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column))))
                else { throw mismatch(column, "Optional<CalendarDate>") }
                return date
            default: throw mismatch(column, "Optional<CalendarDate>")
            }
        }
    }
}
