import Foundation
import XCTest

/// Messages name the real cause: a file cut short, a folder or a device given as the catalog, a
/// folder or a forbidden path given as a file to read; and a pipe is read like a file.
final class FailureMessageTests: CatalogTestCase {
    /// Rule: a catalog cut short says so, with its size and the size its header gives; `db check`
    /// does not point to itself, every other command points to it. The file is left as it is.
    func testATruncatedCatalogSaysItWasCutShort() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(300, prefix: "p", favoriteEvery: 3))
        try succeed(["init", "-q"])
        let whole = try Data(contentsOf: URL(fileURLWithPath: database))
        let pages = whole[28..<32].reduce(0) { $0 << 8 | Int($1) }
        let truncated = path("truncated.sqlite")
        try whole.prefix(5_000).write(to: URL(fileURLWithPath: truncated))
        let cause = "the catalog '\(truncated)' is damaged: it was cut short (it is 5000 bytes, but its header gives \(pages) pages "
            + "of 4096 bytes, \(pages * 4096)); it was left as it is. Restore it from a backup"
        let check = try corolla(["db", "check", "--db", truncated])
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stderr, "Error: \(cause)\n")
        for arguments in [["plants", "list"], ["plants", "add", "Fern"], ["grid"]] {
            let output = try corolla(arguments + ["--db", truncated])
            XCTAssertEqual(output.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(output.stderr, "Error: \(cause). Run 'corolla db check' to see what is wrong\n", arguments.joined(separator: " "))
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: truncated)), whole.prefix(5_000))
    }

    /// Rule: a folder or a device as the catalog is named as such (exit 1) by readers and writers
    /// alike, instead of a disk I/O error.
    func testAFolderOrADeviceIsNotACatalog() throws {
        try FileManager.default.createDirectory(atPath: path("shelf"), withIntermediateDirectories: true)
        for arguments in [["plants", "list"], ["init"], ["db", "status"], ["db", "check"]] {
            let folderOutput = try corolla(arguments + ["--db", path("shelf")])
            XCTAssertEqual(folderOutput.status, 1)
            XCTAssertEqual(
                folderOutput.stderr,
                "Error: the catalog '\(path("shelf"))' is a folder; name the catalog file, such as '\(path("shelf"))/garden.sqlite'\n")
            let device = try corolla(arguments + ["--db", "/dev/zero"])
            XCTAssertEqual(device.status, 1)
            XCTAssertEqual(device.stderr, "Error: the catalog '/dev/zero' is a character device, not a file\n")
        }
    }

    /// Rule: `import <(command)` (a pipe named /dev/fd/N) and a FIFO are read to their end and
    /// imported; a folder given as a file to read is named as a folder.
    func testPipesAreReadAndFoldersNamed() throws {
        let bash = ["/bin/bash", "-c", "exec \"$0\" \"$@\" <(printf 'name\\nFern\\nAloe\\n')"]
        let substituted = try corolla(["import", "--format", "csv"], launcher: bash)
        XCTAssertEqual(substituted.status, 0, substituted.stderr)
        XCTAssertTrue(substituted.stdout.hasSuffix(": 2 inserted, 0 updated, 0 unchanged; 0 favorited\n"), substituted.stdout)

        let fifo = path("plants.fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let writer = Thread { FileHandle(forWritingAtPath: fifo)?.write(Data("name\nFig\n".utf8)) }
        writer.start()
        XCTAssertEqual(try succeed(["import", fifo, "--format", "csv"]).stdout, "Imported \(fifo): 1 inserted, 0 updated, 0 unchanged; 0 favorited\n")
        XCTAssertEqual(try plantCount(), 3)

        XCTAssertEqual(try fail(["import", folder.path, "--format", "csv"], status: 1), "Error: cannot read '\(folder.path)': it is a folder; name a file\n")
        XCTAssertEqual(try fail(["layout", "--input", folder.path], status: 1), "Error: cannot read '\(folder.path)': it is a folder; name a file\n")
    }

    /// Rule: a file in a folder the user may not read is "permission denied" naming the path, for
    /// a file to read and for the catalog (a reader does not take it for a missing catalog).
    func testAForbiddenFolderIsPermissionDenied() throws {
        let launcher = try unprivileged()
        let locked = path("locked")
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        try Data("name\nFern\n".utf8).write(to: URL(fileURLWithPath: locked + "/plants.csv"))
        try succeed(["init", "-q", "--db", locked + "/garden.sqlite"])
        XCTAssertEqual(chmod(locked, 0o700), 0)
        if getuid() != 0 { XCTAssertEqual(chmod(locked, 0o000), 0) }
        defer { chmod(locked, 0o755) }
        let other = path("other.sqlite")
        let cases: [([String], String)] = [
            (["import", locked + "/plants.csv", "--db", other], "Error: cannot read '\(locked)/plants.csv': permission denied\n"),
            (["layout", "--input", locked + "/request.json"], "Error: cannot read '\(locked)/request.json': permission denied\n"),
            (["plants", "list", "--db", locked + "/garden.sqlite"], "Error: cannot reach the catalog '\(locked)/garden.sqlite': permission denied\n"),
        ]
        XCTAssertEqual(chmod(folder.path, 0o777), 0)
        for (arguments, message) in cases {
            let output = try corolla(arguments, launcher: launcher)
            XCTAssertEqual(output.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(output.stderr, message)
        }
    }
}
