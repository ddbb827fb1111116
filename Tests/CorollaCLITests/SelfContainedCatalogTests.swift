import CorollaTestSupport
import Foundation
import XCTest

/// Every command leaves the catalog file self-contained when it exits: what it wrote, cache rows
/// included, is in the file, and no write-ahead log with frames is left beside it — so the restore
/// people do by hand (`cp backup.sqlite garden.sqlite`) meets no frame of the file it replaces.
final class SelfContainedCatalogTests: CatalogTestCase {
    /// The size of the catalog's `-wal` file: 0 when there is none.
    private func walSize() -> Int {
        (try? FileManager.default.attributesOfItem(atPath: database + "-wal")[.size] as? Int) ?? 0
    }

    /// Rule: after any command, no frame is left in the catalog's log.
    func testNoCommandLeavesFramesInTheLog() throws {
        try importFile("seed.csv", plantsCSV(30, prefix: "seed", favoriteEvery: 2), ["-q"])
        XCTAssertEqual(walSize(), 0, "import")
        let commands: [[String]] = [
            ["plants", "add", "Fern", "--kind", "foliage", "-q"], ["plants", "edit", "fern", "--notes", "Misted.", "-q"],
            ["plants", "water", "fern", "-q"], ["favorites", "add", "fern", "-q"], ["favorites", "move", "fern", "--to", "1", "-q"],
            ["grid", "--format", "json", "-q"], ["grid", "--format", "json", "-q"], ["grid", "--format", "json", "--width", "834", "-q"],
            ["cache", "warm", "-q"], ["cache", "clear", "-q"], ["grid", "--format", "json", "--style", "detail", "-q"], ["plants", "list"],
            ["export", "-o", path("out.csv"), "-q"], ["calendar", "-o", path("out.ics"), "-q"], ["db", "check"], ["init", "-q"],
            ["backup", path("b.sqlite"), "-q"], ["restore", path("b.sqlite"), "-q"], ["plants", "remove", "fern", "--yes", "-q"],
        ]
        for command in commands {
            try succeed(command)
            XCTAssertEqual(walSize(), 0, "corolla \(command.joined(separator: " ")) left frames in the log")
        }
    }

    /// Rule: backup → (changes) → grid → `cp backup over` → `plants list` and `db check` are
    /// clean: the grid's cache writes are in the file it replaced, not in a log whose frames would
    /// be replayed onto the backup's pages.
    func testCopyingABackupOverTheCatalogAfterAGridIsClean() throws {
        try importFile("seed.csv", plantsCSV(40, prefix: "seed", favoriteEvery: 1), ["-q"])
        try succeed(["backup", path("backup.sqlite"), "-q"])
        let before = try succeed(["export"]).stdout
        for (round, arguments) in [["--style", "detail"], ["--style", "detail"], ["--width", "600"]].enumerated() {
            // The catalog moves on from the backup: its pages are no longer the backup's.
            try importFile("later.csv", plantsCSV(30, prefix: "later\(round)x", favoriteEvery: 1), ["-q"])
            try succeed(["grid", "--format", "json", "-q"] + arguments)
            // `cp backup.sqlite garden.sqlite`: the file's bytes replaced in place.
            try Data(contentsOf: URL(fileURLWithPath: path("backup.sqlite"))).write(to: URL(fileURLWithPath: database))
            try succeed(["plants", "list"])
            let check = try corolla(["db", "check"])
            XCTAssertEqual(check.status, 0, "after grid \(arguments): \(check.stdout)\(check.stderr)")
            XCTAssertEqual(try succeed(["export"]).stdout, before)
        }
        try assertSoundAndFresh()
    }
}
