/// A SQLite result code, primary or extended (https://sqlite.org/rescode.html).
public struct ResultCode: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The primary code: the low 8 bits of an extended code.
    public var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    public static let error = ResultCode(rawValue: 1)
    public static let busy = ResultCode(rawValue: 5)
    public static let readOnly = ResultCode(rawValue: 8)
    public static let constraint = ResultCode(rawValue: 19)
    public static let misuse = ResultCode(rawValue: 21)
    public static let notADatabase = ResultCode(rawValue: 26)
    public static let constraintCheck = ResultCode(rawValue: 275)
    public static let constraintForeignKey = ResultCode(rawValue: 787)
    public static let constraintUnique = ResultCode(rawValue: 2067)
}
