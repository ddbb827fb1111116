import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// A catalog whose unique index on `plants.key` lost a row: damage `PRAGMA quick_check` does not
/// see, which `db check` reports and marks, and which no write turns into a second plant with a key.
final class DamagedIndexTests: CatalogTestCase {
    /// Rule: with the index missing a plant's row (and `quick_check` passing), a write that would
    /// give a second plant its key is refused and writes nothing.
    func testMissingIndexRowIsNeverTurnedIntoADuplicateKey() throws {
        try makeCatalogMissingIndexRow()
        XCTAssertTrue(try fail(["plants", "add", "Fern", "--key", "old7"], status: 1).contains("already has the key 'old7'"))
        XCTAssertTrue(try fail(["plants", "edit", "old8", "--key", "old7"], status: 1).contains("'old7'"))
        XCTAssertEqual(try plantsWithKey("old7"), 1)
        try succeed(["plants", "add", "Mint", "--key", "mint"])
    }

    /// Rule: `db check` reports an index missing a row (exit 1) and marks the catalog
    /// (`garden.sqlite.damaged`); every command that writes then refuses it, naming the mark, while
    /// commands that read still read; once the catalog is repaired, `db check` removes the mark and
    /// writes work again.
    func testDamagedCatalogIsMarkedUntilACheckFindsItSound() throws {
        try makeCatalogMissingIndexRow()
        let check = try corolla(["db", "check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("row 8 missing from index sqlite_autoindex_plants_1"), check.stdout)
        let damaged = try digest()
        let mark = database + ".damaged"
        let marked = try String(contentsOfFile: mark, encoding: .utf8)
        XCTAssertTrue(marked.contains("row 8 missing from index sqlite_autoindex_plants_1"), marked)

        let refusal = "Error: the catalog '\(database)' is damaged (an integrity check found it so: see '\(mark)'); it was left as it is."
        let writes = [
            ["plants", "add", "Fern"], ["plants", "edit", "old1", "--notes", "x"], ["plants", "water", "old2"],
            ["plants", "remove", "old4", "--yes"], ["favorites", "add", "old5"], ["import", "-", "--format", "csv"], ["cache", "clear"], ["init"],
        ]
        for arguments in writes {
            let output = try corolla(arguments, input: "name\nMint\n")
            XCTAssertEqual(output.status, 1, arguments.joined(separator: " "))
            XCTAssertTrue(output.stderr.hasPrefix(refusal) && output.stderr.contains("corolla db check"), output.stderr)
        }
        XCTAssertEqual(try digest(), damaged)
        for arguments in [["plants", "list"], ["plants", "show", "old8"], ["favorites", "list"], ["export"]] {
            XCTAssertEqual(try corolla(arguments).status, 0, arguments.joined(separator: " "))
        }

        let repair = try Database(path: database)
        try repair.execute("REINDEX plants")
        try succeed(["db", "check"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: mark))
        try succeed(["plants", "add", "Fern"])
        XCTAssertTrue(try fail(["plants", "add", "Fern", "--key", "old7"], status: 1).contains("already has the key 'old7'"))
    }

    /// 30 plants, `old0` to `old29`, the unique index on their keys missing `old7`'s row (row 8).
    func makeCatalogMissingIndexRow() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(30, prefix: "old", favoriteEvery: 3))
        try IndexDamage.removeRow(ofPlantWithKey: "old7", catalog: database)
        XCTAssertNil(try CatalogStore(path: database, mode: .readOnly).quickCheck(), "quick_check does not see it")
    }

    /// How many rows of `plants` have `key`, read from the table, not its index.
    private func plantsWithKey(_ key: String) throws -> Int {
        try CatalogStore(path: database, mode: .readOnly).database.fetchScalar(
            Int.self, "SELECT count(*) FROM plants NOT INDEXED WHERE key = ?", [.text(key)])
    }
}

extension DamagedIndexTests {
    /// Rule: an import into a small catalog runs the full integrity check first: an index missing
    /// a row (which `quick_check` misses) is refused with the damage message (exit 1), nothing is
    /// written, and the catalog is marked damaged.
    func testImportChecksASmallCatalogWholeFirst() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(30, prefix: "old", favoriteEvery: 3))
        try IndexDamage.removeRow(ofPlantWithKey: "old7", catalog: database)
        try succeed(["plants", "list"])
        let damaged = try digest()
        let output = try corolla(["import", "-", "--format", "csv"], input: "key,name\nnew1,Mint\n")
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(
            output.stderr.hasPrefix("Error: the catalog '\(database)' is damaged (row 8 missing from index sqlite_autoindex_plants_1"),
            output.stderr)
        XCTAssertTrue(output.stderr.hasSuffix("Run 'corolla db check' to see what is wrong\n"), output.stderr)
        XCTAssertEqual(try digest(), damaged)
        XCTAssertTrue(FileManager.default.fileExists(atPath: database + ".damaged"))
    }
}

extension DamagedIndexTests {
    /// Rule: `db check` of a damaged catalog whose mark cannot be written (a folder has its name)
    /// still reports the failed checks (exit 1), and says the catalog could not be marked.
    func testACheckThatCannotMarkStillReportsTheDamage() throws {
        try makeCatalogMissingIndexRow()
        try FileManager.default.createDirectory(atPath: database + ".damaged", withIntermediateDirectories: false)
        let check = try corolla(["db", "check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("row 8 missing from index sqlite_autoindex_plants_1"), check.stdout)
        XCTAssertTrue(
            check.stderr.hasPrefix("Error: the catalog at \(database) failed its checks, and it could not be marked damaged: "), check.stderr)
    }
}
