import Foundation
import XCTest

/// A full disk — a 1 MB tmpfs where mounting one works (root), and a file-size limit (`ulimit -f`)
/// everywhere: a clear error (exit 1, never a crash), and nothing written halfway.
final class FullDiskTests: CatalogTestCase {
    /// Rule: on a full disk an import fails with a clear error and writes nothing; so do a grid
    /// and an export whose output has no room (no partial file is left); freed, all is as before.
    func testFullDisk() throws {
        let disk = try tinyDisk()
        let catalog = disk.appendingPathComponent("garden.sqlite").path
        let run = { (arguments: [String]) in try self.corolla(arguments + ["--db", catalog]) }
        let seed = plantsCSV(5, prefix: "seed", favoriteEvery: 1)
        XCTAssertEqual(try corolla(["import", "-", "--format", "csv", "-q", "--db", catalog], input: seed).status, 0)
        try Data(plantsCSV(10_000, prefix: "many", favoriteEvery: 2).utf8).write(to: URL(fileURLWithPath: path("many.csv")))

        let failed = try run(["import", path("many.csv")])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stderr.hasPrefix("Error: cannot "), failed.stderr)
        XCTAssertTrue(failed.stderr.hasSuffix("; nothing was written\n"), failed.stderr)
        let filler = disk.appendingPathComponent("filler")
        try fill(filler.path)
        for (arguments, file) in [(["grid", "-o"], "grid.png"), (["export", "-o"], "plants.csv")] {
            let output = try run(arguments + [disk.appendingPathComponent(file).path])
            XCTAssertEqual(output.status, 1, output.stderr)
            XCTAssertTrue(output.stderr.hasPrefix("Error: cannot "), output.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: disk.appendingPathComponent(file).path), file)
        }
        try FileManager.default.removeItem(at: filler)
        XCTAssertEqual(try run(["db", "check"]).status, 0)
        XCTAssertEqual((try json(try run(["db", "status", "--json"])) as? [String: Any])?["plants"] as? Int, 5)
        XCTAssertEqual(try succeed(["grid", "--format", "json", "-q", "--db", catalog]).stdout,
                       try succeed(["grid", "--format", "json", "-q", "--no-cache", "--db", catalog]).stdout)
    }

    /// Rule: under a file-size limit (`ulimit -f`, which corolla meets as failing writes, not as
    /// SIGXFSZ) an import that outgrows it fails clearly and leaves the catalog as it was.
    func testFileSizeLimit() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(5, prefix: "seed", favoriteEvery: 1))
        let before = try digest()
        try Data(plantsCSV(10_000, prefix: "many", favoriteEvery: 2).utf8).write(to: URL(fileURLWithPath: path("many.csv")))
        let limited = ["/bin/bash", "-c", "ulimit -f 256 && exec \"$0\" \"$@\""]
        let failed = try corolla(["import", path("many.csv")], launcher: limited)
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(
            failed.stderr, "Error: cannot read or write the catalog '\(database)': disk I/O error (is the disk full, or the file over a "
                + "size limit?); nothing was written\n")
        XCTAssertEqual(try digest(), before)
        try assertSoundAndFresh()
        XCTAssertEqual(try plantCount(), 5)
    }

    /// Rule: a grid is a read: on a full disk it still prints the grid (exit 0), with one warning
    /// that the cache was not updated, and the catalog's data is as it was.
    func testAGridOnAFullDiskStillPrints() throws {
        let disk = try tinyDisk()
        let catalog = disk.appendingPathComponent("garden.sqlite").path
        XCTAssertEqual(try corolla(["import", "-", "--format", "csv", "-q", "--db", catalog], input: plantsCSV(8, prefix: "seed", favoriteEvery: 1)).status, 0)
        let expected = try succeed(["grid", "--format", "json", "--width", "834", "--no-cache", "--db", catalog]).stdout
        try fill(disk.appendingPathComponent("filler").path)
        let full = try corolla(["grid", "--format", "json", "--width", "834", "--db", catalog])
        XCTAssertEqual(full.status, 0, full.stderr)
        XCTAssertEqual(full.stdout, expected)
        XCTAssertTrue(full.stderr.hasPrefix("warning: the cache was not updated: "), full.stderr)
        XCTAssertEqual(full.stderr.split(separator: "\n").count, 1, full.stderr)
    }

    /// Rule: under a file-size limit a grid whose cache writes outgrow it still prints the grid
    /// (exit 0) with one warning, and the catalog is sound with its plants unchanged (the cache
    /// counters committed before the failing write reach the file on close). (The limit leaves room for
    /// SQLite's 32 KiB shared-memory file, without which nothing can be read, and for a few pages
    /// of write-ahead log, less than 300 cards' sizes and layout take.)
    func testAGridUnderAFileSizeLimitStillPrints() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(300, prefix: "seed", favoriteEvery: 1))
        let expected = try succeed(["grid", "--format", "json", "--width", "834", "--no-cache"]).stdout
        let before = try succeed(["export", "--format", "json"]).stdout
        let limited = ["/bin/bash", "-c", "ulimit -f 40 && exec \"$0\" \"$@\""]
        let output = try corolla(["grid", "--format", "json", "--width", "834"], launcher: limited)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(output.stdout, expected)
        XCTAssertEqual(output.stderr, "warning: the cache was not updated: the disk is full or a file-size limit was reached (disk I/O error)\n")
        try succeed(["db", "check"])
        XCTAssertEqual(try succeed(["export", "--format", "json"]).stdout, before)
    }

    /// A 1 MB tmpfs in the test's folder, unmounted after the test; skips the test where mounting
    /// one is not allowed.
    private func tinyDisk() throws -> URL {
        let disk = folder.appendingPathComponent("tiny")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        guard try mountTinyFileSystem(at: disk.path) else { throw XCTSkip("cannot mount a tmpfs here (needs root)") }
        addTeardownBlock { _ = try? Self.system(["/bin/umount", "-l", disk.path]) }
        return disk
    }

    /// Mounts a 1 MB tmpfs at `path`: false when this process may not (not root, no capability).
    private func mountTinyFileSystem(at path: String) throws -> Bool {
        guard getuid() == 0 else { return false }
        return try Self.system(["/bin/mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", path]) == 0
    }

    /// Runs a system command quietly and returns its exit status.
    private static func system(_ command: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Writes zeros to a new file at `path` until the file system has no room left.
    private func fill(_ path: String) throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let chunk = Data(count: 4_096)
        while (try? handle.write(contentsOf: chunk)) != nil {}
    }
}
