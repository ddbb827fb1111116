import CorollaTestSupport
import Foundation
import XCTest

/// `corolla import` of every format and `export` back: quoting, BOM, CRLF, bad rows, round trips.
final class ImportCommandTests: CatalogTestCase {
    private func names() throws -> [String] {
        (try json(try succeed(["plants", "list", "--json"])) as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    func testCSVWithQuotedCommasEmbeddedNewlinesBOMAndCRLF() throws {
        let csv = "\u{FEFF}key,name,kind,notes,favorite\r\nfig,\"Ficus, the fiddle-leaf\",foliage,\"Line one\r\nline two\",yes\r\naloe,Aloe vera,succulent,,no\r\n"
        let output = try importFile("plants.csv", csv)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(output.stdout, "Imported \(path("plants.csv")): 2 inserted, 0 updated, 0 unchanged; 1 favorited\n")
        let fig = try json(try succeed(["plants", "show", "fig", "--json"])) as? [String: Any]
        XCTAssertEqual(fig?["name"] as? String, "Ficus, the fiddle-leaf")
        XCTAssertEqual(fig?["notes"] as? String, "Line one\r\nline two")
        XCTAssertEqual(fig?["favorite"] as? Bool, true)
    }

    func testTSVJSONAndNDJSON() throws {
        try importFile("a.tsv", "name\tkind\tnotes\nBasil\therb\tTab\\there\n")
        try importFile("b.json", #"[{"name": "Mint", "kind": "herb", "water_every_days": 2}, {"name": "文竹", "favorite": true}]"#)
        try importFile("c.ndjson", "{\"name\": \"Thyme\"}\n\n{\"name\": \"Sage\", \"last_watered\": \"2026-01-02\"}\n")
        XCTAssertEqual(try names(), ["Basil", "Mint", "Sage", "Thyme", "文竹"])
        XCTAssertEqual((try json(try succeed(["plants", "show", "basil", "--json"])) as? [String: Any])?["notes"] as? String, "Tab\there")
    }

    func testStandardInputNeedsAFormat() throws {
        XCTAssertTrue(try fail(["import", "-"], status: 64, input: "name\nA\n").hasPrefix("Error: Cannot tell the format of standard input"))
        let output = try succeed(["import", "-", "--format", "csv", "--favorite", "--json"], input: "name\nA\nB\n")
        let summary = try json(output) as? [String: Any]
        XCTAssertEqual(summary?["inserted"] as? Int, 2)
        XCTAssertEqual(summary?["favorited"] as? Int, 2)
    }

    func testConflictPoliciesAndDryRun() throws {
        try importFile("one.csv", "key,name\nfig,Fig\n")
        XCTAssertEqual(try importFile("two.csv", "key,name\nfig,Fig tree\nnew,New\n", ["--dry-run"]).stdout,
            "Dry run of \(path("two.csv")), nothing written: would be 1 inserted, 1 updated, 0 unchanged; 0 favorited\n"
                + "  update     fig (Fig tree): name \"Fig\" → \"Fig tree\"\n  insert     new (New)\n")
        XCTAssertEqual(try names(), ["Fig"])
        XCTAssertTrue(try importFile("two.csv", "key,name\nfig,Fig tree\n", ["--on-conflict", "skip"]).stdout.contains("1 skipped"))
        let failed = try importFile("two.csv", "key,name\nfig,Fig tree\n", ["--on-conflict", "fail"])
        XCTAssertEqual(failed.status, 65)
        XCTAssertTrue(failed.stderr.hasPrefix("Error: \(path("two.csv")):2: key: the catalog already has this plant ('fig')"), failed.stderr)
        XCTAssertEqual(try fail(["import", "x.csv", "--on-conflict", "updte"], status: 64).split(separator: "\n").first,
            "Error: Invalid value 'updte' for '--on-conflict <policy>': expected one of update, skip, fail. Did you mean 'update'?")
    }

    /// Rule: a bad row exits 65 naming file, line and field, and leaves the catalog byte for byte as it was.
    func testABadRowLeavesTheCatalogByteIdentical() throws {
        try importFile("good.csv", "key,name,water_every_days\na,Aloe,7\nb,Basil,2\n")
        try succeed(["grid", "--format", "json", "-q"])
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        let bad = "key,name,water_every_days\nc,Cactus,21\nd,\"Dill\nweed\",3\ne,Echeveria,often\n"
        let output = try importFile("bad.csv", bad)
        XCTAssertEqual(output.status, 65)
        XCTAssertTrue(output.stderr.hasPrefix("Error: \(path("bad.csv")):5: water_every_days: "), output.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: database)), before)
        let unknown = try importFile("unknown.csv", "name,colour\nFern,green\n")
        XCTAssertEqual(unknown.status, 65)
        XCTAssertTrue(unknown.stderr.contains(":1: colour: unknown field"), unknown.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: database)), before)
    }

    /// Rule: export → import into an empty catalog → export gives the same text, in every format,
    /// photos included (`--photos`: the photo column names files beside the export, relative to it).
    func testExportImportRoundTrip() throws {
        try PhotoFixtures.write(PhotoFixtures.png(width: 30, height: 40, rgb: 0x336633), to: path("p.png"))
        let csv = "key,name,kind,notes,water_every_days,last_watered,photo,photo_aspect,favorite,position\nb,\"Basil, sweet\",herb,\"\",2,2026-03-04,,,true,1\na,Aloe,succulent,\"two\nlines\",14,,p.png,0.75,true,0\nc,仙人掌,cactus,,,,,,false,\n"
        XCTAssertEqual(try importFile("seed.csv", csv).status, 0)
        for format in ["csv", "tsv", "json", "ndjson"] {
            let file = path("export.\(format)")
            XCTAssertEqual(
                try succeed(["export", "-o", file, "--photos", path("photos-\(format)")]).stdout,
                "Wrote 3 plants to \(file) (\(format)) and 1 photo to \(path("photos-\(format)"))\n")
            XCTAssertTrue(try String(contentsOfFile: file, encoding: .utf8).contains("photos-\(format)/a.jpg"))
            let other = path("other-\(format).sqlite")
            XCTAssertEqual(try CLIRunner.run(["import", file, "--db", other, "-q"]).status, 0)
            let again = path("again.\(format)")
            XCTAssertEqual(try CLIRunner.run(["export", "-o", again, "--photos", path("photos-\(format)"), "--db", other, "-q"]).status, 0)
            XCTAssertEqual(try String(contentsOfFile: again, encoding: .utf8), try String(contentsOfFile: file, encoding: .utf8), format)
        }
    }
}
