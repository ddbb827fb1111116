import CorollaTestSupport
import XCTest

@testable import CorollaStore

/// The SQLite wrapper: connection settings, values, errors, transactions, the statement cache.
final class DatabaseTests: XCTestCase {
    /// Rule: every file connection runs in WAL with synchronous=NORMAL, foreign keys on, and the
    /// configured busy timeout (5 s unless told otherwise).
    func testConnectionSettings() throws {
        let folder = try makeTemporaryFolder()
        let database = try Database(path: folder.path("settings.sqlite"))
        XCTAssertEqual(try database.fetchValue(String.self, "PRAGMA journal_mode"), "wal")
        XCTAssertEqual(try database.fetchValue(Int.self, "PRAGMA synchronous"), 1)
        XCTAssertEqual(try database.fetchValue(Int.self, "PRAGMA foreign_keys"), 1)
        XCTAssertEqual(try database.fetchValue(Int.self, "PRAGMA busy_timeout"), 5_000)

        var configuration = Database.Configuration()
        configuration.busyTimeoutMilliseconds = 250
        let other = try Database(path: folder.path("settings.sqlite"), configuration: configuration)
        XCTAssertEqual(try other.fetchValue(Int.self, "PRAGMA busy_timeout"), 250)
    }

    /// Rule: values come back as bound, text and blobs copied out; empty text and empty blobs are not
    /// NULL (SQLite hands a NULL pointer for an empty blob: it must read as an empty blob).
    func testValuesRoundTrip() throws {
        let database = try Database.inMemory()
        try database.execute("CREATE TABLE t (v ANY) STRICT")
        let values: [DatabaseValue] = [
            .null, .integer(.min), .integer(.max), .real(-0.0), .real(.greatestFiniteMagnitude),
            .text(""), .text("龟背竹 🌿 Monstera 'Thai'"), .text("a\u{0}b"), .blob([]), .blob([0, 255, 0]),
        ]
        for value in values {
            try database.execute("INSERT INTO t (v) VALUES (?)", [value])
        }
        let stored = try database.fetchAll("SELECT v FROM t ORDER BY rowid").map { $0[0] }
        XCTAssertEqual(stored, values)
        XCTAssertEqual(try database.fetchValue(Int.self, "SELECT count(*) FROM t WHERE v IS NULL"), 1)
        XCTAssertEqual(try database.fetchOne("SELECT zeroblob(0)")?[0], .blob([]))
    }

    /// Rule: parameters are bound, never spliced into SQL: hostile text is stored as text.
    func testParametersAreNotInterpolated() throws {
        let database = try Database.inMemory()
        try database.execute("CREATE TABLE t (name TEXT)")
        let hostile = "x'); DROP TABLE t; --"
        try database.execute("INSERT INTO t (name) VALUES (?)", [.text(hostile)])
        XCTAssertEqual(try database.fetchValue(String.self, "SELECT name FROM t"), hostile)
    }

    /// Rule: an error carries the primary and extended result codes, SQLite's message and the SQL.
    func testErrorsCarryCodesMessageAndSQL() throws {
        let database = try Database.inMemory()
        try database.execute("CREATE TABLE t (n INTEGER NOT NULL CHECK (n > 0))")
        let sql = "INSERT INTO t (n) VALUES (?)"
        XCTAssertThrowsError(try database.execute(sql, [.integer(0)])) { error in
            guard let error = error as? DatabaseError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.resultCode, .constraint)
            XCTAssertEqual(error.extendedResultCode, .constraintCheck)
            XCTAssertTrue(error.message.contains("CHECK constraint failed"), error.message)
            XCTAssertEqual(error.sql, sql)
        }
        XCTAssertThrowsError(try database.execute("SELEC 1")) { error in
            XCTAssertEqual((error as? DatabaseError)?.resultCode, .error)
            XCTAssertEqual((error as? DatabaseError)?.sql, "SELEC 1")
        }
        assertThrows(.misuse) { try database.execute(sql, []) }
    }

    /// The error the transaction tests throw to roll a body back.
    private struct Refusal: Error {}

    /// A transaction body that inserts `n` into the table `t`, then throws ``Refusal``.
    private static func insertingThenRefusing(_ n: Int) -> (Database) throws -> Void {
        { database in
            try database.execute("INSERT INTO t VALUES (\(n))")
            throw Refusal()
        }
    }

    /// Rule: `write` commits, or rolls back everything when its body throws; a nested `write` is a
    /// savepoint undone alone.
    func testWriteCommitsOrRollsBack() throws {
        let database = try Database.inMemory()
        try database.execute("CREATE TABLE t (n INTEGER)")
        try database.write { try $0.execute("INSERT INTO t VALUES (1)") }
        XCTAssertThrowsError(try database.write(Self.insertingThenRefusing(2)))
        try database.write { database in
            try database.execute("INSERT INTO t VALUES (3)")
            XCTAssertThrowsError(try database.write(Self.insertingThenRefusing(4)))
        }
        XCTAssertFalse(database.isInTransaction)
        XCTAssertEqual(try database.fetchAll("SELECT n FROM t ORDER BY n").map { try $0.decode(Int.self, at: 0) }, [1, 3])
    }

    /// Rule: a `bulkWrite` commits, or rolls back everything when its body throws; its nested writes
    /// share its transaction (no savepoint), so a nested write that throws rolls the whole bulk back
    /// even when the body catches the error and goes on.
    func testBulkWriteIsAllOrNothing() throws {
        let database = try Database.inMemory()
        try database.execute("CREATE TABLE t (n INTEGER)")
        try database.bulkWrite { database in
            try database.write { try $0.execute("INSERT INTO t VALUES (1)") }
        }
        XCTAssertThrowsError(
            try database.bulkWrite { database in
                try database.execute("INSERT INTO t VALUES (2)")
                do {
                    try database.write(Self.insertingThenRefusing(3))
                } catch {}
                try database.execute("INSERT INTO t VALUES (4)")
            }
        ) { XCTAssertTrue($0 is Refusal, "\($0)") }
        XCTAssertThrowsError(try database.bulkWrite(Self.insertingThenRefusing(5)))
        try database.write { database in
            try database.execute("INSERT INTO t VALUES (6)")
            XCTAssertThrowsError(try database.bulkWrite(Self.insertingThenRefusing(7)))
        }
        XCTAssertFalse(database.isInTransaction)
        XCTAssertNil(database.bulkTransaction)
        XCTAssertEqual(try database.fetchAll("SELECT n FROM t ORDER BY n").map { try $0.decode(Int.self, at: 0) }, [1, 6])
    }

    /// Rule: closing the last connection that wrote checkpoints the WAL into the file and removes
    /// it, whatever it wrote; while another connection is open, the WAL stays (its commits visible
    /// to every connection) and the last one to close writes it into the file.
    func testTheLastConnectionToCloseLeavesNoWAL() throws {
        let folder = try makeTemporaryFolder()
        let path = folder.path("last.sqlite")
        func walExists() -> Bool { FileManager.default.fileExists(atPath: path + "-wal") }
        try { try Database(path: path).execute("CREATE TABLE t (n INTEGER)") }()
        XCTAssertFalse(walExists())
        try { try Database(path: path).execute("INSERT INTO t VALUES (1)") }()
        XCTAssertFalse(walExists(), "the only connection: checkpointed on close")
        var other: Database? = try Database(path: path)
        try { try Database(path: path).execute("INSERT INTO t VALUES (2)") }()
        XCTAssertTrue(walExists(), "another connection is open: the WAL stays")
        XCTAssertEqual(try other?.fetchAll("SELECT n FROM t ORDER BY n").map { try $0.decode(Int.self, at: 0) }, [1, 2])
        other = nil
        XCTAssertFalse(walExists(), "the last connection to close checkpoints")
        XCTAssertNil(other)
    }

    /// Rule: a hot query is prepared once and reused; the cache stays within its capacity.
    func testStatementCache() throws {
        var configuration = Database.Configuration()
        configuration.statementCacheCapacity = 2
        let database = try Database.inMemory(configuration: configuration)
        let first = try database.cachedStatement("SELECT 1")
        XCTAssertTrue(first === (try database.cachedStatement("SELECT 1")))
        _ = try database.cachedStatement("SELECT 2")
        _ = try database.cachedStatement("SELECT 3")
        XCTAssertLessThanOrEqual(database.statementCache.count, 2)
        XCTAssertFalse(first === (try database.cachedStatement("SELECT 1")), "the least recently used statement was evicted")
    }

    /// Rule: a script runs every statement; `prepare` accepts exactly one.
    func testScriptsAndSingleStatements() throws {
        let database = try Database.inMemory()
        try database.executeScript("CREATE TABLE t (n INTEGER); -- comment\nINSERT INTO t VALUES (1); INSERT INTO t VALUES (2);\n")
        XCTAssertEqual(try database.fetchValue(Int.self, "SELECT sum(n) FROM t"), 3)
        assertThrows(.misuse) { try database.prepare("SELECT 1; SELECT 2") }
    }

    /// Rule: a query that must return a row (an aggregate, a pragma) gives its value; one that
    /// returns none is a misuse error, not a default value.
    func testScalarQueries() throws {
        let database = try Database.inMemory()
        try database.execute("CREATE TABLE t (n INTEGER)")
        XCTAssertEqual(try database.fetchScalar(Int.self, "SELECT count(*) FROM t"), 0)
        XCTAssertEqual(try database.fetchScalar(Int.self, "PRAGMA foreign_keys"), 1)
        assertThrows(.misuse) { try database.fetchScalar(Int.self, "SELECT n FROM t") }
    }

    /// Rule: a stored value of an unexpected type is a decoding error, not a crash.
    func testDecodingErrors() throws {
        let row = try XCTUnwrap(try Database.inMemory().fetchOne("SELECT 'text' AS word"))
        XCTAssertThrowsError(try row.decode(Int.self, at: 0)) { error in
            XCTAssertEqual((error as? RowDecodingError)?.column, "word")
        }
        XCTAssertThrowsError(try row.decode(Int.self, named: "missing"))
        XCTAssertEqual(try row.decode(String?.self, named: "word"), "text")
    }
}
