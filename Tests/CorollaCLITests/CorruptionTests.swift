import Foundation
import XCTest

/// A damaged catalog file: reported, refused, never written.
final class CorruptionTests: CatalogTestCase {
    /// Rule: a damaged file (bytes overwritten in the middle) is reported by `db check` (exit 1);
    /// every command that writes refuses it, pointing to `db check`, and leaves it as it is;
    /// commands that read either work or refuse it the same way.
    func testCorruptedCatalogIsReportedAndNeverWritten() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(600, prefix: "old", favoriteEvery: 3))
        try succeed(["grid", "--format", "json", "-q"])
        var bytes = try Data(contentsOf: URL(fileURLWithPath: database))
        srand48(8)
        let middle = bytes.count / 2
        for offset in middle..<middle + 8_192 { bytes[offset] = UInt8(truncatingIfNeeded: lrand48()) }
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
            ["plants", "remove", "old4"], ["favorites", "add", "old5"], ["import", "-", "--format", "csv"],
            ["cache", "clear"], ["init"],
        ]
        for arguments in writes {
            let output = try corolla(arguments, input: "name\nMint\n")
            XCTAssertEqual(output.status, 1, arguments.joined(separator: " "))
            XCTAssertTrue(output.stderr.hasPrefix(refusal) && output.stderr.hasSuffix(advice), output.stderr)
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
}
