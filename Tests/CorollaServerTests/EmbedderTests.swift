import CorollaTestSupport
import Foundation
import XCTest

/// The build tool that embeds the page and the migrations (`Embedder texts|migrations OUTPUT FILE…`),
/// run as the plugins run it, on files of the test's own.
final class EmbedderTests: XCTestCase {
    static let embedder = ServeProcess.executable.deletingLastPathComponent().appendingPathComponent("Embedder")

    /// Writes `files` (name → bytes) into a fresh folder, runs the embedder's `mode` on them, and
    /// returns its exit status, the generated source and what it printed on standard error.
    func embed(_ mode: String, _ files: [(String, [UInt8])]) throws -> (status: Int32, source: String, errors: String) {
        let folder = try makeTemporaryFolder()
        var paths: [String] = []
        for (index, (name, bytes)) in files.enumerated() {
            let directory = folder.url.appendingPathComponent("\(index)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let output = folder.path("Out.swift")
        let run = try Subprocess.run(Self.embedder, [mode, output] + paths)
        let source = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        return (run.status, source, run.errors)
    }

    func testTextsBecomeOneConstantEachNamedAfterTheFile() throws {
        let text = "a \"quoted\" \\ line\n\ttabbed, 多肉 🌵\r\n\u{1B}[0m"
        let run = try embed("texts", [("app.js", Array(text.utf8)), ("2nd-page.html", Array("<p>".utf8))])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.source.contains("enum EmbeddedText {\n"), run.source)
        XCTAssertTrue(run.source.contains(#"    static let app_js = "a \"quoted\" \\ line\n\ttabbed, 多肉 🌵\r\n\u{1b}[0m""#), run.source)
        XCTAssertTrue(run.source.contains(#"    static let _2nd_page_html = "<p>""#), run.source)
        XCTAssertTrue(run.source.contains(#"static let byFileName: [String: String] = [\#n        "2nd-page.html": _2nd_page_html,\#n        "app.js": app_js,\#n    ]"#), run.source)
    }

    func testTwoFilesWithOneNameAreRefused() throws {
        let run = try embed("texts", [("app.js", Array("1".utf8)), ("app-js", Array("2".utf8))])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.hasPrefix("Embedder: error: "), run.errors)
        XCTAssertTrue(run.errors.contains("would both be EmbeddedText.app_js"), run.errors)
    }

    func testNonUTF8AndBadUsageAreRefused() throws {
        let bytes = try embed("texts", [("app.css", [0x61, 0xFF, 0x62])])
        XCTAssertEqual(bytes.status, 1)
        XCTAssertTrue(bytes.errors.contains("app.css: not valid UTF-8"), bytes.errors)
        let mode = try embed("pictures", [])
        XCTAssertEqual(mode.status, 1)
        XCTAssertTrue(mode.errors.contains("usage: Embedder migrations|texts OUTPUT.swift FILE…"), mode.errors)
    }

    func testMigrationsKeepTheirRules() throws {
        let good = try embed("migrations", [("0001_first.sql", Array("CREATE TABLE t(x);".utf8))])
        XCTAssertEqual(good.status, 0, good.errors)
        XCTAssertTrue(good.source.contains(#"Migration(version: 1, name: "first", sql: "CREATE TABLE t(x);")"#), good.source)
        XCTAssertTrue(good.source.contains(#"SchemaObject(type: "table", name: "t", table: "t", sql: "CREATE TABLE t(x)")"#), good.source)
        let badName = try embed("migrations", [("1_first.sql", Array("SELECT 1;".utf8))])
        XCTAssertEqual(badName.status, 1)
        XCTAssertTrue(badName.errors.contains("1_first.sql: a migration is named NNNN_description.sql"), badName.errors)
    }
}
