import CSQLite

/// One SQLite connection. It owns its `sqlite3*` handle and closes it when released.
///
/// Every connection runs with `synchronous=NORMAL`, `foreign_keys=ON` and a busy timeout, and a
/// writable one with `journal_mode=WAL` (a read-only one reads the file in whatever mode it is), so
/// two processes can share a file: a writer that finds the file locked waits (up to the timeout)
/// instead of failing. Writes go through `write { }`, which starts with `BEGIN IMMEDIATE`. A file
/// it creates has `auto_vacuum=INCREMENTAL` (see ``releaseFreePages()``).
///
/// A `Database` is not thread-safe: use it from one thread (or one task) at a time, and open one
/// connection per thread that needs one.
public final class Database {
    /// The options a connection opens with.
    public struct Configuration: Sendable {
        /// How long a statement waits for another connection's lock before failing with `SQLITE_BUSY`.
        public var busyTimeoutMilliseconds: Int32 = 5_000
        /// Open the file read-only: nothing this connection does can change it.
        public var readOnly = false
        /// Read the file as one nobody can change (SQLite's `immutable=1`, read-only): no locks,
        /// no shared memory, and the write-ahead log is not read. For a file on a read-only mount
        /// or in a folder nobody may write, where SQLite cannot create the `-shm` file it needs to
        /// read a WAL file otherwise; the path must then be a `file:` URI without a query.
        public var immutable = false
        /// Whether the connection opens the file read-only (``readOnly`` or ``immutable``).
        var readsOnly: Bool { readOnly || immutable }
        /// Create the file when it does not exist (ignored when read-only).
        public var create = true
        /// How many prepared statements the statement cache keeps.
        public var statementCacheCapacity = 64
        /// Runs after the connection is open and before anything that could write to the file (the
        /// switch to WAL), so it can refuse a file and leave it byte for byte as it was.
        public var verify: (@Sendable (Database) throws -> Void)?
        /// Tells whether the file's pages are sound (for a catalog, `PRAGMA quick_check`). When set,
        /// the connection writes the write-ahead log into the file (checkpoints) only once the file
        /// is known sound (see ``Database/FileCondition``); without it, SQLite's own rules apply.
        public var soundnessCheck: (@Sendable (Database) throws -> Bool)?
        /// How many frames the write-ahead log may hold before a commit checkpoints it (SQLite's
        /// `wal_autocheckpoint`, 1000 by default).
        public var autoCheckpointFrames: Int32 = 1_000
        /// Told each time a statement finds another connection's lock and waits (with how many
        /// times it waited before): for tests that order events by this one, not by sleeps.
        var onBusy: (@Sendable (Int) -> Void)?

        public init() {}
    }

    /// The path given to `init(path:)`, or `:memory:`.
    public let path: String
    public let configuration: Configuration

    let handle: OpaquePointer
    var statementCache: StatementCache
    /// The open `bulkWrite`, whose nested writes share its transaction.
    var bulkTransaction: BulkTransaction?
    /// What this connection knows of the file's pages; see ``FileCondition``.
    public internal(set) var fileCondition = FileCondition.unchecked
    /// The rows changed inside `bookkeeping { }`.
    var bookkeepingChanges: Int64 = 0
    /// The file's device and inode when the connection opened it (nil in memory); see
    /// ``fileState()``.
    let fileIdentity: FileIdentity?
    /// `sqlite3_total_changes64` at the last ``checkpointWrites()``.
    var checkpointedChanges: Int64 = 0
    /// Set when a commit filled the write-ahead log while the file was not known sound: the
    /// checkpoint waits for the soundness check (see `checkpointIfDue`).
    var checkpointIsDue = false

    /// Opens (and, unless configured otherwise, creates) the database at `path`.
    ///
    /// - Throws: `DatabaseError` when SQLite cannot open the file, when it is not a SQLite database,
    ///   or when a pragma fails; whatever `configuration.verify` throws.
    public init(path: String, configuration: Configuration = Configuration()) throws {
        var connection: OpaquePointer?
        let access =
            configuration.readsOnly
            ? SQLITE_OPEN_READONLY | (configuration.immutable ? SQLITE_OPEN_URI : 0)
            : SQLITE_OPEN_READWRITE | (configuration.create ? SQLITE_OPEN_CREATE : 0)
        guard !configuration.immutable || (path.hasPrefix("file:") && !path.contains("?")) else {
            throw DatabaseError(extendedResultCode: .misuse, message: "an immutable database is named by a file: URI without a query (\(path))")
        }
        let name = configuration.immutable ? path + "?immutable=1" : path
        let status = sqlite3_open_v2(name, &connection, access | SQLITE_OPEN_NOMUTEX, nil)
        guard let connection else {
            throw DatabaseError(extendedResultCode: ResultCode(rawValue: status), message: "cannot open \(path): out of memory")
        }
        guard status == SQLITE_OK else {
            let error = DatabaseError(extendedResultCode: ResultCode(rawValue: sqlite3_extended_errcode(connection)), message: String(cString: sqlite3_errmsg(connection)) + " (\(path))")
            sqlite3_close_v2(connection)
            throw error
        }
        self.handle = connection
        self.path = path
        self.configuration = configuration
        self.statementCache = StatementCache(capacity: configuration.statementCacheCapacity)
        self.fileIdentity = FileIdentity(ofFileOf: connection, withContents: configuration.immutable)
        if let fileID { SoundFiles.shared.opened(fileID) }
        sqlite3_extended_result_codes(connection, 1)
        try setUp()
    }

    /// Whether the connection cannot write: opened read-only, or SQLite fell back to reading a file
    /// it may not write (a read-only file, or a file system mounted read-only).
    public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// A private in-memory database, gone when the connection is released.
    public static func inMemory(configuration: Configuration = Configuration()) throws -> Database {
        try Database(path: ":memory:", configuration: configuration)
    }

    deinit {
        prepareToClose()
        sqlite3_wal_hook(handle, nil, nil)
        sqlite3_busy_handler(handle, nil, nil)
        statementCache.removeAll()
        if !mayCheckpointWrites {
            corolla_sqlite3_set_no_checkpoint_on_close(handle, 1)
        }
        // close_v2: a Statement still alive keeps the connection as a "zombie" until it is finalized.
        sqlite3_close_v2(handle)
        if let fileID { SoundFiles.shared.closed(fileID) }
    }

    /// Applies the per-connection settings, `verify` in between the harmless ones and the switch to WAL.
    private func setUp() throws {
        installBusyHandler()
        installCheckpointHook()
        try execute("PRAGMA foreign_keys = ON")
        try execute("PRAGMA synchronous = NORMAL")
        try registerFunctions()
        try configuration.verify?(self)
        // On a new file only (on any other, the pragma rewrites the header), before the switch to WAL writes it.
        if !configuration.readsOnly, try fetchValue(Int.self, "PRAGMA page_count") == 0 {
            try execute("PRAGMA auto_vacuum = INCREMENTAL")
        }
        // A read-only connection cannot change the journal mode; it reads the file as it is.
        let mode = try fetchOne(configuration.readsOnly ? "PRAGMA journal_mode" : "PRAGMA journal_mode = WAL")
        let journalMode = (try mode?.decode(String.self, at: 0)) ?? ""
        guard configuration.readsOnly || journalMode == "wal" || journalMode == "memory" else {
            throw DatabaseError(extendedResultCode: .error, message: "cannot switch \(path) to WAL (journal_mode is \(journalMode))", sql: "PRAGMA journal_mode = WAL")
        }
    }

    /// The error SQLite reports for the last failed call on this connection, `code`. An error that
    /// reports damage marks the file damaged: this connection will not write into it again.
    func failure(code: Int32, sql: String?) -> DatabaseError {
        let error = Self.error(on: handle, code: code, sql: sql)
        if error.reportsDamage { noteFileDamaged() }
        return error
    }

    /// The error SQLite reports for the last failed call on `connection`.
    static func error(on connection: OpaquePointer?, code: Int32, sql: String?) -> DatabaseError {
        let extended = connection.map { sqlite3_extended_errcode($0) } ?? code
        // A statement's step returns the primary code; the connection holds the extended one for it.
        let resolved = extended & 0xFF == code & 0xFF ? extended : code
        let message = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
        return DatabaseError(extendedResultCode: ResultCode(rawValue: resolved), message: message, sql: sql)
    }
}
