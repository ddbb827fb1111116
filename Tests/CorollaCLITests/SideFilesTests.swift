import CorollaTestSupport
import Foundation
import XCTest

/// What stands beside the catalog where SQLite keeps its rollback journal, write-ahead log or
/// shared memory is SQLite's: a folder there, or a file SQLite did not write, is refused by every
/// command with an error naming it (exit 1), never "disk I/O error", and is left as it was.
final class SideFilesTests: CatalogTestCase {
    /// Commands that read and that write the catalog.
    private static let commands: [[String]] = [["plants", "list"], ["export"], ["plants", "add", "Moss"], ["grid", "--format", "json"], ["db", "check"]]

    override func setUpWithError() throws {
        try super.setUpWithError()
        try addFavorites(["Fern", "Rose"])
    }

    /// Runs every command and checks the refusal names `file` and says what SQLite keeps there.
    private func assertEveryCommandRefuses(_ file: String, saying what: String, line: UInt = #line) throws {
        let before = try digest()
        for command in Self.commands {
            let output = try corolla(command)
            XCTAssertEqual(output.status, 1, "corolla \(command.joined(separator: " ")): \(output.stderr)", line: line)
            XCTAssertTrue(output.stderr.contains("'\(file)'"), "does not name \(file): \(output.stderr)", line: line)
            XCTAssertTrue(output.stderr.contains(what), "does not say \(what): \(output.stderr)", line: line)
            XCTAssertFalse(output.stderr.contains("disk I/O error"), output.stderr, line: line)
        }
        XCTAssertEqual(try digest(), before, "the catalog changed", line: line)
    }

    /// Rule: a folder in the place of the journal, the log or the shared memory is refused.
    func testAFolderInASideFilesPlaceIsRefused() throws {
        for (suffix, role) in [("-journal", "rollback journal"), ("-wal", "write-ahead log"), ("-shm", "shared memory")] {
            try? FileManager.default.removeItem(atPath: database + suffix)
            try FileManager.default.createDirectory(atPath: database + suffix, withIntermediateDirectories: false)
            try assertEveryCommandRefuses(database + suffix, saying: "is a folder, where SQLite keeps the catalog's \(role)")
            try FileManager.default.removeItem(atPath: database + suffix)
        }
        XCTAssertEqual(try succeed(["plants", "list", "--json"]).status, 0)
    }

    /// Rule: a file SQLite did not write in the journal's place is refused and kept byte for byte
    /// (SQLite would take it for its own and delete it).
    func testAForeignFileInTheJournalsPlaceIsKept() throws {
        let foreign = Data("my notes, saved under the wrong name\n".utf8)
        try foreign.write(to: URL(fileURLWithPath: database + "-journal"))
        try assertEveryCommandRefuses(database + "-journal", saying: "is not a rollback journal SQLite wrote")
        XCTAssertEqual(FileManager.default.contents(atPath: database + "-journal"), foreign)
    }

    /// Rule: an empty journal, as SQLite leaves one, is no refusal; neither is a missing catalog
    /// beside a sound log.
    func testAnEmptyJournalIsSQLitesOwn() throws {
        FileManager.default.createFile(atPath: database + "-journal", contents: Data())
        try succeed(["plants", "add", "Moss"])
        XCTAssertEqual(try succeed(["plants", "list", "--json"]).status, 0)
    }
}
