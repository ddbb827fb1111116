import CSQLite

/// SQLite's SQLITE_TRANSIENT: "copy the bytes now", so Swift may free them as soon as the call returns.
var sqliteTransient: sqlite3_destructor_type { unsafeBitCast(-1, to: sqlite3_destructor_type.self) }

extension Statement {
    /// Binds `arguments` to the `?` parameters, in order, replacing the previous bindings.
    ///
    /// With `blobs`, they are bound to the parameters after the `arguments`' where they are, not
    /// copied: the caller keeps them alive until the statement is reset and its bindings cleared
    /// (``execute(_:borrowing:)``).
    func bind(_ arguments: [DatabaseValue], borrowing blobs: [UnsafeRawBufferPointer] = []) throws {
        sqlite3_reset(handle)
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard arguments.count + blobs.count == expected else {
            throw DatabaseError(
                extendedResultCode: .misuse, message: "\(arguments.count + blobs.count) arguments for \(expected) parameters", sql: sql)
        }
        // Every parameter is bound again, each binding releasing the previous value: no
        // `sqlite3_clear_bindings` pass over them all first (a bulk insert binds 1,153 per statement).
        for (offset, value) in arguments.enumerated() {
            let status = bind(value, at: Int32(offset + 1))
            guard status == SQLITE_OK else { throw failure(code: status) }
        }
        for (offset, blob) in blobs.enumerated() {
            let index = Int32(arguments.count + offset + 1)
            // SQLITE_STATIC (nil): SQLite reads the bytes where they are while the statement runs.
            let status =
                blob.isEmpty ? sqlite3_bind_zeroblob(handle, index, 0) : sqlite3_bind_blob64(handle, index, blob.baseAddress, UInt64(blob.count), nil)
            guard status == SQLITE_OK else { throw failure(code: status) }
        }
    }

    /// Runs the statement with `arguments`, then `blobs` bound where they are (no copy of a large
    /// blob), discarding any rows; the bindings are cleared before it returns, so the statement
    /// keeps no pointer to the blobs.
    func execute(_ arguments: [DatabaseValue], borrowing blobs: [UnsafeRawBufferPointer]) throws {
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }
        try bind(arguments, borrowing: blobs)
        while try step() {}
    }

    private func bind(_ value: DatabaseValue, at index: Int32) -> Int32 {
        switch value {
        case .null:
            return sqlite3_bind_null(handle, index)
        case .integer(let integer):
            return sqlite3_bind_int64(handle, index, integer)
        case .real(let real):
            return sqlite3_bind_double(handle, index, real)
        case .text(let text) where text.isEmpty:
            // A NULL pointer would bind SQL NULL: empty text is a zero-length string.
            return sqlite3_bind_text64(handle, index, "", 0, sqliteTransient, UInt8(SQLITE_UTF8))
        case .text(let text):
            var text = text
            return text.withUTF8 { utf8 in
                utf8.withMemoryRebound(to: CChar.self) {
                    sqlite3_bind_text64(handle, index, $0.baseAddress, UInt64($0.count), sqliteTransient, UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let bytes) where bytes.isEmpty:
            // A NULL pointer would bind SQL NULL: an empty blob is a zero-length blob.
            return sqlite3_bind_zeroblob(handle, index, 0)
        case .blob(let bytes):
            return bytes.withUnsafeBytes { sqlite3_bind_blob64(handle, index, $0.baseAddress, UInt64($0.count), sqliteTransient) }
        }
    }

    /// The row the statement is on, every text and blob copied into Swift memory.
    func currentRow() -> Row {
        Row(columnNames: columnNames, values: (0..<Int32(columnNames.count)).map(value(at:)))
    }

    private func value(at column: Int32) -> DatabaseValue {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            // column_text before column_bytes, so the byte count is the UTF-8 one.
            let text = sqlite3_column_text(handle, column)
            let count = Int(sqlite3_column_bytes(handle, column))
            guard let text else { return .text("") }
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let bytes = sqlite3_column_blob(handle, column)
            let count = Int(sqlite3_column_bytes(handle, column))
            // SQLite returns a NULL pointer for a zero-length blob.
            guard let bytes, count > 0 else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default:
            return .null
        }
    }
}
