import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaStore

/// When a connection writes the write-ahead log into the database file (checkpoints): only into a
/// file it knows sound, never into a damaged one.
final class CheckpointTests: XCTestCase {
    /// A file with two tables on pages of their own: `kept`, which the tests write, and `spare`,
    /// which they never read (so damage there goes unnoticed until a check), and the page `spare`
    /// lives on. Closed: no `-wal` left.
    private func makeFile(in folder: TemporaryFolder) throws -> (path: String, sparePage: Int) {
        let path = folder.path("checkpoints.sqlite")
        let database = try Database(path: path)
        try database.executeScript("""
            CREATE TABLE kept (n INTEGER, payload BLOB);
            CREATE TABLE spare (n INTEGER);
            INSERT INTO spare VALUES (1), (2), (3);
            """)
        let page = try database.fetchValue(Int.self, "SELECT rootpage FROM sqlite_schema WHERE name = 'spare'") ?? 0
        XCTAssertGreaterThan(page, 1)
        return (path, page)
    }

    /// A connection that checks the file with `PRAGMA quick_check` (as a catalog's does) and
    /// checkpoints from `frames` frames on.
    private func checkingConnection(_ path: String, checkpointFrames frames: Int32 = 1_000) throws -> Database {
        var configuration = Database.Configuration()
        configuration.soundnessCheck = { try $0.firstProblemOfQuickCheck() == nil }
        configuration.autoCheckpointFrames = frames
        return try Database(path: path, configuration: configuration)
    }

    /// Writes `rows` rows of 2 KiB each into `kept` in one transaction (about one WAL frame per
    /// row with 4 KiB pages, half as many again for the tree).
    private func fill(_ database: Database, rows: Int, from start: Int = 0) throws {
        try database.write { database in
            for n in start..<start + rows {
                try database.execute("INSERT INTO kept VALUES (?, zeroblob(2048))", [.integer(Int64(n))])
            }
        }
    }

    /// Overwrites page `page` of the file at `path` with bytes that are no B-tree page.
    private func damage(page: Int, of path: String) throws {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64((page - 1) * 4096))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
    }

    /// A file from ``makeFile(in:)`` whose spare page is damaged, and its bytes.
    private func makeDamagedFile(in folder: TemporaryFolder) throws -> (path: String, damaged: Data) {
        let (path, sparePage) = try makeFile(in: folder)
        try damage(page: sparePage, of: path)
        return (path, try bytes(path))
    }

    private func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Rule: a connection with a soundness check keeps its commits in the WAL while the file is not
    /// known sound; when a commit fills the log to the auto-checkpoint size, it runs the check and,
    /// the file being sound, checkpoints.
    func testUncheckedConnectionCheckpointsOnlyAfterTheCheckPasses() throws {
        let folder = try makeTemporaryFolder()
        let (path, _) = try makeFile(in: folder)
        let original = try bytes(path)
        let database = try checkingConnection(path, checkpointFrames: 40)
        try fill(database, rows: 5)
        XCTAssertEqual(database.fileCondition, .unchecked, "no checkpoint due: no check run")
        XCTAssertEqual(try bytes(path), original, "the commits stay in the WAL")
        try fill(database, rows: 60, from: 5)
        XCTAssertEqual(database.fileCondition, .sound, "the due checkpoint ran the check")
        XCTAssertGreaterThan(try bytes(path).count, original.count, "and wrote the log into the file")
        XCTAssertEqual(try database.fetchValue(Int.self, "SELECT count(*) FROM kept"), 65)
    }

    /// Rule: a connection that wrote only bookkeeping checkpoints when a commit fills the log to the
    /// auto-checkpoint size without the check (a grid's layout of a million cards fills it on its
    /// own): the file grows, stays unchecked, and a damaged page it never read keeps its bytes.
    func testBookkeepingThatFillsTheLogCheckpointsWithoutTheCheck() throws {
        let folder = try makeTemporaryFolder()
        let (path, sparePage) = try makeFile(in: folder)
        try damage(page: sparePage, of: path)
        let damaged = try bytes(path)
        let database = try checkingConnection(path, checkpointFrames: 40)
        try database.write { database in try database.bookkeeping { try fill(database, rows: 60) } }
        XCTAssertEqual(database.fileCondition, .unchecked, "no check")
        let written = try bytes(path)
        XCTAssertGreaterThan(written.count, damaged.count, "the log was written into the file")
        XCTAssertEqual(
            written.subdata(in: (sparePage - 1) * 4096..<sparePage * 4096), damaged.subdata(in: (sparePage - 1) * 4096..<sparePage * 4096),
            "the damaged page it never read keeps its bytes")
    }

    /// Rule: a damaged file is never written: not by the checkpoint a full log makes due (the check
    /// fails first), not when the connection closes, not by another connection that only reads —
    /// even though the damage lies where none of them reads.
    func testDamagedFileIsNeverCheckpointedInto() throws {
        let folder = try makeTemporaryFolder()
        let (path, damaged) = try makeDamagedFile(in: folder)
        try {
            let database = try checkingConnection(path, checkpointFrames: 40)
            try fill(database, rows: 5)
            XCTAssertEqual(try bytes(path), damaged)
            try fill(database, rows: 60, from: 5)
            XCTAssertEqual(database.fileCondition, .damaged, "the check ran and failed")
            XCTAssertEqual(try bytes(path), damaged, "no checkpoint into the damaged file")
        }()
        XCTAssertEqual(try bytes(path), damaged, "closing did not checkpoint either")
        try {
            let reader = try checkingConnection(path)
            XCTAssertEqual(try reader.fetchValue(Int.self, "SELECT count(*) FROM kept"), 65, "the commits are in the WAL")
            XCTAssertEqual(reader.fileCondition, .unchecked)
        }()
        XCTAssertEqual(try bytes(path), damaged, "a reader that never checked the file leaves it as it is on close")
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + "-wal"))
    }

    /// Rule: a connection to which SQLite reports the file damaged (`SQLITE_CORRUPT`) stops writing
    /// into it, even after a check had passed, and leaves the log's frames out of it on close.
    func testConnectionThatMeetsDamageLeavesTheFileAsItIs() throws {
        let folder = try makeTemporaryFolder()
        let (path, damaged) = try makeDamagedFile(in: folder)
        try {
            let database = try checkingConnection(path)
            database.noteFileSound()
            try fill(database, rows: 3)
            XCTAssertThrowsError(try database.fetchAll("SELECT * FROM spare")) { error in
                XCTAssertEqual((error as? DatabaseError)?.reportsDamage, true, "\(error)")
            }
            XCTAssertEqual(database.fileCondition, .damaged)
            database.noteFileSound()
            XCTAssertEqual(database.fileCondition, .damaged, "damage is not forgotten")
        }()
        XCTAssertEqual(try bytes(path), damaged)
    }

    /// Rule: every connection that wrote leaves no frame in the log when it closes last. One that
    /// changed data checks the file first, so its changes reach a sound file and never a damaged
    /// one; one that wrote only bookkeeping checkpoints without the check, writing only the pages it
    /// changed: a damaged page it never read keeps its bytes.
    func testConnectionsThatWroteCheckpointOnClose() throws {
        let folder = try makeTemporaryFolder()
        let (path, sparePage) = try makeFile(in: folder)
        func walSize() -> Int { (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0 }
        func spare() throws -> Data { try bytes(path).subdata(in: (sparePage - 1) * 4096..<sparePage * 4096) }
        try { try fill(try checkingConnection(path), rows: 2) }()
        XCTAssertEqual(walSize(), 0, "data, sound: checked and checkpointed on close")
        try {
            let database = try checkingConnection(path)
            try database.bookkeeping { try fill(database, rows: 2, from: 2) }
        }()
        XCTAssertEqual(walSize(), 0, "bookkeeping: checkpointed on close")
        try { _ = try checkingConnection(path).fetchValue(Int.self, "SELECT count(*) FROM kept") }()
        XCTAssertEqual(walSize(), 0, "a reader leaves no frames")

        try damage(page: sparePage, of: path)
        let damaged = try bytes(path)
        try { try fill(try checkingConnection(path), rows: 3, from: 4) }()
        XCTAssertEqual(try bytes(path), damaged, "data, damaged: the changes stay in the log")
        XCTAssertGreaterThan(walSize(), 0)
        XCTAssertEqual(try checkingConnection(path).fetchValue(Int.self, "SELECT count(*) FROM kept"), 7)

        let damagedPage = try spare()
        try {
            let database = try checkingConnection(path)
            try database.bookkeeping { try fill(database, rows: 1, from: 7) }
        }()
        XCTAssertEqual(walSize(), 0, "bookkeeping: checkpointed without the check")
        XCTAssertEqual(try spare(), damagedPage, "the damaged page it never read keeps its bytes")
        XCTAssertEqual(try checkingConnection(path).firstProblemOfQuickCheck() != nil, true, "the damage is still there to find")
    }

    /// Rule: `checkpointWrites()` (a server's connection that stays open) follows the rule of a
    /// connection that closes: one that wrote only bookkeeping writes the log into the file without
    /// the check (the file stays unchecked, a damaged page it never read keeps its bytes); one that
    /// changed data checks first, and on a damaged file keeps its changes in the log.
    func testCheckpointWritesFollowsTheRuleOfClosing() throws {
        let folder = try makeTemporaryFolder()
        let (path, sparePage) = try makeFile(in: folder)
        func walSize() -> Int { (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0 }
        try damage(page: sparePage, of: path)
        let damaged = try bytes(path)

        let cache = try checkingConnection(path)
        try cache.bookkeeping { try fill(cache, rows: 3) }
        XCTAssertGreaterThan(walSize(), 0)
        cache.checkpointWrites()
        XCTAssertEqual(walSize(), 0, "bookkeeping: written into the file")
        XCTAssertEqual(cache.fileCondition, .unchecked, "without the check")
        let written = try bytes(path)
        XCTAssertNotEqual(written, damaged)
        XCTAssertEqual(
            written.subdata(in: (sparePage - 1) * 4096..<sparePage * 4096), damaged.subdata(in: (sparePage - 1) * 4096..<sparePage * 4096),
            "the damaged page it never read keeps its bytes")

        let data = try checkingConnection(path)
        try fill(data, rows: 2, from: 3)
        data.checkpointWrites()
        XCTAssertEqual(data.fileCondition, .damaged, "data: checked first")
        XCTAssertEqual(try bytes(path), written, "and kept out of the damaged file")
        XCTAssertGreaterThan(walSize(), 0)
    }

    /// Rule: without a soundness check a connection follows SQLite's own rules: a commit that fills
    /// the log to the auto-checkpoint size checkpoints at once, a connection that changed data
    /// checkpoints on close.
    func testConnectionWithoutCheckCheckpointsAsSQLiteDoes() throws {
        let folder = try makeTemporaryFolder()
        let (path, _) = try makeFile(in: folder)
        let original = try bytes(path)
        var configuration = Database.Configuration()
        configuration.autoCheckpointFrames = 40
        try {
            let database = try Database(path: path, configuration: configuration)
            try fill(database, rows: 5)
            XCTAssertEqual(try bytes(path), original)
            try fill(database, rows: 60, from: 5)
            XCTAssertGreaterThan(try bytes(path).count, original.count)
            XCTAssertEqual(database.fileCondition, .unchecked)
        }()
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"), "checkpointed and removed on close")
    }

    /// Rule: a catalog checks its file before writing into it: its connection is configured with
    /// `quick_check`, and `quickCheck()`'s verdict is the connection's.
    func testCatalogConnectionsCheckBeforeCheckpointing() throws {
        let folder = try makeTemporaryFolder()
        let catalog = try makeCatalog(in: folder)
        XCTAssertNotNil(catalog.database.configuration.soundnessCheck)
        XCTAssertEqual(catalog.database.fileCondition, .unchecked)
        XCTAssertNil(try catalog.quickCheck())
        XCTAssertEqual(catalog.database.fileCondition, .sound)
    }
}
