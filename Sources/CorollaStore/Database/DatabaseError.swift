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

    public var description: String {
        let code = "SQLite error \(resultCode.rawValue) (extended \(extendedResultCode.rawValue))"
        return sql.map { "\(code): \(message) — in: \($0)" } ?? "\(code): \(message)"
    }
}

/// A SQLite result code, primary or extended (https://sqlite.org/rescode.html).
public struct ResultCode: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The primary code: the low 8 bits of an extended code.
    public var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    public static let error = ResultCode(rawValue: 1)
    public static let busy = ResultCode(rawValue: 5)
    public static let locked = ResultCode(rawValue: 6)
    public static let readOnly = ResultCode(rawValue: 8)
    public static let corrupt = ResultCode(rawValue: 11)
    public static let cantOpen = ResultCode(rawValue: 14)
    public static let constraint = ResultCode(rawValue: 19)
    public static let misuse = ResultCode(rawValue: 21)
    public static let notADatabase = ResultCode(rawValue: 26)
    public static let constraintCheck = ResultCode(rawValue: 275)
    public static let constraintForeignKey = ResultCode(rawValue: 787)
    public static let constraintNotNull = ResultCode(rawValue: 1299)
    public static let constraintPrimaryKey = ResultCode(rawValue: 1555)
    public static let constraintUnique = ResultCode(rawValue: 2067)
}
