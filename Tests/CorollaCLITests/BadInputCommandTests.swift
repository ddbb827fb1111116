import Foundation
import XCTest
@testable import CorollaCLI

/// Issue 8's bad input through the tool itself: every file of the import corpus, and text that
/// looks like SQL, shell syntax, right-to-left scripts, emoji and terminal escape sequences.
final class BadInputCommandTests: CatalogTestCase {
    /// The import corpus of the service tests: each file with its expected message in `<file>.expected`.
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../CorollaServiceTests/Import/Corpus").standardized

    /// Rule: `corolla import FILE` of each corpus file exits 65 with `Error: file:line: field:
    /// reason` exactly as the corpus expects, and the catalog file's hash is unchanged.
    func testEveryCorpusFileThroughCorollaImport() throws {
        try succeed(["import", "-", "--format", "csv", "--favorite", "-q"], input: "key,name\nmonstera,Monstera\npilea,Pilea\n")
        try succeed(["grid", "--format", "json", "-q"])
        // The grid leaves its cache writes in the WAL; the first command that opens the catalog for
        // writing merges them into the file when it closes, whether it writes or not (a corpus file
        // refused by the writer, after its header, does). Merged here, so the bytes compare content.
        try succeed(["import", "-", "--format", "csv", "-q"], input: "key,name\nmonstera,Monstera\npilea,Pilea\n")
        let before = try digest()
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { !$0.hasSuffix(".expected") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 50)
        for name in files {
            try FileManager.default.copyItem(at: Self.corpus.appendingPathComponent(name), to: folder.appendingPathComponent(name))
            let expected = try String(contentsOf: Self.corpus.appendingPathComponent(name + ".expected"), encoding: .utf8)
            let output = try corolla(["import", name], directory: folder)
            XCTAssertEqual(output.status, 65, name)
            XCTAssertEqual(output.stderr, "Error: " + expected.trimmingCharacters(in: .newlines) + "\n", name)
            XCTAssertEqual(try digest(), before, "\(name) changed the catalog file")
        }
    }

    /// Names and notes people (or attackers) type: stored, listed, shown and exported exactly.
    static let awkwardTexts = [
        "'); DROP TABLE plants;--",
        "Robert\"); DELETE FROM favorites WHERE (1=1",
        "$(rm -rf ~) `id` | & ; > < * ? ~ \\ ' \" !$ %s %n",
        "100% organic_mix [a-z]*",
        "مونستيرا ديليسيوزا",
        "עציץ \u{202E}evil\u{202C} שתיל",
        "🌵 Cactus 👩‍🌾 🏳️‍🌈 🇯🇵",
        "Cafe\u{301} (NFD) and Café (NFC)",
        "tab\there, newline\nthere",
        "Title\u{1B}]0;pwned\u{07} and \u{1B}[2J\u{1B}[H cleared",
        "C1 \u{9B}31m, DEL \u{7F}, return\rhere",
        "isolate \u{2066}x\u{2069}, separator\u{2028}here",
    ]

    /// Rule: awkward text survives add → show/list --json → export → import elsewhere → export;
    /// `plants show` prints it with its display controls as visible escapes (line feeds and tabs
    /// kept, continuation lines indented).
    func testSQLShellRTLAndEmojiTextIsStoredAndShownExactly() throws {
        for (index, text) in Self.awkwardTexts.enumerated() {
            let added = try succeed(["plants", "add", text, "--key", "p\(index)", "--kind", text, "--notes", text, "--json"])
            XCTAssertEqual((try json(added) as? [String: Any])?["name"] as? String, text)
            let shown = try json(try succeed(["plants", "show", "p\(index)", "--json"])) as? [String: Any]
            XCTAssertEqual(shown?["name"] as? String, text)
            XCTAssertEqual(shown?["kind"] as? String, text)
            XCTAssertEqual(shown?["notes"] as? String, text)
            // The text form indents a value's continuation lines under the first.
            let indented = text.visible(keepingLines: true).replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: 14))
            XCTAssertTrue(try succeed(["plants", "show", "p\(index)"]).stdout.contains("name:         \(indented)\n"), text)
        }
        let listed = try json(try succeed(["plants", "list", "--json"])) as? [[String: Any]] ?? []
        XCTAssertEqual(Set(listed.compactMap { $0["name"] as? String }), Set(Self.awkwardTexts))
        XCTAssertEqual((try json(try succeed(["plants", "list", "--search", "%", "--json"])) as? [[String: Any]])?.count, 2)
        for format in ["csv", "tsv", "json", "ndjson"] {
            let file = path("all.\(format)")
            try succeed(["export", "-o", file, "-q"])
            let other = path("other-\(format).sqlite")
            XCTAssertEqual(try CLIRunner.run(["import", file, "--db", other, "-q"]).status, 0, format)
            XCTAssertEqual(try CLIRunner.run(["export", "--format", format, "--db", other]).stdout, try String(contentsOfFile: file, encoding: .utf8), format)
        }
    }
}
