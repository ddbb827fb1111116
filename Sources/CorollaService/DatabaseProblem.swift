import CorollaStore

/// What SQLite reported when it could not read or write the catalog: what it means for the user,
/// SQLite's own message, and the whole report.
public struct DatabaseProblem: Hashable, Sendable, CustomStringConvertible {
    /// What a SQLite failure means for the user (SQLite's primary result codes, by meaning).
    public enum Kind: Hashable, Sendable {
        /// The file is damaged (`SQLITE_CORRUPT`) or not a database at all (`SQLITE_NOTADB`): a
        /// file to leave as it is.
        case damaged
        /// The file or its folder may not be written (`SQLITE_READONLY`).
        case readOnly
        /// The disk is full (`SQLITE_FULL`).
        case diskFull
        /// A read or write of the file failed (`SQLITE_IOERR`).
        case ioError
        /// The file or its write-ahead log cannot be opened (`SQLITE_CANTOPEN`).
        case cannotOpen
        /// Another process held a lock longer than the busy timeout (`SQLITE_BUSY`).
        case busy
        /// Anything else (a constraint, a misuse): SQLite's message explains it.
        case other
    }

    public var kind: Kind
    /// SQLite's own message, such as "CHECK constraint failed: plants_name_not_blank".
    public var message: String
    /// The result codes, the message and the statement that failed.
    public var description: String

    /// Whether SQLite found the file damaged or not a database.
    public var reportsDamage: Bool { kind == .damaged }

    init(_ error: DatabaseError) {
        kind =
            switch error.resultCode {
            case .corrupt, .notADatabase: .damaged
            case .readOnly: .readOnly
            case .full: .diskFull
            case .ioError: .ioError
            case .cannotOpen: .cannotOpen
            case .busy, .locked: .busy
            default: .other
            }
        message = error.message.singleLine
        description = error.description
    }
}
