/// A SQLite result code, primary or extended (https://sqlite.org/rescode.html).
public struct ResultCode: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The primary code: the low 8 bits of an extended code.
    public var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    public static let error = ResultCode(rawValue: 1)
    public static let busy = ResultCode(rawValue: 5)
    /// A table is locked by another statement of the same connection (`SQLITE_LOCKED`).
    public static let locked = ResultCode(rawValue: 6)
    public static let readOnly = ResultCode(rawValue: 8)
    /// A read or write of the file failed (`SQLITE_IOERR`): a file-size limit, a failing disk.
    public static let ioError = ResultCode(rawValue: 10)
    /// The operating system refused access (`SQLITE_PERM`).
    public static let permission = ResultCode(rawValue: 3)
    /// The file is damaged (`SQLITE_CORRUPT`, "database disk image is malformed").
    public static let corrupt = ResultCode(rawValue: 11)
    /// The disk is full (`SQLITE_FULL`).
    public static let full = ResultCode(rawValue: 13)
    /// The file (or its write-ahead log) cannot be opened (`SQLITE_CANTOPEN`).
    public static let cannotOpen = ResultCode(rawValue: 14)
    public static let constraint = ResultCode(rawValue: 19)
    public static let misuse = ResultCode(rawValue: 21)
    public static let notADatabase = ResultCode(rawValue: 26)
    public static let constraintCheck = ResultCode(rawValue: 275)
    public static let constraintForeignKey = ResultCode(rawValue: 787)
    public static let constraintUnique = ResultCode(rawValue: 2067)
}
