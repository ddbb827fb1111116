import Foundation
import XCTest

/// Messages name the real cause: a folder or a forbidden path given as a file to read; and a pipe
/// is read like a file.
final class FailureMessageTests: CatalogTestCase {
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

    /// Rule: a file in a folder the user may not read is "permission denied" naming the path.
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
        ]
        XCTAssertEqual(chmod(folder.path, 0o777), 0)
        for (arguments, message) in cases {
            let output = try corolla(arguments, launcher: launcher)
            XCTAssertEqual(output.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(output.stderr, message)
        }
    }
}
