import CSQLite

/// A prepared statement. It owns its `sqlite3_stmt*` and finalizes it when released.
///
/// Parameters are `?` placeholders bound to `DatabaseValue`s, never text spliced into the SQL.
/// Every call binds its own arguments and resets the statement before it returns (after the last
/// row, after the first for ``fetchOne(_:)``, or on an error), so a statement is never left in the
/// middle of a query and can be reused at once (which the statement cache relies on). Rows come out
/// as ``Row`` copies, except in ``forEachRow(_:_:)``, whose body reads each row's columns in place.
public final class Statement {
    /// The SQL the statement was prepared from.
    public let sql: String
    let handle: OpaquePointer
    /// The result column names, read once.
    public let columnNames: [String]
    /// The connection, told of every error (a statement may outlive it: the reference is weak).
    private weak var database: Database?

    init(sql: String, handle: OpaquePointer, database: Database) {
        self.sql = sql
        self.handle = handle
        self.database = database
        self.columnNames = (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }
    }

    /// Prepares the first statement of the UTF-8 text at `start` and tells where the next one begins.
    ///
    /// The statement is nil when the text holds only space and comments.
    static func prepare(_ start: UnsafePointer<CChar>, on database: Database) throws -> (statement: Statement?, rest: UnsafePointer<CChar>) {
        var handle: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let status = sqlite3_prepare_v2(database.handle, start, -1, &handle, &tail)
        guard status == SQLITE_OK, let tail else {
            throw database.failure(code: status, sql: String(cString: start).trimmed)
        }
        let sql = String(decoding: UnsafeRawBufferPointer(start: start, count: tail - start), as: UTF8.self).trimmed
        return (handle.map { Statement(sql: sql, handle: $0, database: database) }, tail)
    }

    /// Prepares `sql`, which must be exactly one statement.
    static func prepare(_ sql: String, on database: Database) throws -> Statement {
        try sql.withCString { start in
            let (statement, rest) = try prepare(start, on: database)
            guard let statement, String(cString: rest).trimmed.isEmpty else {
                throw DatabaseError(extendedResultCode: .misuse, message: "expected exactly one statement", sql: sql)
            }
            return statement
        }
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Runs the statement with `arguments` and returns every row.
    ///
    /// - Throws: `DatabaseError` (with this statement's SQL) when binding or stepping fails.
    @discardableResult
    public func fetchAll(_ arguments: [DatabaseValue] = []) throws -> [Row] {
        try bind(arguments)
        defer { sqlite3_reset(handle) }
        var rows: [Row] = []
        while try step() {
            rows.append(currentRow())
        }
        return rows
    }

    /// Runs the statement with `arguments` and returns its first row, or nil when there is none.
    public func fetchOne(_ arguments: [DatabaseValue] = []) throws -> Row? {
        try bind(arguments)
        defer { sqlite3_reset(handle) }
        // Resetting after the first row is safe for INSERT … RETURNING too: SQLite makes every change
        // during the first step.
        return try step() ? currentRow() : nil
    }

    /// Runs the statement with `arguments`, discarding any rows.
    public func execute(_ arguments: [DatabaseValue] = []) throws {
        try bind(arguments)
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// Steps once: true on a row, false when done.
    func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let status: throw failure(code: status)
        }
    }

    /// The error SQLite reports for `code`, which the connection notes (damage found on the way
    /// makes it leave the file as it is).
    func failure(code: Int32) -> DatabaseError {
        database?.failure(code: code, sql: sql) ?? Database.error(on: sqlite3_db_handle(handle), code: code, sql: sql)
    }
}

extension String {
    /// Without leading and trailing whitespace.
    var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
