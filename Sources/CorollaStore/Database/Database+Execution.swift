import CSQLite

extension Database {
    /// A new prepared statement for `sql` (exactly one statement), owned by the caller.
    public func prepare(_ sql: String) throws -> Statement {
        try Statement.prepare(sql, on: self)
    }

    /// The connection's prepared statement for `sql`, prepared on first use and then reused.
    ///
    /// Use it for queries that run often (every method here does); the cache is bounded by
    /// `Configuration.statementCacheCapacity`.
    public func cachedStatement(_ sql: String) throws -> Statement {
        try statementCache.statement(for: sql) { try Statement.prepare($0, on: self) }
    }

    /// Runs one statement (cached) with `arguments`, discarding any rows.
    public func execute(_ sql: String, _ arguments: [DatabaseValue] = []) throws {
        try cachedStatement(sql).execute(arguments)
    }

    /// Runs one query (cached) with `arguments` and returns every row.
    public func fetchAll(_ sql: String, _ arguments: [DatabaseValue] = []) throws -> [Row] {
        try cachedStatement(sql).fetchAll(arguments)
    }

    /// Runs one query (cached) with `arguments` and returns its first row, or nil.
    public func fetchOne(_ sql: String, _ arguments: [DatabaseValue] = []) throws -> Row? {
        try cachedStatement(sql).fetchOne(arguments)
    }

    /// Runs one query (cached) with `arguments` and reads its first row in place with `body`
    /// (``Statement/firstRow(_:_:)``); nil when it returns none.
    public func fetchFirst<T>(_ sql: String, _ arguments: [DatabaseValue] = [], _ body: (borrowing Statement.Columns) throws -> T) throws -> T? {
        try cachedStatement(sql).firstRow(arguments, body)
    }

    /// The first column of the first row as `T`, or nil when there is no row.
    public func fetchValue<T: DatabaseValueConvertible>(_ type: T.Type = T.self, _ sql: String, _ arguments: [DatabaseValue] = []) throws -> T? {
        try fetchOne(sql, arguments)?.decode(T.self, at: 0)
    }

    /// The first column of the first row as `T`, for a query that always returns a row: an
    /// aggregate without `GROUP BY`, a pragma that reports its value, an expression.
    ///
    /// - Throws: `DatabaseError` (misuse) when it returns no row after all, or the row's decoding error.
    public func fetchScalar<T: DatabaseValueConvertible>(_ type: T.Type = T.self, _ sql: String, _ arguments: [DatabaseValue] = []) throws -> T {
        guard let row = try fetchOne(sql, arguments) else {
            throw DatabaseError(extendedResultCode: .misuse, message: "the query returned no row", sql: sql)
        }
        return try row.decode(T.self, at: 0)
    }

    /// Runs every statement of `sql` in order, without parameters and without caching (for scripts
    /// such as migrations). Statements before a failing one have run.
    public func executeScript(_ sql: String) throws {
        try sql.withCString { start in
            var next = start
            while next.pointee != 0 {
                let (statement, rest) = try Statement.prepare(next, on: self)
                try statement?.execute()
                next = rest
            }
        }
    }

    /// The rows changed by the last INSERT, UPDATE or DELETE on this connection (triggers excluded).
    public var changes: Int { Int(sqlite3_changes64(handle)) }

    /// The rowid of the last row an INSERT on this connection added (a trigger's inserts excluded once
    /// it ends).
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// SQLite's current time as the catalog's timestamps write it: `2024-05-01T09:30:00.000Z` (UTC).
    public func currentTimestamp() throws -> String {
        try fetchScalar(String.self, "SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now')")
    }

    /// Runs `body`, whose changes are bookkeeping that may be lost without harm (the caches: entries
    /// that can be recomputed, hit counts and times). A connection that changed nothing else
    /// checkpoints (on close, in `checkpointWrites()`) without first checking a file it has not checked (see
    /// ``mayCheckpointWrites``): the check reads every page, several times the cost of a warm
    /// `corolla grid`.
    public func bookkeeping<T>(_ body: () throws -> T) rethrows -> T {
        let before = sqlite3_total_changes64(handle)
        defer { bookkeepingChanges += sqlite3_total_changes64(handle) - before }
        return try body()
    }

    /// Whether a transaction is open on this connection.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }
}
