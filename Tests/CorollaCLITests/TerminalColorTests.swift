import Foundation
import XCTest

/// Colour, on a real (pseudo-)terminal: standard output is coloured only when it is a terminal and
/// `NO_COLOR` is unset, `Error:` only when standard error is; JSON never is.
final class TerminalColorTests: CatalogTestCase {
    /// The escape character every colour code starts with.
    static let escape = "\u{1B}"

    override func setUpWithError() throws {
        try super.setUpWithError()
        let csv = "key,name,water_every_days,last_watered,favorite\nfig,Fig,7,2020-01-01,true\naloe,Aloe,7,,true\n"
        try succeed(["import", "-", "--format", "csv", "-q"], input: csv)
        try succeed(["plants", "water", "aloe", "-q"])
    }

    /// Runs `corolla arguments…`, standard output on a terminal, and returns standard output.
    private func terminalOutput(_ arguments: [String], noColor: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let output = try corolla(arguments, terminals: .standardOutput, noColor: noColor)
        XCTAssertEqual(output.status, 0, output.stderr, file: file, line: line)
        return output.stdout
    }

    /// Rule: `db check` says `ok` in green when standard output is a terminal (an empty `NO_COLOR`
    /// counts as unset, as no-color.org says); plain with `NO_COLOR` of any other value, on a pipe,
    /// or when only standard error is a terminal.
    func testCheckIsGreenOnlyOnATerminalWithoutNoColor() throws {
        let green = "\(Self.escape)[32mok\(Self.escape)[0m"
        XCTAssertEqual(try terminalOutput(["db", "check"]), "integrity:     \(green)\nforeign keys:  \(green)\nmachinery:     \(green)\ncache rows:    \(green)\n")
        XCTAssertEqual(try terminalOutput(["db", "check"], noColor: ""), "integrity:     \(green)\nforeign keys:  \(green)\nmachinery:     \(green)\ncache rows:    \(green)\n")
        let plain = "integrity:     ok\nforeign keys:  ok\nmachinery:     ok\ncache rows:    ok\n"
        for value in ["1", "0"] { XCTAssertEqual(try terminalOutput(["db", "check"], noColor: value), plain, "NO_COLOR=\(value)") }
        XCTAssertEqual(try corolla(["db", "check"], noColor: nil).stdout, plain)
        XCTAssertEqual(try corolla(["db", "check"], terminals: .standardError, noColor: nil).stdout, plain)
    }

    /// Rule: a usage error starts with a red `Error:` when standard error is a terminal; plain
    /// with `NO_COLOR`, on a pipe, or when only standard output is a terminal.
    func testUsageErrorIsRedOnlyOnATerminalWithoutNoColor() throws {
        let arguments = ["grid", "--width", "0"]
        let message = " Invalid value '0' for '--width <points>'"
        let red = try corolla(arguments, terminals: .standardError, noColor: nil)
        XCTAssertEqual(red.status, 64)
        XCTAssertTrue(red.stderr.hasPrefix("\(Self.escape)[31mError:\(Self.escape)[0m" + message), red.stderr)
        for (terminals, noColor) in [(CLIRunner.Terminals.standardError, "1"), ([], nil), (.standardOutput, nil)] {
            let plain = try corolla(arguments, terminals: terminals, noColor: noColor)
            XCTAssertEqual(plain.status, 64)
            XCTAssertTrue(plain.stderr.hasPrefix("Error:" + message), "\(terminals) \(noColor ?? "unset"): \(plain.stderr)")
        }
    }

    /// Rule: `plants list` and `plants show` say "needs water" in blue on a terminal, plain with
    /// `NO_COLOR`; only the plant that needs water (the fig, not the aloe watered today) gets it.
    func testNeedsWaterIsBlueOnATerminal() throws {
        let blue = "\(Self.escape)[34mneeds water\(Self.escape)[0m"
        let rows = try terminalOutput(["plants", "list"]).split(separator: "\n")
        XCTAssertEqual(rows.filter { $0.contains(blue) }.map { $0.contains("Fig") }, [true], rows.joined(separator: "\n"))
        XCTAssertTrue(try terminalOutput(["plants", "show", "fig"]).contains("2020-01-01 (\(blue))"))
        let plain = try terminalOutput(["plants", "list"], noColor: "1")
        XCTAssertTrue(plain.contains("needs water") && !plain.contains(Self.escape), plain)
    }

    /// Rule: JSON output carries no escape codes, even with both outputs on a terminal and no `NO_COLOR`.
    func testJSONIsNeverColored() throws {
        let commands = [
            ["db", "check", "--json"], ["plants", "list", "--json"], ["plants", "show", "fig", "--json"], ["favorites", "list", "--json"],
            ["db", "status", "--json"], ["grid", "--format", "json"], ["import", "-", "--format", "csv", "--json"],
        ]
        for arguments in commands {
            let output = try corolla(arguments, input: "name\nBasil\n", terminals: [.standardOutput, .standardError], noColor: nil)
            XCTAssertEqual(output.status, 0, "\(arguments): \(output.stderr)")
            XCTAssertFalse(output.stdout.contains(Self.escape), "\(arguments): \(output.stdout)")
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)), "\(arguments)")
        }
    }
}
