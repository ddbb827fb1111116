import Foundation
import XCTest

/// `corolla import --ignore-unknown-columns` and `--dry-run`'s listing of the rows.
final class ImportListingTests: CatalogTestCase {
    /// Rule: an unknown column is refused (exit 65, the message names it and the flag) and nothing
    /// is written; with `--ignore-unknown-columns` the file imports, and ONE note lists every
    /// unknown column once (JSON and NDJSON: the union over the records, in the order first seen),
    /// also as `ignored_columns` in the JSON summary. In every format.
    func testUnknownColumnsAreRefusedOrIgnoredWithOneNote() throws {
        let files: [(String, String)] = [
            ("plants.csv", "name,colour,smell\nFern,green,earthy\nMint,green,fresh\n"),
            ("plants.tsv", "name\tcolour\tsmell\nFern\tgreen\tearthy\nMint\tgreen\tfresh\n"),
            ("plants.json", #"[{"name": "Fern", "colour": "green"}, {"name": "Mint", "smell": "fresh", "colour": "green"}]"#),
            ("plants.ndjson", "{\"name\": \"Fern\", \"colour\": \"green\"}\n{\"smell\": \"fresh\", \"name\": \"Mint\"}\n"),
        ]
        for (file, text) in files {
            let refused = try importFile(file, text)
            XCTAssertEqual(refused.status, 65, file)
            XCTAssertTrue(refused.stderr.contains("unknown field"), refused.stderr)
            // JSON and NDJSON: each record with an unknown member is a problem of its own.
            XCTAssertTrue(refused.stderr.contains("or skip \(file.hasSuffix("sv") ? "them" : "it") with --ignore-unknown-columns)\n"), refused.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: database), "\(file): the catalog was created")
            let ignored = try importFile(file, text, ["--ignore-unknown-columns"])
            XCTAssertEqual(ignored.status, 0, "\(file): \(ignored.stderr)")
            // The other note says what the file does not carry (``RoundTripCommandTests``).
            XCTAssertEqual(ignored.stderr.split(separator: "\n").filter { $0.contains("unknown") }, ["note: ignored the unknown columns colour, smell"], file)
            XCTAssertEqual(ignored.stdout, "Imported \(path(file)): 2 inserted, 0 updated, 0 unchanged; 0 favorited\n", file)
            let again = try json(try importFile(file, text, ["--ignore-unknown-columns", "--json", "-q"])) as? [String: Any]
            XCTAssertEqual(again?["ignored_columns"] as? [String], ["colour", "smell"], file)
            XCTAssertEqual(again?["unchanged"] as? Int, 2, file)
            for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: database + suffix) {
                try FileManager.default.removeItem(atPath: database + suffix)
            }
        }
        let none = try json(try importFile("plain.csv", "name\nFern\n", ["--json"])) as? [String: Any]
        XCTAssertEqual(none?["ignored_columns"] as? [String], [])
    }

    /// Rule: `--dry-run` lists the rows under its summary, the first 20 (action, key, name, and
    /// for an update the fields that change, old → new), then "… and N more"; a row equal to the
    /// stored plant is `unchanged`, not an update; the catalog file does not change.
    func testDryRunListsTheFirstTwentyRowsAndWritesNothing() throws {
        try importFile("seed.csv", "key,name,notes\nfig,Fig,Bright light\naloe,Aloe,\n")
        let before = try digest()
        var csv = "key,name,notes\nfig,Fig,Mist daily\naloe,Aloe,\n"
        for index in 1...23 { csv += "p\(index),Plant \(index),\n" }
        let output = try importFile("plants.csv", csv, ["--dry-run"])
        XCTAssertEqual(output.status, 0, output.stderr)
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(
            Array(lines.prefix(4)),
            [
                "Dry run of \(path("plants.csv")), nothing written: would be 23 inserted, 1 updated, 1 unchanged; 0 favorited",
                "  update     fig (Fig): notes \"Bright light\" → \"Mist daily\"",
                "  unchanged  aloe (Aloe)",
                "  insert     p1 (Plant 1)",
            ])
        XCTAssertEqual(lines.count, 1 + 20 + 1 + 1, output.stdout)
        XCTAssertEqual(lines[20], "  insert     p18 (Plant 18)")
        XCTAssertEqual(lines[21], "  … and 5 more")
        XCTAssertEqual(try digest(), before)
        let skipped = try importFile("skip.csv", "key,notes\nfig,Other\n", ["--dry-run", "--on-conflict", "skip"]).stdout
        XCTAssertTrue(skipped.hasSuffix("1 skipped; 0 favorited\n  skip       fig (Fig)\n"), skipped)
        XCTAssertEqual(try digest(), before)
    }

    /// Rule: `--dry-run --json` lists every row (here more than two of the importer's batches, in
    /// file order) in `rows`, beside the counts, in every format; the catalog file does not change.
    func testDryRunJSONListsEveryRow() throws {
        try importFile("seed.csv", "key,name,kind\nfig,Fig,foliage\n")
        let before = try digest()
        let count = 2_500
        let keys = ["fig"] + (1..<count).map { "p\($0)" }
        let files = [
            ("rows.csv", "key,kind\nfig,tree\n" + (1..<count).map { "p\($0),herb\n" }.joined()),
            ("rows.ndjson", "{\"key\": \"fig\", \"kind\": \"tree\"}\n" + (1..<count).map { "{\"key\": \"p\($0)\", \"kind\": \"herb\"}\n" }.joined()),
        ]
        for (file, text) in files {
            // The new keys have no name: a dry run refuses them as the import would.
            XCTAssertEqual(try importFile(file, text, ["--dry-run", "--json"]).status, 65, file)
        }
        let named = [
            ("rows.json", "[" + keys.map { "{\"key\": \"\($0)\", \"name\": \"Name \($0)\", \"kind\": \"tree\"}" }.joined(separator: ",\n") + "]"),
            ("rows.tsv", "key\tname\tkind\n" + keys.map { "\($0)\tName \($0)\ttree\n" }.joined()),
        ]
        for (file, text) in named {
            let summary = try json(try importFile(file, text, ["--dry-run", "--json"])) as? [String: Any]
            let rows = summary?["rows"] as? [[String: Any]] ?? []
            XCTAssertEqual(rows.map { $0["key"] as? String ?? "" }, keys, file)
            XCTAssertEqual(rows.first?["action"] as? String, "update", file)
            XCTAssertEqual(
                rows.first?["changes"] as? [String: [String: String]], ["name": ["old": "Fig", "new": "Name fig"], "kind": ["old": "foliage", "new": "tree"]],
                file)
            XCTAssertEqual(Set(rows.dropFirst().map { $0["action"] as? String ?? "" }), ["insert"], file)
            XCTAssertEqual(rows.last?["record"] as? Int, count, file)
            XCTAssertEqual(summary?["inserted"] as? Int, count - 1, file)
            XCTAssertEqual(summary?["dry_run"] as? Bool, true, file)
            XCTAssertEqual(try digest(), before, file)
        }
    }

    /// Rule: `corolla import --help` lists `--ignore-unknown-columns`, and says what `--dry-run` lists.
    func testHelpListsTheFlags() throws {
        let help = try succeed(["import", "--help"]).stdout
        XCTAssertTrue(help.contains("--ignore-unknown-columns"), help)
        XCTAssertTrue(help.contains("--dry-run               List the rows that would be inserted, updated,"), help)
    }
}
