import CorollaService
import CorollaStore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// `corolla grid` in every format, its cache line, and its frames against `corolla layout`.
final class GridCommandTests: CatalogTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try addFavorites(["Aloe vera", "Ficus lyrata", "Pilea peperomioides", "Monstera deliciosa", "Calathea orbifolia"])
        try succeed(["plants", "add", "文竹", "--kind", "fern", "-q"])
        try succeed(["favorites", "add", "文竹"])
    }

    private func data(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path(name)))
    }

    /// The grid's JSON frames.
    private func frames(_ arguments: [String]) throws -> [String: Any] {
        try json(try succeed(["grid", "--format", "json"] + arguments)) as? [String: Any] ?? [:]
    }

    func testPNGHasTheSignatureAndTheContentSizeTimesTheScale() throws {
        let output = try succeed(["grid", "-o", path("grid.png"), "--style", "detail", "--scale", "3", "--width", "400"])
        let png = try data("grid.png")
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let number = { (offset: Int) in png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let content = try frames(["--style", "detail", "--width", "400", "--scale", "3"])["contentSize"] as? [Double]
        XCTAssertEqual(number(16), 1200)
        XCTAssertEqual(Double(number(20)), ((content?[1] ?? 0) * 3).rounded(.up))
        XCTAssertEqual(output.stdout, "Wrote \(path("grid.png")): 6 cards, 1200×\(number(20)) px\n")
    }

    /// The service draws the very bytes `corolla grid` writes (the command only asks and writes), and
    /// the PDF pages it counts.
    func testTheServiceRendersTheBytesTheCommandWrites() throws {
        try succeed(["grid", "-o", path("grid.png"), "--style", "detail", "--width", "400"])
        let wrote = try succeed(["grid", "-o", path("grid.pdf"), "--style", "detail", "--width", "400", "--page-height", "300"]).stdout
        let service = try CatalogService(path: database)
        var parameters = GridParameters(width: 400)
        parameters.style = .detail
        let result = try service.grid.result(for: parameters.request())
        XCTAssertEqual(try service.grid.render(result, as: .png).data, try data("grid.png"))
        let pdf = try service.grid.render(result, as: .pdf, pageHeight: 300)
        XCTAssertGreaterThan(pdf.pageCount, 1)
        XCTAssertEqual(wrote, "Wrote \(path("grid.pdf")): 6 cards, \(pdf.pageCount) pages\n")
    }

    func testSVGParses() throws {
        try succeed(["grid", "-o", path("grid.svg"), "--layout", "flow", "--style", "chip"])
        let parser = XMLParser(data: try data("grid.svg"))
        XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))")
    }

    func testPDFPageCount() throws {
        let output = try succeed(["grid", "-o", path("grid.pdf"), "--style", "detail", "--columns", "1", "--page-height", "300", "--json"])
        let pdf = String(decoding: try data("grid.pdf"), as: UTF8.self)
        let pages = pdf.components(separatedBy: "/Type /Page").count - 1 - (pdf.components(separatedBy: "/Type /Pages").count - 1)
        XCTAssertGreaterThan(pages, 1)
        XCTAssertEqual((try json(output) as? [String: Any])?["extent"] as? String, "\(pages) pages")
        XCTAssertEqual(
            try fail(["grid", "--page-height", "300"], status: 64).split(separator: "\n").first, "Error: '--page-height' applies to --format pdf and png only.")
    }

    /// Rule: the JSON frames are `corolla layout`'s for the same layout and the cards' sizes.
    func testJSONFramesEqualCorollaLayoutOnTheSameSizes() throws {
        for grouping in ["none", "kind"] {
            let grid = try frames(["--group-by", grouping, "--columns", "3", "--width", "600"])
            let sections = grid["sections"] as? [[String: Any]] ?? []
            XCTAssertEqual(sections.flatMap { $0["plantIds"] as? [Int] ?? [] }.count, 6)
            let requestSections = sections.map { section -> [String: Any] in
                let items = (section["items"] as? [[Double]] ?? []).map { ["height": $0[3]] }
                return grouping == "kind" ? ["items": items, "header": 44] : ["items": items]
            }
            let request: [String: Any] = [
                "width": 600, "height": 844, "scale": 2,
                "layout": [
                    "type": "waterfall", "columnCount": 3, "minimumColumnSpacing": 8, "minimumInteritemSpacing": 8,
                    "sectionInset": ["top": 12, "left": 12, "bottom": 12, "right": 12],
                ],
                "sections": requestSections,
            ]
            let text = String(decoding: try JSONSerialization.data(withJSONObject: request), as: UTF8.self)
            let laidOut = try JSONSerialization.jsonObject(with: Data(try CLIRunner.layout(text).stdout.utf8)) as? [String: Any]
            XCTAssertEqual(laidOut?["contentSize"] as? [Double], grid["contentSize"] as? [Double], grouping)
            let expected = (laidOut?["sections"] as? [[String: Any]] ?? []).map { $0["items"] as? [[Double]] ?? [] }
            XCTAssertEqual(sections.map { $0["items"] as? [[Double]] ?? [] }, expected, grouping)
        }
    }

    func testTextSketchNumbersTheCards() throws {
        let sketch = try succeed(["grid", "--group-by", "kind"]).stdout
        XCTAssertTrue(sketch.contains("## Foliage"), sketch)
        XCTAssertTrue(sketch.contains("|6"), sketch)
        XCTAssertTrue(sketch.contains("+---"), sketch)
    }

    /// Rule: the second identical grid is a cache hit; --no-cache bypasses; a change is partial or a miss.
    func testVerboseCacheLine() throws {
        let first = try succeed(["grid", "--format", "json", "--verbose"]).stderr
        XCTAssertTrue(first.hasPrefix("layout: miss reused=0 laidOut=6 · sizes: cached=0 measured=6 · ms="), first)
        let second = try succeed(["grid", "--format", "json", "-v"]).stderr
        XCTAssertTrue(second.hasPrefix("layout: hit reused=6 laidOut=0 · sizes: cached=0 measured=0 · ms="), second)
        let bypassed = try succeed(["grid", "--format", "json", "-v", "--no-cache"]).stderr
        XCTAssertTrue(bypassed.hasPrefix("layout: bypassed reused=0 laidOut=6 · sizes: cached=0 measured=6 · ms="), bypassed)
        try succeed(["plants", "add", "Hoya", "-q"])
        try succeed(["favorites", "add", "hoya", "-q"])
        let partial = try succeed(["grid", "--format", "json", "-v"]).stderr
        XCTAssertTrue(partial.hasPrefix("layout: partial reused=6 laidOut=") && partial.contains(" · sizes: cached=0 measured=1 · ms="), partial)
    }

    /// Rule: card sizes changed from outside make `db check` fail (exit 1) naming the rows; the next
    /// grid measures them again with one note under `-v`, and is the uncached grid; then the check passes.
    func testDamagedCardSizesAreReportedAndMeasuredAgain() throws {
        let fresh = try succeed(["grid", "--format", "json", "--no-cache"]).stdout
        try succeed(["grid", "--format", "json"])
        try Database(path: database).executeScript("UPDATE card_sizes SET height = height + 50; DELETE FROM layout_cache;")
        let check = try corolla(["db", "check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.hasSuffix("cache rows:    card_sizes: 6 of 6 rows fail their checksum\n"), check.stdout)
        let again = try succeed(["grid", "--format", "json", "-v"])
        XCTAssertEqual(again.stdout, fresh)
        let notes = again.stderr.split(separator: "\n").filter { $0.hasPrefix("note: ") }
        XCTAssertEqual(notes, ["note: 6 cached card sizes were damaged (checksum); measured again"], again.stderr)
        XCTAssertTrue(again.stderr.contains("sizes: cached=0 measured=6"), again.stderr)
        XCTAssertTrue(try succeed(["db", "check"]).stdout.hasSuffix("cache rows:    ok\n"))
    }

    /// Rule: the cache keeps the latest layout of every key. After warming three widths, an edit
    /// that changes no card's size (a watering) leaves each width's next grid a partial outcome
    /// that reuses every frame and measures nothing.
    func testEveryWidthSurvivesAnEditThatChangesNoSize() throws {
        try succeed(["cache", "warm", "--widths", "390,834,1024", "-q"])
        let layouts = { () throws -> Int? in (try self.json(try self.succeed(["cache", "stats", "--json"])) as? [String: Any])?["layout_entries"] as? Int }
        XCTAssertEqual(try layouts(), 3)
        let favorites = try json(try succeed(["favorites", "list", "--json"])) as? [[String: Any]]
        let plant = try XCTUnwrap(favorites?.first?["key"] as? String)
        try succeed(["plants", "water", plant, "--on", "2026-11-30", "-q"])
        for width in ["390", "834", "1024"] {
            let line = try succeed(["grid", "--width", width, "--format", "json", "-v"]).stderr
            XCTAssertTrue(line.hasPrefix("layout: partial reused=6 laidOut=0 · sizes: cached=0 measured=0 · ms="), "\(width): \(line)")
        }
        XCTAssertEqual(try layouts(), 3)
    }

    /// Rule: cache warm checks the options at each width it warms, and at no other.
    func testCacheWarmChecksEachWidthItWarms() throws {
        XCTAssertTrue(try succeed(["cache", "warm", "--widths", "1024", "--inset", "400"]).stdout.hasPrefix(" 1024 pt: layout: miss"))
        XCTAssertEqual(
            try fail(["cache", "warm", "--widths", "834,390,1024", "--inset", "300"], status: 64).split(separator: "\n").first,
            "Error: The waterfall layout cannot use sectionInset (--inset) = 300.0+300.0: the container (390.0) is narrower than the section's insets.")
        XCTAssertEqual(
            try fail(["cache", "warm", "--widths", "1024,390", "--inset", "400"], status: 64).split(separator: "\n").first,
            "Error: '--inset 400' is as wide as the container or wider (390 points).")
        XCTAssertTrue(try succeed(["grid", "--width", "1024", "--inset", "400", "--format", "json", "-v"]).stderr.hasPrefix("layout: hit"))
    }

    /// Rule: `cache stats` lists each stored layout (layout, the dimension it depends on, scale,
    /// style, grouping, revision, cards, size, last use) and the card sizes per style and width;
    /// `cache budget` shows and sets the byte budget, evicting the least recently used at once.
    func testCacheStatsListsLayoutsAndBudgetEvicts() throws {
        try succeed(["cache", "warm", "--widths", "390,834", "-q"])
        try succeed(["cache", "warm", "--widths", "600", "--style", "detail", "--group-by", "kind", "-q"])
        let stats = try XCTUnwrap(try json(try succeed(["cache", "stats", "--json"])) as? [String: Any])
        let layouts = try XCTUnwrap(stats["layouts"] as? [[String: Any]])
        XCTAssertEqual(layouts.map { $0["width"] as? Double }, [600, 834, 390], "most recently used first")
        XCTAssertEqual(layouts.first?["grouping"] as? String, "kind 44.0")
        XCTAssertEqual(layouts.first?["style"] as? String, "detail")
        XCTAssertEqual(layouts.map { $0["cards"] as? Int }, [6, 6, 6])
        XCTAssertEqual((stats["card_sizes"] as? [[String: Any]])?.count, 3)
        let text = try succeed(["cache", "stats"]).stdout
        XCTAssertTrue(text.contains("waterfall  width 834 "), text)
        XCTAssertEqual(try succeed(["cache", "budget"]).stdout, "Cache budget: 64.0 MB\n")
        XCTAssertTrue(text.contains("\nbudget 64.0 MB: "), text)
        XCTAssertEqual(stats["budget_used_bytes"] as? Int, (stats["layout_bytes"] as? Int ?? 0) + (stats["card_size_bytes"] as? Int ?? 0))
        // The 600-point grid, the last used: its layout and its (detail) card sizes.
        let sizes = try XCTUnwrap((stats["card_sizes"] as? [[String: Any]])?.first { $0["style"] as? String == "detail" })
        let bytes = try XCTUnwrap(layouts.first?["bytes"] as? Int) + (try XCTUnwrap(sizes["bytes"] as? Int))
        let set = try succeed(["cache", "budget", "\(bytes)"]).stdout
        XCTAssertTrue(set.hasPrefix("Cache budget set to ") && set.hasSuffix(" KB; 2 layouts and 12 card sizes evicted\n"), set)
        let kept = try XCTUnwrap(try json(try succeed(["cache", "stats", "--json"])) as? [String: Any])
        XCTAssertEqual((kept["layouts"] as? [[String: Any]])?.map { $0["width"] as? Double }, [600])
        XCTAssertEqual((kept["card_sizes"] as? [[String: Any]])?.map { $0["style"] as? String }, ["detail"])
        XCTAssertTrue(try fail(["cache", "budget", "64 furlongs"], status: 64).hasPrefix("Error: Invalid value '64 furlongs' for '<size>'"))
    }

    func testCacheStatsWarmClear() throws {
        let warm = try succeed(["cache", "warm", "--widths", "390,834"]).stdout
        XCTAssertEqual(warm.split(separator: "\n").count, 2)
        XCTAssertTrue(warm.contains("834 pt: layout: miss"), warm)
        XCTAssertTrue(try succeed(["grid", "--width", "834", "--format", "json", "-v"]).stderr.hasPrefix("layout: hit"))
        let stats = try json(try succeed(["cache", "stats", "--json"])) as? [String: Any]
        XCTAssertEqual(stats?["layout_entries"] as? Int, 2)
        XCTAssertEqual(try succeed(["cache", "clear"]).stdout, "Cleared the caches.\n")
        XCTAssertTrue(try succeed(["cache", "stats"]).stdout.hasPrefix("0 layouts"))
    }
}
