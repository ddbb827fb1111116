@testable import CorollaStore
import Foundation
import XCTest

/// Commands that only read never write the catalog: they open it read-only, never migrate it, and
/// read a missing or zero-byte file as an empty catalog without creating or changing it.
final class ReadingCommandTests: CatalogTestCase {
    /// Every command that only reads, with what it needs to run on the test's catalog.
    static let readers = [
        ["db", "status"], ["db", "status", "--json"], ["plants", "list"], ["plants", "list", "--json"], ["favorites", "list"],
        ["export"], ["grid", "--format", "json"], ["cache", "stats"], ["import", "-", "--format", "csv", "--dry-run"],
    ]

    /// The catalog file and its write-ahead log, as bytes (a missing log is an empty one: a
    /// read-only connection may create it, empty).
    private func files() -> [Data] {
        ["", "-wal"].map { FileManager.default.contents(atPath: database + $0) ?? Data() }
    }

    /// Rule: on a zero-byte file each reader exits 0 with a note that the file is empty, and the
    /// file stays zero bytes (SHA-256 identical); `db status` says schema version 0.
    func testAZeroByteFileIsReadAsEmptyAndLeftAsItIs() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: database, contents: Data()))
        let before = try digest()
        for arguments in Self.readers {
            let output = try corolla(arguments, input: "name\nFern\n")
            XCTAssertEqual(output.status, 0, "\(arguments): \(output.stderr)")
            if !arguments.contains("--json"), arguments[0] != "db" {
                XCTAssertTrue(output.stderr.contains("note: the catalog file \(database) is empty; reading an empty catalog"), "\(arguments): \(output.stderr)")
            }
            XCTAssertEqual(try digest(), before, "\(arguments) changed the zero-byte file")
        }
        let status = try json(try succeed(["db", "status", "--json"])) as? [String: Any]
        XCTAssertEqual(status?["schema_version"] as? Int, 0)
        XCTAssertEqual(status?["exists"] as? Bool, true)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: database)).count, 0)
        XCTAssertTrue(try succeed(["db", "status"]).stdout.contains("(an empty file: made a catalog on first write)"))
    }

    /// Rule: a missing file is not created by any reader.
    func testAMissingFileIsNotCreated() throws {
        for arguments in Self.readers {
            XCTAssertEqual(try corolla(arguments, input: "name\nFern\n").status, 0, arguments.joined(separator: " "))
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], arguments.joined(separator: " "))
        }
    }

    /// Rule: a catalog at an older schema version is refused by every reader (a conflict, exit 1) with
    /// "run `corolla init` to migrate it", byte for byte unchanged (the write-ahead log too);
    /// `corolla init` then migrates it and the readers work.
    func testAnOlderSchemaIsNotMigratedByAReader() throws {
        let older = Array(Migration.embedded.dropLast())
        do {
            let store = try CatalogStore(path: database, mode: .readWrite, configuration: Database.Configuration(), migrations: older)
            try store.database.execute("INSERT INTO plants (key, name) VALUES ('fig', 'Fig')")
        }
        let before = files()
        let version = older.last?.version ?? 0
        let latest = CatalogStore.latestSchemaVersion
        for arguments in Self.readers {
            let output = try corolla(arguments, input: "name\nFern\n")
            XCTAssertEqual(output.status, 1, "\(arguments): \(output.stderr)")
            let message = "the catalog '\(database)' has schema version \(version) and this corolla reads version \(latest): "
                + "run `corolla init` to migrate it (nothing was changed)"
            XCTAssertEqual(
                output.stderr, errorLine(message, kind: "conflict", exit: 1, json: arguments.contains("--json")) + "\n",
                arguments.joined(separator: " "))
            XCTAssertEqual(files(), before, "\(arguments) changed the catalog")
        }
        let check = try corolla(["db", "check"])
        XCTAssertEqual(check.status, 0, "db check reads the pages of any version: \(check.stdout)\(check.stderr)")
        XCTAssertEqual(files(), before)
        try succeed(["init", "-q"])
        XCTAssertEqual(try plantCount(), 1)
        XCTAssertEqual((try json(try succeed(["db", "status", "--json"])) as? [String: Any])?["schema_version"] as? Int, latest)
    }

    /// Rule: a reader opens the catalog read-only: with plants and a cached grid, `plants list`,
    /// `export` and `db status` leave the file and its write-ahead log byte for byte as they were.
    func testReadersLeaveACurrentCatalogAsItIs() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(6, prefix: "p", favoriteEvery: 2))
        try succeed(["grid", "--format", "json", "-q"])
        let before = files()
        for arguments in [["plants", "list"], ["export"], ["db", "status"], ["favorites", "list"], ["cache", "stats"], ["db", "check"]] {
            try succeed(arguments)
            XCTAssertEqual(files(), before, arguments.joined(separator: " "))
        }
    }
}
