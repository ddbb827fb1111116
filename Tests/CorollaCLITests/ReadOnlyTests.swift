import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaStore

/// A read-only catalog file or folder: a clear error (exit 1, never a crash) for what cannot be
/// done, and nothing written.
final class ReadOnlyTests: CatalogTestCase {
    /// A catalog of 12 plants, 6 of them favorites, with a cached grid; closed.
    private func seed() throws -> String {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(12, prefix: "seed", favoriteEvery: 2))
        return try succeed(["grid", "--format", "json", "-q"]).stdout
    }

    private func setMode(_ mode: Int, _ path: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }

    /// Rule: a read-only file is read (a cached grid served, another computed with a warning that
    /// the cache was not updated) and every write is refused naming the file; a read-only folder (SQLite cannot make its write-ahead log beside
    /// the file) is refused naming the folder. The file stays byte for byte as it was.
    func testReadOnlyFileAndFolder() throws {
        let launcher = try unprivileged()
        let grid = try seed()
        try Data(plantsCSV(3, prefix: "new", favoriteEvery: 1).utf8).write(to: URL(fileURLWithPath: path("new.csv")))
        let before = try digest()
        defer { try? setMode(0o755, folder.path) }
        let writes = [["plants", "add", "Fern"], ["import", path("new.csv")], ["favorites", "add", "seed1"], ["cache", "clear"]]

        try setMode(0o777, folder.path)
        try setMode(0o444, database)
        XCTAssertEqual(try corolla(["plants", "list", "--json"], launcher: launcher).status, 0)
        let readOnlyGrid = try corolla(["grid", "--format", "json", "-v"], launcher: launcher)
        XCTAssertEqual(readOnlyGrid.stdout, grid)
        XCTAssertTrue(readOnlyGrid.stderr.hasPrefix("layout: hit reused=6"), "the cached grid is served: \(readOnlyGrid.stderr)")
        let otherWidth = try corolla(["grid", "--format", "json", "--width", "834"], launcher: launcher)
        XCTAssertEqual(otherWidth.status, 0)
        XCTAssertEqual(otherWidth.stderr, "warning: the cache was not updated: the catalog is opened read-only\n")
        for arguments in writes {
            let output = try corolla(arguments, launcher: launcher)
            XCTAssertEqual(output.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(output.stderr, "Error: cannot write the catalog '\(database)': the file is read-only; nothing was written\n")
        }
        XCTAssertEqual(try digest(), before)

        // Reading the read-only file left SQLite's -wal and -shm files; without them, in a
        // read-only folder, the catalog is read as immutable.
        try setMode(0o666, database)
        try ReadOnlyMount.detachLog(of: database)
        try setMode(0o555, folder.path)
        for arguments in writes {
            let output = try corolla(arguments, launcher: launcher)
            XCTAssertEqual(output.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(
                output.stderr,
                "Error: cannot write the catalog '\(database)': its folder '\(folder.path)' is read-only (SQLite keeps its write-ahead log beside the file); nothing was written\n")
        }
        for arguments in [["plants", "list"], ["grid", "--no-cache"], ["db", "check"]] {
            let output = try corolla(arguments, launcher: launcher)
            XCTAssertEqual(output.status, 0, "\(arguments.joined(separator: " ")): \(output.stderr)")
        }
        XCTAssertEqual(try digest(), before)
    }

    /// Rule: a catalog on a read-only mount (which binds root too), with no `-shm` beside it, is read
    /// as immutable: listings, grids (computed, not stored), exports, the calendar, today and
    /// `db check` answer what they answer on the writable catalog; every write and a restore are
    /// refused naming the mount (exit 1). Nothing is written into or beside the catalog.
    func testCatalogOnReadOnlyMount() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(12, prefix: "seed", favoriteEvery: 2))
        try Data(plantsCSV(3, prefix: "new", favoriteEvery: 1).utf8).write(to: URL(fileURLWithPath: path("new.csv")))
        let reads = [
            ["plants", "list", "--json"], ["grid", "--no-cache", "--format", "json"], ["export", "--format", "csv"], ["calendar"],
            ["today"], ["db", "check"],
        ]
        let expected = try reads.map { try succeed($0).stdout }
        try succeed(["backup", path("backup.sqlite")])
        try ReadOnlyMount.detachLog(of: database)
        let before = try digest()
        let mount = try ReadOnlyMount(folder: folder.path)
        for (arguments, stdout) in zip(reads, expected) {
            let output = try corolla(arguments, launcher: mount.launcher)
            XCTAssertEqual(output.status, 0, "\(arguments.joined(separator: " ")): \(output.stderr)")
            XCTAssertEqual(output.stdout, stdout, arguments.joined(separator: " "))
        }
        let cold = try corolla(["grid", "--format", "json"], launcher: mount.launcher)
        XCTAssertEqual(cold.stdout, expected[1], "a grid the cache does not hold is computed")
        XCTAssertEqual(cold.stderr, "warning: the cache was not updated: the catalog is opened read-only\n")
        for arguments in [["plants", "add", "Fern"], ["import", path("new.csv")], ["favorites", "add", "seed1"], ["plants", "water", "seed0"], ["cache", "clear"]] {
            let output = try corolla(arguments, launcher: mount.launcher)
            XCTAssertEqual(output.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(output.stderr, "Error: cannot write the catalog '\(database)': its file system is mounted read-only; nothing was written\n")
        }
        let restore = try corolla(["restore", path("backup.sqlite")], launcher: mount.launcher)
        XCTAssertEqual(restore.status, 1)
        XCTAssertEqual(
            restore.stderr,
            "Error: cannot restore '\(path("backup.sqlite"))' into the catalog '\(database)': its file system is mounted read-only; the catalog was left as it was\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["backup.sqlite", "garden.sqlite", "new.csv"])
        XCTAssertEqual(try digest(), before)
    }

    /// Rule: on a read-only mount, a catalog whose write-ahead log holds frames (copied with it, no
    /// `-shm` beside them) is not read as immutable, which would miss them: reading is refused
    /// naming the log, exit 1.
    func testLogWithFramesOnReadOnlyMountIsRefused() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(4, prefix: "seed", favoriteEvery: 2))
        let copy = folder.appendingPathComponent("copy")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
        let copied = copy.appendingPathComponent("garden.sqlite").path
        do {
            // Copied while the connection is open: its last commit is in the log only.
            let database = try Database(path: self.database)
            try database.execute("PRAGMA wal_autocheckpoint = 0")
            try database.execute("UPDATE plants SET notes = 'changed'")
            for suffix in ["", "-wal"] { try FileManager.default.copyItem(atPath: self.database + suffix, toPath: copied + suffix) }
        }
        XCTAssertGreaterThan(try FileManager.default.attributesOfItem(atPath: copied + "-wal")[.size] as? Int ?? 0, 0)
        let mount = try ReadOnlyMount(folder: copy.path)
        let output = try corolla(["plants", "list", "--db", copied], launcher: mount.launcher)
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(
            output.stderr,
            "Error: cannot read the catalog '\(copied)': its file system is mounted read-only, and SQLite must create 'garden.sqlite-shm' "
                + "there to read the changes its write-ahead log 'garden.sqlite-wal' holds; copy the catalog (and its -wal file) to a folder you may write\n")
    }
}
