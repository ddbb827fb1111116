import Foundation
import XCTest

/// `--db`, `--json`, `--quiet` and `--verbose` before the subcommand (`corolla --db garden.sqlite
/// plants list`, as `git -C`), for the subcommands that take them.
final class GlobalOptionTests: CatalogTestCase {
    /// A catalog other than the test's default one (`COROLLA_DB`), with two plants, one a favorite.
    func otherCatalog() throws -> String {
        let other = path("other.sqlite")
        for name in ["Fern", "Aloe vera"] { try succeed(["plants", "add", name, "--db", other, "-q"]) }
        try succeed(["favorites", "add", "fern", "--db", other, "-q"])
        return other
    }

    func testBeforeTheSubcommandReadsAsAfterIt() throws {
        let other = try otherCatalog()
        let pairs: [([String], [String])] = [
            (["--db", other, "plants", "list"], ["plants", "list", "--db", other]),
            (["--db=" + other, "--json", "plants", "list"], ["plants", "list", "--db=" + other, "--json"]),
            (["--json", "--db", other, "favorites", "list"], ["favorites", "list", "--json", "--db", other]),
            (["--db", other, "grid", "--width", "390", "--format", "txt"], ["grid", "--width", "390", "--format", "txt", "--db", other]),
        ]
        for (before, after) in pairs {
            let early = try succeed(before), late = try succeed(after)
            XCTAssertEqual(early.stdout, late.stdout, before.joined(separator: " "))
            XCTAssertFalse(early.stdout.isEmpty)
        }
        XCTAssertTrue(try succeed(["--db", other, "plants", "list"]).stdout.contains("Aloe vera"))
        XCTAssertFalse(try succeed(["plants", "list"]).stdout.contains("Aloe vera"), "the default catalog is another file")
    }

    func testQuietAndVerboseBeforeTheSubcommand() throws {
        let added = try succeed(["-q", "plants", "add", "Monstera"])
        XCTAssertEqual(added.stdout, "")
        XCTAssertTrue(try succeed(["plants", "add", "Pilea"]).stdout.contains("pilea"))
        try succeed(["favorites", "add", "monstera", "pilea", "-q"])
        let grid = try succeed(["-v", "grid", "--width", "390", "-o", path("grid.png")])
        XCTAssertTrue(grid.stderr.contains("layout: miss"), grid.stderr)
        // The line has the shape the flag's help gives (N a count, T milliseconds).
        let help = try succeed(["--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let shape = try XCTUnwrap(help.range(of: "gave: ").map { help[$0.upperBound...] }?.prefix { $0 != "\n" && $0 != "-" })
            .trimmingCharacters(in: .whitespaces).dropLast()  // the sentence's full stop
        let pattern = NSRegularExpression.escapedPattern(for: String(shape))
            .replacingOccurrences(of: "hit\\|partial\\|miss", with: "(hit|partial|miss)")
            .replacingOccurrences(of: "=N", with: "=[0-9]+").replacingOccurrences(of: "=T", with: "=[0-9.]+")
        XCTAssertNotNil(grid.stderr.range(of: "^" + pattern + "$", options: [.regularExpression, .anchored]), "\(grid.stderr) is not \(shape)")
    }

    func testAnOptionTheSubcommandDoesNotTakeIsAUsageError() throws {
        let refused = try corolla(["--json", "demo", "--dir", path("demo")])
        XCTAssertEqual(refused.status, 64)
        XCTAssertEqual(refused.stderr, errorLine("'corolla demo' does not take '--json'.", kind: "usage", exit: 64, json: true) + "\n")
        let plain = try corolla(["demo", "--dir", path("demo"), "--no-such-option"])
        XCTAssertTrue(plain.stderr.hasPrefix("Error: Unknown option '--no-such-option'."), plain.stderr)
        XCTAssertTrue(plain.stderr.contains("\nUsage: corolla demo "), plain.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("demo")))
        let missing = try corolla(["--db"])
        XCTAssertEqual(missing.status, 64)
        XCTAssertTrue(missing.stderr.hasPrefix("Error: Missing value for '--db <path>'.\n"), missing.stderr)
        let mistyped = try corolla(["--jsno", "plants", "list"])
        XCTAssertEqual(mistyped.status, 64)
        XCTAssertTrue(mistyped.stderr.hasPrefix("Error: Unknown option '--jsno'. Did you mean '--json'?\n"), mistyped.stderr)
    }

    func testTheRootHelpAndUsageShowThem() throws {
        let help = try succeed(["--help"]).stdout
        XCTAssertTrue(help.contains("\nUSAGE: corolla [--db <path>] [--json] [--quiet] [--verbose] <subcommand>\n"), help)
        XCTAssertTrue(help.contains("corolla --db garden.sqlite plants list"), help)
        for label in ["  --db <path> ", "  --json ", "  -q, --quiet ", "  -v, --verbose "] { XCTAssertTrue(help.contains(label), label) }
        XCTAssertEqual(try succeed(["--db", path("other.sqlite")]).stdout, help, "the root alone is its help")
    }
}
