import Foundation
import XCTest

/// `corolla grid --page-height` with PNG: one file a page, the PDF's pages; and a PNG too large
/// for one image refused with the ways out.
final class GridPagesCommandTests: CatalogTestCase {
    /// Rule: a PNG taller than Cairo's 32,767 pixels is refused (exit 64) before it is drawn, with
    /// the height it would need and the ways out; no file is written.
    func testOnePNGBeyondCairosLimitIsRefusedWithTheWaysOut() throws {
        try addFavorites(count: 300)
        let content = (try json(try succeed(["grid", "--format", "json"])) as? [String: Any])?["contentSize"] as? [Double]
        let pixels = Int(((content?[1] ?? 0) * 2).rounded(.up))
        XCTAssertGreaterThan(pixels, 32_767)
        let message = try fail(["grid", "-o", path("favorites.png")], status: 64)
        XCTAssertTrue(message.hasPrefix("Error: A 780×\(pixels) px PNG ("), message)
        for way in ["--page-height 844", "--scale 1", "--format pdf or svg", "32767 px a side"] {
            XCTAssertTrue(message.contains(way), "\(way): \(message)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("favorites.png")))
    }

    /// Rule: with --page-height a PNG is one file a page, NAME-001.png, …, each the width and
    /// the page height times the scale, as many as the PDF's pages; the summary lists them.
    func testPNGPagesAreFilesOfThePDFsPages() throws {
        try addFavorites(count: 300)
        let options = ["--scale", "3", "--page-height", "844", "--style", "detail", "--json"]
        let summary = try json(try succeed(["grid", "-o", path("favorites.png")] + options)) as? [String: Any]
        let files = summary?["files"] as? [String] ?? []
        let pdf = try json(try succeed(["grid", "-o", path("favorites.pdf")] + options)) as? [String: Any]
        let pages = Int((pdf?["extent"] as? String ?? "").split(separator: " ").first ?? "") ?? 0
        XCTAssertGreaterThan(pages, 30)
        XCTAssertEqual(files, (1...pages).map { path(String(format: "favorites-%03d.png", $0)) })
        XCTAssertEqual(summary?["extent"] as? String, "\(pages) pages of 1170×2532 px")
        for file in files { XCTAssertEqual(try pixelSize(file), [1_170, 2_532], file) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("favorites.png")))
    }

    /// Rule: `--layout fan` fits the fan to the container: 200 favorites at 390 and 834 points
    /// are drawn as tiles with no warning, in one fan a page when the page is the container's
    /// height (as many pages as fans of at most the capacity); giving --angle-step draws the
    /// seed's fan, whose cards leave the canvas.
    func testFittedFanPagesOneFanAPageWithoutWarnings() throws {
        try addFavorites(count: 200)
        for width in ["390", "834"] {
            let output = try succeed(["grid", "--layout", "fan", "--width", width, "-o", path("fan\(width).png"), "--page-height", "844", "--json"])
            XCTAssertEqual(output.stderr, "", width)
            let files = (try json(output) as? [String: Any])?["files"] as? [String] ?? []
            let frames = try json(try succeed(["grid", "--layout", "fan", "--width", width, "--format", "json"])) as? [String: Any]
            let content = frames?["contentSize"] as? [Double] ?? []
            XCTAssertEqual(files.count, Int((content.last ?? 0) / 844), width)
            XCTAssertGreaterThan(files.count, 1, width)
        }
        let seed = try json(try succeed(["grid", "--layout", "fan", "--angle-step", "-0.35", "--format", "json"])) as? [String: Any]
        let sections = seed?["sections"] as? [[String: Any]] ?? []
        let xs = sections.flatMap { ($0["items"] as? [[Double]] ?? []).map { $0[0] } }
        XCTAssertLessThan(xs.min() ?? 0, 0, "the seed's fan reaches beyond the canvas")
    }

    /// Rule: the text summary of PNG pages lists the files, one a line.
    func testPNGPagesSummaryListsTheFiles() throws {
        try addFavorites(count: 12)
        let lines = try succeed(["grid", "-o", path("grid.png"), "--page-height", "400"]).stdout.split(separator: "\n").map(String.init)
        let count = lines.count - 1
        XCTAssertGreaterThan(count, 1)
        XCTAssertEqual(lines.first, "Wrote \(count) files: 12 cards, \(count) pages of 780×800 px")
        XCTAssertEqual(lines.dropFirst(), ArraySlice((1...count).map { "  " + path(String(format: "grid-%03d.png", $0)) }))
    }

    /// Rule: pages lower than the tallest card and the margin, and PNG pages for standard output,
    /// are usage errors.
    func testPagesThatCannotBeWrittenAreUsageErrors() throws {
        try addFavorites(count: 12)
        for format in ["png", "pdf"] {
            let message = try fail(["grid", "-o", path("grid.\(format)"), "--style", "detail", "--page-height", "60"], status: 64)
            XCTAssertTrue(message.hasPrefix("Error: '--page-height 60' would cut a card: the tallest card and the page margin need "), message)
        }
        for output in [[], ["-o", "-"]] {
            let message = try fail(["grid", "--format", "png", "--page-height", "844"] + output, status: 64)
            XCTAssertTrue(message.hasPrefix("Error: '--page-height' writes a PNG file a page"), message)
        }
        XCTAssertEqual(
            try fail(["grid", "--format", "svg", "--page-height", "844"], status: 64).split(separator: "\n").first,
            "Error: '--page-height' applies to --format pdf and png only.")
    }
}
