import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// A damaged catalog file: reported, refused, never written.
final class CorruptionTests: CatalogTestCase {
    /// Rule: a damaged file (bytes overwritten in the middle) is reported by `db check` (exit 1);
    /// every command that writes refuses it (now that `db check` marked it, naming the mark),
    /// pointing to `db check`, and leaves it as it is;
    /// commands that read either work or refuse it the same way.
    func testCorruptedCatalogIsReportedAndNeverWritten() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(600, prefix: "old", favoriteEvery: 3))
        try succeed(["grid", "--format", "json", "-q"])
        var bytes = try Data(contentsOf: URL(fileURLWithPath: database))
        var random = SplitMix64(seed: 8)
        let middle = bytes.count / 2
        for offset in middle..<middle + 8_192 { bytes[offset] = UInt8.random(in: .min ... .max, using: &random) }
        try bytes.write(to: URL(fileURLWithPath: database))
        let damaged = try digest()

        let check = try corolla(["db", "check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertFalse(check.stdout.hasPrefix("integrity:     ok"), check.stdout)
        XCTAssertEqual(check.stderr, "Error: the catalog at \(database) failed its checks\n")
        let refusal = "Error: the catalog '\(database)' is damaged ("
        let advice = "); it was left as it is. Run 'corolla db check' to see what is wrong\n"
        let writes = [
            ["plants", "add", "Fern"], ["plants", "edit", "old1", "--notes", "x"], ["plants", "water", "old2"],
            ["plants", "remove", "old4", "--yes"], ["favorites", "add", "old5"], ["import", "-", "--format", "csv"],
            ["cache", "clear"], ["init"],
        ]
        for arguments in writes {
            let output = try corolla(arguments, input: "name\nMint\n")
            XCTAssertEqual(output.status, 1, arguments.joined(separator: " "))
            XCTAssertTrue(output.stderr.hasPrefix(refusal) && output.stderr.contains(database + ".damaged"), output.stderr)
            XCTAssertTrue(output.stderr.contains("run 'corolla db check'"), output.stderr)
            XCTAssertEqual(try digest(), damaged, arguments.joined(separator: " "))
        }
        for arguments in [["plants", "list"], ["favorites", "list"], ["export"], ["db", "status"], ["grid", "--format", "json"]] {
            let output = try corolla(arguments)
            XCTAssertTrue(
                output.status == 0 || (output.status == 1 && output.stderr.hasPrefix(refusal) && output.stderr.hasSuffix(advice)),
                "\(arguments.joined(separator: " ")): \(output.status) \(output.stderr)")
        }
        XCTAssertEqual(try corolla(["db", "check"]).status, 1)
    }

    /// Rule: damage that no command meets is never written over. Commands that read the catalog do
    /// not check it first (that would slow the warm path), so a `grid` that reads only intact pages
    /// works and writes its cache entries into the file when it closes — only the pages those
    /// entries changed, never the damaged page, which keeps its bytes for `db check`. No command
    /// that changes data writes into the file: its connection checks it first and finds the damage.
    func testDamageNoCommandMeetsIsNeverWrittenOver() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(40, prefix: "old", favoriteEvery: 2))
        XCTAssertFalse(FileManager.default.fileExists(atPath: database + "-wal"), "the import is in the file")
        let page = try {
            let store = try CatalogStore(path: database, mode: .readOnly)
            return try store.database.fetchValue(Int.self, "SELECT rootpage FROM sqlite_schema WHERE name = 'plants_by_kind'") ?? 0
        }()
        XCTAssertGreaterThan(page, 1)
        // The index of plants by kind, which neither the grid nor the listings read: no B-tree page any more.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: database))
        try handle.seek(toOffset: UInt64((page - 1) * 4096))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
        try handle.close()
        func damagedPage() throws -> Data {
            try Data(contentsOf: URL(fileURLWithPath: database)).subdata(in: (page - 1) * 4096..<page * 4096)
        }
        let damaged = try damagedPage()

        // The grids and listings read only intact pages and must work; the others may meet the damage.
        let reads: [(arguments: [String], mustWork: Bool)] = [
            (["grid", "--format", "json", "--width", "834"], true), (["grid", "--format", "json", "--width", "600"], true),
            (["plants", "list"], true), (["favorites", "list"], true), (["export"], false), (["db", "status"], false),
            (["cache", "stats"], false), (["grid", "--format", "json", "--columns", "3"], true), (["plants", "list"], true),
        ]
        for (arguments, mustWork) in reads {
            let output = try corolla(arguments)
            let refused = output.status == 1 && output.stderr.contains("is damaged") && output.stderr.contains("corolla db check")
            XCTAssertTrue(output.status == 0 || (!mustWork && refused), "\(arguments.joined(separator: " ")): \(output.stderr)")
            XCTAssertEqual(try damagedPage(), damaged, arguments.joined(separator: " "))
        }
        let before = try digest()
        XCTAssertEqual(try corolla(["plants", "add", "Fern"]).status, 1)
        XCTAssertEqual(try digest(), before, "a change of data is refused and written nowhere")
        XCTAssertEqual(try corolla(["db", "check"]).status, 1)
        XCTAssertEqual(try damagedPage(), damaged)
        let marked = try digest()
        XCTAssertEqual(try corolla(["grid", "--format", "json", "--width", "700"]).status, 0)
        XCTAssertEqual(try digest(), marked, "a catalog marked damaged gets no cache writes")
    }
}
