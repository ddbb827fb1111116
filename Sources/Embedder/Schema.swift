import CSQLite

/// One row of `sqlite_schema`.
struct SchemaRow {
    var type: String
    var name: String
    var table: String
    var sql: String?
}

/// The tables, indexes, triggers and views (SQLite's own left out) that `files` create when applied
/// in order to an empty in-memory database, in the order they were created.
func schema(of files: [MigrationFile]) throws -> [SchemaRow] {
    var connection: OpaquePointer?
    guard sqlite3_open(":memory:", &connection) == SQLITE_OK, let connection else { throw EmbedderError("cannot open an in-memory SQLite database") }
    defer { sqlite3_close(connection) }
    func message() -> String { String(cString: sqlite3_errmsg(connection)) }
    for file in files where sqlite3_exec(connection, file.sql, nil, nil, nil) != SQLITE_OK {
        throw EmbedderError("\(file.version)_\(file.name).sql fails on an empty database: \(message())")
    }
    let query = "SELECT type, name, tbl_name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid"
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(connection, query, -1, &statement, nil) == SQLITE_OK, let statement else { throw EmbedderError(message()) }
    defer { sqlite3_finalize(statement) }
    func text(_ column: Int32) -> String? { sqlite3_column_text(statement, column).map { String(cString: $0) } }
    var rows: [SchemaRow] = []
    while true {
        switch sqlite3_step(statement) {
        case SQLITE_ROW: rows.append(SchemaRow(type: text(0) ?? "", name: text(1) ?? "", table: text(2) ?? "", sql: text(3)))
        case SQLITE_DONE: return rows
        default: throw EmbedderError(message())
        }
    }
}
