/// An error SQLite reported: its result codes, its message, and the SQL that failed.
public struct DatabaseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The primary result code (`resultCode.primary`), for example `.busy` or `.constraint`.
    public var resultCode: ResultCode
    /// The extended result code, for example `SQLITE_CONSTRAINT_CHECK` (275).
    public var extendedResultCode: ResultCode
    /// SQLite's own message, such as "CHECK constraint failed: plants_name_not_blank".
    public var message: String
    /// The statement that failed, when there was one.
    public var sql: String?

    public init(extendedResultCode: ResultCode, message: String, sql: String? = nil) {
        self.resultCode = extendedResultCode.primary
        self.extendedResultCode = extendedResultCode
        self.message = message
        self.sql = sql
    }

    /// Whether SQLite found the file damaged (`SQLITE_CORRUPT`) or not a database at all
    /// (`SQLITE_NOTADB`): a file that must be left as it is.
    public var reportsDamage: Bool { resultCode == .corrupt || resultCode == .notADatabase }

    public var description: String {
        let code = "SQLite error \(resultCode.rawValue) (extended \(extendedResultCode.rawValue))"
        return sql.map { "\(code): \(message) — in: \($0)" } ?? "\(code): \(message)"
    }
}
