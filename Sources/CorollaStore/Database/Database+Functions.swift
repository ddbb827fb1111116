import CSQLite

extension Database {
    /// Defines the SQL functions Corolla's queries use (never its schema: a plain `sqlite3` shell must
    /// be able to read and write the file without them).
    ///
    /// `corolla_lower(text)`: Unicode lowercase (SQLite's `lower()` only knows ASCII), for searches
    /// that find "Échevéria" from "échevéria".
    func registerFunctions() throws {
        let status = sqlite3_create_function_v2(handle, "corolla_lower", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nil, { context, count, arguments in
            guard count == 1, let argument = arguments?[0], sqlite3_value_type(argument) != SQLITE_NULL else {
                sqlite3_result_null(context)
                return
            }
            let text = sqlite3_value_text(argument)
            let length = Int(sqlite3_value_bytes(argument))
            let lowered = String(decoding: UnsafeBufferPointer(start: text, count: text == nil ? 0 : length), as: UTF8.self).lowercased()
            lowered.withCString { sqlite3_result_text64(context, $0, UInt64(lowered.utf8.count), sqliteTransient, UInt8(SQLITE_UTF8)) }
        }, nil, nil, nil)
        guard status == SQLITE_OK else { throw failure(code: status, sql: nil) }
    }
}
