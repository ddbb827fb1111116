import Foundation
import XCTest

/// The bytes of every listing and export format, pinned on a fixed catalog: files under `Golden/`
/// written by the code before the exports and listings streamed their rows (and the layout frames
/// were written straight into a buffer), so any change of a byte fails here. Since photos are stored
/// in the catalog (read from their files at import), the catalog names no photo file, and a plant's
/// JSON ends with its photo's size (null without one); the filters' outputs (several kinds, the
/// search, the favorites at their positions), `export --history` and `export --json` are pinned too,
/// and what needs water (`plants list --needs-water`, `today`), pinned before it streamed; the JSON
/// listings end each plant with its `due` day and `needs_water` on the `--on` day.
final class GoldenOutputTests: CatalogTestCase {
    /// The folder of the fixed catalog (`catalog.csv`) and the expected outputs.
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Each expected file and the command that prints it.
    static let listings: [(file: String, arguments: [String])] = [
        ("export.csv", ["export", "--format", "csv"]),
        ("export.tsv", ["export", "--format", "tsv"]),
        ("export.json", ["export", "--format", "json"]),
        ("export.ndjson", ["export", "--format", "ndjson"]),
        ("plants-list.txt", ["plants", "list"]),
        ("plants-list.json", ["plants", "list", "--json"]),
        ("plants-list-foliage.txt", ["plants", "list", "--kind", "foliage"]),
        ("plants-list-search.json", ["plants", "list", "--search", "MON", "--json"]),
        ("plants-list-on.json", ["plants", "list", "--on", "2001-11-30", "--json"]),
        ("plants-list-none.txt", ["plants", "list", "--kind", "orchid"]),
        ("plants-list-none.json", ["plants", "list", "--kind", "orchid", "--json"]),
        ("favorites-list.txt", ["favorites", "list"]),
        ("favorites-list.json", ["favorites", "list", "--json"]),
        ("favorites-list-search.txt", ["favorites", "list", "--search", "VER"]),
        ("favorites-list-search.json", ["favorites", "list", "--search", "no kind", "--json"]),
        ("favorites-list-none.txt", ["favorites", "list", "--kind", "orchid"]),
        ("plants-list-foliage.txt", ["plants", "list", "--kind", "FOLIAGE", "--kind", "foliage"]),
        ("export.json", ["export", "--json"]),
        ("export-history.csv", ["export", "--history", "--format", "csv"]),
        ("export-history.json", ["export", "--history", "--format", "json"]),
        ("plants-list-needs-water.txt", ["plants", "list", "--needs-water", "--on", "2001-11-30"]),
        ("plants-list-needs-water.json", ["plants", "list", "--needs-water", "--on", "2001-11-30", "--json"]),
        ("today.txt", ["today", "--on", "2026-12-01"]),
        ("today.json", ["today", "--on", "2026-12-01", "--json"]),
        ("today-filtered.txt", ["today", "--on", "2001-11-30", "--kind", "foliage", "--kind", "fern", "--search", "I"]),
        ("today-none.txt", ["today", "--on", "2001-11-30", "--kind", "orchid"]),
        ("today-none.json", ["today", "--on", "2001-11-30", "--kind", "orchid", "--json"]),
    ]

    /// Each expected file of `corolla layout` and its request and options.
    static let layouts: [(file: String, request: String, options: [String])] = [
        ("layout-waterfall.out.json", "layout-waterfall.json", []),
        ("layout-waterfall-pretty.out.json", "layout-waterfall.json", ["--pretty"]),
        ("layout-waterfall-rect.out.json", "layout-waterfall.json", ["--rect", "0,100,390,300"]),
        ("layout-waterfall-rect-pretty.out.json", "layout-waterfall.json", ["--rect", "0,2000,390,844", "--pretty"]),
        ("layout-waterfall-scale3.out.json", "layout-waterfall-scale3.json", []),
        ("layout-fan.out.json", "layout-fan.json", []),
        ("layout-fan-pretty.out.json", "layout-fan.json", ["--pretty"]),
        ("layout-fan-rect.out.json", "layout-fan.json", ["--rect", "-100,0,300,900"]),
    ]

    /// The expected bytes of `file`.
    static func expected(_ file: String) throws -> String {
        try String(contentsOf: golden.appendingPathComponent(file), encoding: .utf8)
    }

    /// Rule: on the fixed catalog, every export format and every listing (table and JSON, filtered
    /// or not, the favorites and what needs water too) prints exactly the pinned bytes.
    func testListingsAndExportsKeepTheirBytes() throws {
        try succeed(["import", "-q", Self.golden.appendingPathComponent("catalog.csv").path])
        for (file, arguments) in Self.listings {
            let output = try succeed(arguments)
            XCTAssertEqual(output.stdout, try Self.expected(file), "corolla \(arguments.joined(separator: " "))")
        }
    }

    /// Rule: `corolla layout` prints exactly the pinned bytes for every request and option: full frames
    /// (fractional and pixel-snapped, with headers, footers and empty sections), fan rotations,
    /// `--rect` elements, compact and `--pretty`.
    func testLayoutFramesKeepTheirBytes() throws {
        for (file, request, options) in Self.layouts {
            let arguments = ["layout", "-i", Self.golden.appendingPathComponent(request).path] + options
            let output = try succeed(arguments)
            XCTAssertEqual(output.stdout, try Self.expected(file), "corolla \(arguments.joined(separator: " "))")
        }
    }

    /// Rule: `export -o FILE` writes the same bytes as the export to standard output, in every format.
    func testExportToFileKeepsItsBytes() throws {
        try succeed(["import", "-q", Self.golden.appendingPathComponent("catalog.csv").path])
        for format in ["csv", "tsv", "json", "ndjson"] {
            let target = path("out.\(format)")
            let output = try succeed(["export", "-o", target])
            XCTAssertEqual(output.stdout, "Wrote 11 plants to \(target) (\(format))\n")
            XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), try Self.expected("export.\(format)"), format)
        }
    }

    /// Rule: an empty catalog exports a header only (CSV, TSV), `[]` (JSON) or nothing (NDJSON), and
    /// lists say so.
    func testEmptyCatalogKeepsItsBytes() throws {
        try succeed(["init", "-q"])
        let expected: [([String], String)] = [
            (["export", "--format", "csv"], "key,name,kind,notes,water_every_days,last_watered,photo_aspect,favorite,position\r\n"),
            (["export", "--format", "tsv"], "key\tname\tkind\tnotes\twater_every_days\tlast_watered\tphoto_aspect\tfavorite\tposition\n"),
            (["export", "--format", "json"], "[]\n"), (["export", "--format", "ndjson"], ""),
            (["plants", "list"], "No plants.\n"), (["plants", "list", "--json"], "[]\n"),
            (["favorites", "list"], "No favorites.\n"), (["favorites", "list", "--json"], "[]\n"),
        ]
        for (arguments, text) in expected {
            XCTAssertEqual(try succeed(arguments).stdout, text, arguments.joined(separator: " "))
        }
    }
}
