import CorollaJSON
import Foundation
import XCTest
@testable import CorollaCLI

/// Text from imported files cannot drive the terminal: every human-readable output shows display
/// controls (C0 and C1 controls, DEL, line and paragraph separators, bidirectional overrides and
/// isolates) as visible escapes, JSON escapes them as `\u`, and the catalog stores them unchanged.
final class TerminalSafetyTests: CatalogTestCase {
    /// Names that would change the terminal's title, clear the screen, colour it through a C1
    /// control sequence introducer, reverse text, or break a line inside a table cell.
    static let hostile = [
        "Title\u{1B}]0;pwned\u{07}fern",
        "Clear\u{1B}[2J\u{1B}[Hscreen",
        "C1\u{9B}31mred",
        "Bidi \u{202E}txt.exe\u{202C} and \u{2066}isolate\u{2069}",
        "Two\nlines\tand\rreturn",
        "Bell\u{07} del\u{7F} sep\u{2028}end",
    ]

    /// Rule: each class of character has its visible escape; line feeds and tabs are kept only
    /// where asked; text with nothing to escape is returned as it is.
    func testVisibleEscapesEveryClass() {
        XCTAssertEqual("a\u{1B}[2Jb".visible(), "a\\e[2Jb")
        XCTAssertEqual("\u{0}\u{07}\u{08}\u{1F}".visible(), "\\x00\\x07\\x08\\x1f")
        XCTAssertEqual("\n\t\r".visible(), "\\n\\t\\r")
        XCTAssertEqual("\n\t\r".visible(keepingLines: true), "\n\t\\r")
        XCTAssertEqual("\u{7F}".visible(), "\\x7f")
        XCTAssertEqual("\u{80}\u{9B}\u{9F}".visible(), "\\u0080\\u009b\\u009f")
        XCTAssertEqual("\u{2028}\u{2029}".visible(), "\\u2028\\u2029")
        XCTAssertEqual((0x202A...0x202E).compactMap(Unicode.Scalar.init).map { String($0).visible() },
                       ["\\u202a", "\\u202b", "\\u202c", "\\u202d", "\\u202e"])
        XCTAssertEqual((0x2066...0x2069).compactMap(Unicode.Scalar.init).map { String($0).visible() },
                       ["\\u2066", "\\u2067", "\\u2068", "\\u2069"])
        for plain in ["Monstera", "龟背竹", "🌵 👩‍🌾", "Cafe\u{301}", "مونستيرا", "\u{200F}rlm", "a\\e b", "\u{A0}nbsp"] {
            XCTAssertEqual(plain.visible(), plain)
        }
    }

    /// Rule: the hostile names are stored exactly (JSON gives them back), and no human-readable
    /// output — tables, a plant's fields, change summaries, the grid's sketch, error messages
    /// quoting a key, an import's error quoting a value, paths — prints a display control
    /// (but the line feeds and tabs of a plant's fields).
    func testNoOutputPrintsADisplayControl() throws {
        var csv = "key,name,kind,notes,favorite\n"
        for (index, name) in Self.hostile.enumerated() {
            let quoted = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            csv += "h\(index),\(quoted),\(quoted),\(quoted),true\n"
        }
        try succeed(["import", "-", "--format", "csv", "-q"], input: csv)
        let listed = try json(try succeed(["plants", "list", "--json"])) as? [[String: Any]] ?? []
        XCTAssertEqual(Set(listed.compactMap { $0["name"] as? String }), Set(Self.hostile))

        let hostilePath = path("odd\u{1B}]0;title\u{07}.csv")
        try Data("name,water_every_days\nFern,\u{1B}[2J\n".utf8).write(to: URL(fileURLWithPath: hostilePath))
        var outputs: [(String, CLIRunner.Output)] = []
        for arguments in [
            ["plants", "list"], ["favorites", "list"], ["plants", "show", "h0"], ["plants", "show", "h4"],
            ["grid", "--group-by", "kind"], ["plants", "add", Self.hostile[1], "--key", "added\u{1B}[2J"],
            ["plants", "edit", "h2", "--notes", "\u{9B}2J"], ["plants", "water", "h3"], ["favorites", "move", "h5", "--to", "1"],
            ["plants", "show", "missing\u{1B}]0;x\u{07}"], ["import", hostilePath], ["plants", "remove", "h1", "--yes"],
            ["db", "status", "--db", path("db\u{1B}[2J.sqlite")], ["export", "-o", path("out\u{9B}.csv")],
            ["plants", "list", "--kind", "\u{1B}[2J"], ["grid", "--width", "\u{1B}[2J"],
        ] {
            outputs.append((arguments.joined(separator: " "), try corolla(arguments)))
        }
        for (command, output) in outputs {
            XCTAssertEqual(Self.displayControls(in: output.stdout, allowing: ["\n", "\t"]), [], "\(command): \(output.stdout)")
            XCTAssertEqual(Self.displayControls(in: output.stderr, allowing: ["\n"]), [], "\(command): \(output.stderr)")
        }
        let show = try succeed(["plants", "show", "h0"]).stdout
        XCTAssertTrue(show.contains("name:         Title\\e]0;pwned\\x07fern\n"), show)
        XCTAssertTrue(try corolla(["plants", "show", "missing\u{1B}]0;x\u{07}"]).stderr.contains("missing\\e]0;x\\x07"))
    }

    /// Rule: a name with a line feed, a tab and a carriage return keeps the table one row per
    /// plant, its columns aligned; `plants show` keeps the line feed and tab, indented.
    func testALineBreakInANameKeepsTheTableWhole() throws {
        try succeed(["plants", "add", "Two\nlines\tand\rreturn", "--key", "two", "-q"])
        try succeed(["plants", "add", "Aloe", "--key", "aloe", "-q"])
        let rows = try succeed(["plants", "list"]).stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(rows.count, 4, rows.joined(separator: "\n"))
        XCTAssertTrue(rows[2].contains("Two\\nlines\\tand\\rreturn"), String(rows[2]))
        let show = try succeed(["plants", "show", "two"]).stdout
        XCTAssertTrue(show.contains("name:         Two\n              lines\tand\\rreturn\n"), show)
    }

    /// Rule: on a terminal the colours corolla adds stay, and are the only escape sequences.
    func testColoursStayOnATerminal() throws {
        try succeed(["plants", "add", Self.hostile[0], "--key", "t", "--water-every", "1", "--watered", "2020-01-01", "-q"])
        let output = try corolla(["plants", "list"], terminals: .standardOutput, noColor: nil)
        let colours = output.stdout.replacingOccurrences(of: "\u{1B}[34m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
        XCTAssertNotEqual(colours, output.stdout)
        XCTAssertEqual(Self.displayControls(in: colours, allowing: ["\n"]), [], output.stdout)
    }

    /// The display controls in `text` other than `allowed`.
    static func displayControls(in text: String, allowing allowed: Set<Unicode.Scalar>) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0.isDisplayControl && !allowed.contains($0) }
    }
}
