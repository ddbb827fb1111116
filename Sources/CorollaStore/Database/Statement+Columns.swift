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

    /// Runs the statement with `arguments` and reads its first row in place with `body`; nil when
    /// it returns none. (Resetting after the first row is safe for `INSERT … RETURNING` too: SQLite
    /// makes every change during the first step.)
    ///
    /// - Throws: `DatabaseError` when binding or stepping fails; what `body` throws.
    public func firstRow<T>(_ arguments: [DatabaseValue] = [], _ body: (borrowing Columns) throws -> T) throws -> T? {
        try bind(arguments)
        defer { sqlite3_reset(handle) }
        let columns = Columns(statement: self)
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return try body(columns)
        case SQLITE_DONE: return nil
        case let status: throw failure(code: status)
        }
    }

    /// The columns of the row a statement is on, typed as `Row.decode` types them: a value of another
    /// storage class throws `RowDecodingError`.
    public struct Columns: ~Copyable {
        let statement: Statement

        private var handle: OpaquePointer { statement.handle }

        /// The column's value, read with the `sqlite3_value_*` functions: one call to SQLite per
        /// column rather than one per question (type, text, length), each of which would find the
        /// column again. (Unprotected values are fine here: connections are opened without mutexes,
        /// and a statement is used by one thread at a time.)
        private func columnValue(_ column: Int32) -> OpaquePointer? { sqlite3_column_value(handle, column) }

        /// The error for column `column` holding something else than `expected`.
        func mismatch(_ column: Int32, _ expected: String) -> RowDecodingError {
            let name = statement.columnNames.indices.contains(Int(column)) ? statement.columnNames[Int(column)] : "#\(column)"
            return RowDecodingError(column: name, expected: expected, found: statement.currentRow()[Int(column)])
        }

        public func int64(_ column: Int32) throws -> Int64 {
            let value = columnValue(column)
            guard sqlite3_value_type(value) == SQLITE_INTEGER else { throw mismatch(column, "Int64") }
            return sqlite3_value_int64(value)
        }

        public func optionalInt(_ column: Int32) throws -> Int? {
            let value = columnValue(column)
            switch sqlite3_value_type(value) {
            case SQLITE_NULL: return nil
            case SQLITE_INTEGER:
                guard let value = Int(exactly: sqlite3_value_int64(value)) else { throw mismatch(column, "Int") }
                return value
            default: throw mismatch(column, "Optional<Int>")
            }
        }

        /// A REAL, or an INTEGER as a Double (as `Double(databaseValue:)`).
        public func optionalDouble(_ column: Int32) throws -> Double? {
            let value = columnValue(column)
            switch sqlite3_value_type(value) {
            case SQLITE_NULL: return nil
            case SQLITE_FLOAT, SQLITE_INTEGER: return sqlite3_value_double(value)
            default: throw mismatch(column, "Optional<Double>")
            }
        }

        public func text(_ column: Int32) throws -> String {
            guard let text = try optionalText(column) else { throw mismatch(column, "String") }
            return text
        }

        public func optionalText(_ column: Int32) throws -> String? {
            let value = columnValue(column)
            switch sqlite3_value_type(value) {
            case SQLITE_NULL: return nil
            case SQLITE_TEXT:
                // value_text before value_bytes, so the byte count is the UTF-8 one.
                guard let text = sqlite3_value_text(value) else { return "" }
                return String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value))), as: UTF8.self)
            default: throw mismatch(column, "Optional<String>")
            }
        }

        /// Calls `body` with the blob's bytes where SQLite holds them (no copy), valid during the
        /// call only.
        public func withBlob<Result>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws -> Result) throws -> Result {
            let value = columnValue(column)
            guard sqlite3_value_type(value) == SQLITE_BLOB else { throw mismatch(column, "[UInt8]") }
            // SQLite returns a NULL pointer for a zero-length blob.
            guard let bytes = sqlite3_value_blob(value) else { return try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
            return try body(UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(value))))
        }

        public func double(_ column: Int32) throws -> Double {
            guard let value = try optionalDouble(column) else { throw mismatch(column, "Double") }
            return value
        }

        public func optionalBlob(_ column: Int32) throws -> [UInt8]? {
            let value = columnValue(column)
            switch sqlite3_value_type(value) {
            case SQLITE_NULL: return nil
            case SQLITE_BLOB:
                guard let bytes = sqlite3_value_blob(value) else { return [] }
                return Array(UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(value))))
            default: throw mismatch(column, "Optional<[UInt8]>")
            }
        }

        /// A `YYYY-MM-DD` text parsed in place, without making a String of it.
        public func optionalDate(_ column: Int32) throws -> CalendarDate? {
            let value = columnValue(column)
            switch sqlite3_value_type(value) {
            case SQLITE_NULL: return nil
            case SQLITE_TEXT:
                guard let text = sqlite3_value_text(value),
                      let date = CalendarDate(isoBytes: UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value))))
                else { throw mismatch(column, "Optional<CalendarDate>") }
                return date
            default: throw mismatch(column, "Optional<CalendarDate>")
            }
        }

        /// A `YYYY-MM-DD` text parsed in place; NULL throws as another storage class does.
        public func date(_ column: Int32) throws -> CalendarDate {
            guard let date = try optionalDate(column) else { throw mismatch(column, "CalendarDate") }
            return date
        }
    }
}
