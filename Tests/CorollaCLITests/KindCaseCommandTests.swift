import Foundation
import XCTest

/// Kinds read as one from the command line: the grid's sections, the filters, the kind list,
/// and the import's `--kind-case`.
final class KindCaseCommandTests: CatalogTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        for (name, kind) in [("Aloe", "succulent"), ("Haworthia", "SUCCULENT"), ("Echeveria", "SUCCULENT"), ("Fern", "fern")] {
            try succeed(["plants", "add", name, "--kind", kind, "-q"])
        }
        try succeed(["favorites", "add", "aloe", "haworthia", "echeveria", "fern", "-q"])
    }

    /// Rule: grouping by kind gives one section per kind ignoring case, headed by the most used
    /// spelling (its first letter capitalised).
    func testGroupingShowsTheMostUsedSpelling() throws {
        let sketch = try succeed(["grid", "--group-by", "kind"]).stdout
        XCTAssertEqual(sketch.split(separator: "\n").filter { $0.hasPrefix("## ") }, ["## Fern", "## SUCCULENT"])
    }

    /// Rule: `--kind` in any spelling selects every spelling; the kind list shows each kind once.
    func testFiltersAndTheKindListIgnoreCase() throws {
        XCTAssertEqual(try succeed(["plants", "list", "--kind", "Succulent", "--format", "tsv"]).stdout.split(separator: "\n").count, 4)
        XCTAssertEqual(try succeed(["plants", "kinds"]).stdout, "1  fern\n3  SUCCULENT\n")
        let listed = try json(try succeed(["plants", "kinds", "--json"])) as? [[String: Any]]
        XCTAssertEqual(listed?.map { $0["kind"] as? String }, ["fern", "SUCCULENT"])
        XCTAssertEqual(listed?.map { $0["plants"] as? Int }, [1, 3])
    }

    /// Rule: `import --kind-case` writes the kinds read in lowercase or title case (keep: as
    /// read); kinds the file does not give stay as they are; with `--history` it is refused.
    func testImportNormalisesKinds() throws {
        try Data("key,name,kind\nmint,Mint,HERB plant\nsage,Sage,herb PLANT\n".utf8).write(to: URL(fileURLWithPath: path("herbs.csv")))
        try succeed(["import", path("herbs.csv"), "--kind-case", "title", "-q"])
        XCTAssertEqual(try succeed(["plants", "kinds"]).stdout, "1  fern\n2  Herb Plant\n3  SUCCULENT\n")
        try succeed(["import", path("herbs.csv"), "--kind-case", "lower", "-q"])
        XCTAssertTrue(try succeed(["plants", "kinds"]).stdout.contains("2  herb plant\n"))
        try succeed(["import", path("herbs.csv"), "-q"])
        XCTAssertTrue(try succeed(["plants", "kinds"]).stdout.contains("2  HERB plant\n"), "keep is the default: two spellings of one kind, the first in byte order shown")
        try Data("key,name\naloe,Aloe vera\n".utf8).write(to: URL(fileURLWithPath: path("names.csv")))
        try succeed(["import", path("names.csv"), "--kind-case", "title", "-q"])
        XCTAssertTrue(try succeed(["plants", "show", "aloe"]).stdout.contains("kind:         succulent\n"))
        XCTAssertTrue(
            try fail(["import", "--history", path("herbs.csv"), "--kind-case", "lower"], status: 64)
                .hasPrefix("Error: --kind-case does not apply to --history: a watering history has no kinds.\n"))
    }
}
