import CorollaTestSupport
import Foundation
import XCTest

/// `-o` never names an input: a command that writes a file refuses (exit 64, naming both) a target
/// that is the catalog it reads, its `-journal`, `-wal` or `-shm`, through a symbolic or a hard link, or by
/// name when the file is not there yet; so do `export --photos` and the demo. The catalog keeps its
/// bytes.
final class OutputNamesInputTests: CatalogTestCase {
    /// The commands that write `-o`, each with the arguments it needs.
    private static let writers: [[String]] = [["export"], ["export", "--history"], ["grid", "--format", "json"], ["calendar"]]

    override func setUpWithError() throws {
        try super.setUpWithError()
        try addFavorites(["Fern", "Rose"])
    }

    /// Runs `arguments` and checks the refusal: exit 64, one error line naming `given` and the
    /// catalog's file `named`, and the catalog's files as they were.
    private func assertRefused(_ arguments: [String], given: String, named: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try digest()
        let output = try corolla(arguments)
        let command = arguments.joined(separator: " ")
        XCTAssertEqual(output.status, 64, "corolla \(command): \(output.stderr)", file: file, line: line)
        let error = output.stderr.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(error.hasPrefix("Error: "), "corolla \(command): \(output.stderr)", file: file, line: line)
        XCTAssertTrue(error.contains(given), "corolla \(command) does not name \(given): \(error)", file: file, line: line)
        XCTAssertTrue(error.contains("'\(named)'"), "corolla \(command) does not name \(named): \(error)", file: file, line: line)
        XCTAssertEqual(try digest(), before, "corolla \(command) changed the catalog", file: file, line: line)
    }

    /// Rule: every command that writes `-o` refuses the catalog, its `-journal`, `-wal` and `-shm`
    /// (there or not yet), a symbolic link to any of them and a hard link to the catalog.
    func testEveryWriterRefusesTheCatalogsFiles() throws {
        try FileManager.default.createSymbolicLink(atPath: path("link.out"), withDestinationPath: database)
        try FileManager.default.createSymbolicLink(atPath: path("wal-link.out"), withDestinationPath: database + "-wal")
        try FileManager.default.linkItem(atPath: database, toPath: path("hard.out"))
        for writer in Self.writers {
            for suffix in ["", "-journal", "-wal", "-shm"] {
                try assertRefused(writer + ["-o", database + suffix], given: database + suffix, named: database + suffix)
            }
            // No process holds the catalog: its (empty) log and shared memory may go, so the names are free.
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
            try assertRefused(writer + ["-o", database + "-wal"], given: database + "-wal", named: database + "-wal")
            try assertRefused(writer + ["-o", path("link.out")], given: path("link.out"), named: database)
            try assertRefused(writer + ["-o", path("wal-link.out")], given: path("wal-link.out"), named: database + "-wal")
            try assertRefused(writer + ["-o", path("hard.out")], given: path("hard.out"), named: database)
            XCTAssertFalse(FileManager.default.fileExists(atPath: database + "-wal.tmp"))
            XCTAssertFalse(FileManager.default.fileExists(atPath: database + "-journal"))
        }
    }

    /// Rule: the refusal holds for each spelling of the option and of the catalog's path (`--db`,
    /// relative, through `..`, `$COROLLA_DB`).
    func testEveryFormOfTheOptionsIsRefused() throws {
        try FileManager.default.createDirectory(atPath: path("sub"), withIntermediateDirectories: false)
        let spellings = [database, path("sub/../garden.sqlite")]
        for writer in Self.writers {
            for spelling in spellings {
                try assertRefused(writer + ["-o", spelling], given: spelling, named: database)
                try assertRefused(writer + ["--output", spelling], given: spelling, named: database)
                try assertRefused(writer + ["--output=\(spelling)"], given: spelling, named: database)
            }
            try assertRefused(writer + ["--db", path("sub/../garden.sqlite"), "-o", database], given: database, named: path("sub/../garden.sqlite"))
            let relative = try corolla(writer + ["--db", "garden.sqlite", "-o", "./garden.sqlite"], directory: folder)
            XCTAssertEqual(relative.status, 64, "\(writer) with a relative --db: \(relative.stderr)")
        }
    }

    /// Rule: a page file of a paged grid (`NAME-001.png`), known once the grid is drawn, is refused
    /// when it is the catalog: the grid may have filled its caches, but no plant changed.
    func testAPageOfAPagedGridIsRefused() throws {
        try FileManager.default.linkItem(atPath: database, toPath: path("grid-001.png"))
        let before = try succeed(["export"]).stdout
        let output = try corolla(["grid", "--format", "png", "--page-height", "200", "-o", path("grid.png")])
        XCTAssertEqual(output.status, 64, output.stderr)
        XCTAssertTrue(output.stderr.hasPrefix("Error: '-o \(path("grid-001.png"))' is the catalog '\(database)'"), output.stderr)
        XCTAssertEqual(try succeed(["export"]).stdout, before)
        try succeed(["db", "check"])
    }

    /// Rule: `backup` and `export --photos` refuse the catalog's rollback journal as their target,
    /// which SQLite would delete at the next write.
    func testTheJournalIsNeverATarget() throws {
        try assertRefused(["backup", database + "-journal"], given: database + "-journal", named: database + "-journal")
        try assertRefused(["export", "-o", path("out.csv"), "--photos", database + "-journal"], given: database + "-journal", named: database + "-journal")
        XCTAssertFalse(FileManager.default.fileExists(atPath: database + "-journal"))
        try succeed(["plants", "add", "Ivy"])
    }

    /// Rule: `export --photos` never writes a photo over one of the catalog's files.
    func testExportPhotosRefusesTheCatalog() throws {
        try PhotoFixtures.write(PhotoFixtures.png(width: 10, height: 20, rgb: 0x336633), to: path("a.png"))
        try Data("key,name,photo\na,A,a.png\n".utf8).write(to: URL(fileURLWithPath: path("seed.csv")))
        try succeed(["import", "-q", path("seed.csv")])
        try FileManager.default.createDirectory(atPath: path("photos"), withIntermediateDirectories: false)
        try FileManager.default.linkItem(atPath: database, toPath: path("photos/a.jpg"))
        try assertRefused(["export", "-o", path("out.csv"), "--photos", path("photos")], given: path("photos/a.jpg"), named: database)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out.csv")))
    }

    /// Rule: the demo never writes or removes the user's catalog, not even with `--force`.
    func testTheDemoRefusesAFolderHoldingTheCatalog() throws {
        try assertRefused(["demo", "--dir", folder.path, "--force"], given: database, named: database)
        let other = path("other")
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: false)
        try FileManager.default.linkItem(atPath: database, toPath: other + "/favorites-390.png")
        try assertRefused(["demo", "--dir", other, "--force"], given: other + "/favorites-390.png", named: database)
    }
}
