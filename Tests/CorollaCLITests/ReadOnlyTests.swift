import Foundation
import XCTest

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

        // Reading the read-only file left SQLite's -wal and -shm files; without them, SQLite cannot
        // even read in a read-only folder.
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
        try setMode(0o666, database)
        try setMode(0o555, folder.path)
        for arguments in writes + [["plants", "list"], ["grid"], ["db", "check"]] {
            let output = try corolla(arguments, launcher: launcher)
            XCTAssertEqual(output.status, 1, arguments.joined(separator: " "))
            XCTAssertTrue(output.stderr.contains("its folder '\(folder.path)' is read-only"), output.stderr)
        }
        XCTAssertEqual(try digest(), before)
    }
}
