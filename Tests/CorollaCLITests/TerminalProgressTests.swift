@testable import CorollaCLI
import CorollaService
import Foundation
import XCTest

/// Progress bars, on a real (pseudo-)terminal: drawn on standard error only when it is a terminal,
/// `NO_COLOR` is unset and the command is not `--quiet`, for work above a threshold; the line is
/// cleared at the end; the work's result is the same with or without a bar.
final class TerminalProgressTests: CatalogTestCase {
    /// The line clearing a bar: back to its start, erase it.
    static let clear = "\r\u{1B}[2K"

    /// Asserts `stderr` is a whole bar labelled `label` for `total` items, 0% to 100%, redrawn
    /// once per whole percentage, and cleared at the end.
    private func assertBar(_ stderr: String, _ label: String, total: Int, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(stderr.hasPrefix("\r\(label) [-"), stderr, file: file, line: line)
        XCTAssertTrue(stderr.contains("] 100%  \(total)/\(total)"), stderr, file: file, line: line)
        XCTAssertTrue(stderr.hasSuffix(Self.clear), stderr, file: file, line: line)
        XCTAssertEqual(stderr.components(separatedBy: "\r\(label) [").count - 1, 101, "one frame per percentage", file: file, line: line)
    }

    /// Rule: an import of more rows than the threshold draws a bar on a terminal and clears it;
    /// with `--quiet`, `NO_COLOR`, standard error on a pipe, or no more rows than the threshold,
    /// nothing is drawn; the catalog is the same either way.
    func testImportDrawsABarOnlyOnATerminal() throws {
        let rows = ImportCommand.progressThreshold + 1
        try Data(plantsCSV(rows, prefix: "p", favoriteEvery: 3).utf8).write(to: URL(fileURLWithPath: path("many.csv")))
        try Data(plantsCSV(rows - 1, prefix: "p", favoriteEvery: 3).utf8).write(to: URL(fileURLWithPath: path("enough.csv")))
        let runs: [(name: String, file: String, arguments: [String], terminals: CLIRunner.Terminals, noColor: String?)] = [
            ("bar", "many.csv", [], .standardError, nil), ("quiet", "many.csv", ["--quiet"], .standardError, nil),
            ("NO_COLOR", "many.csv", [], .standardError, "1"), ("pipe", "many.csv", [], [], nil),
            ("at the threshold", "enough.csv", [], .standardError, nil),
        ]
        var exports: [String: String] = [:]
        for run in runs {
            let catalog = path("\(run.name).sqlite")
            let output = try corolla(["import", path(run.file), "--db", catalog] + run.arguments, terminals: run.terminals, noColor: run.noColor)
            XCTAssertEqual(output.status, 0, "\(run.name): \(output.stderr)")
            if run.name == "bar" { assertBar(output.stderr, "Importing", total: rows) } else { XCTAssertEqual(output.stderr, "", run.name) }
            let count = run.file == "many.csv" ? rows : rows - 1
            XCTAssertEqual(output.stdout, run.arguments.isEmpty ? "Imported \(path(run.file)): \(count) inserted, 0 updated, 0 unchanged; \((count + 2) / 3) favorited\n" : "", run.name)
            exports[run.name] = try succeed(["export", "--format", "csv", "--db", catalog]).stdout
        }
        XCTAssertEqual(Set(runs.filter { $0.file == "many.csv" }.map { exports[$0.name] }).count, 1, "the same catalog with and without a bar")
    }

    /// Rule: an import that fails part way (here: a file-size limit) clears its bar before the
    /// red `Error:`, and writes nothing.
    func testFailingImportClearsItsBar() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(5, prefix: "seed", favoriteEvery: 1))
        let before = try digest()
        let rows = ImportCommand.progressThreshold + 1
        try Data(plantsCSV(rows, prefix: "p", favoriteEvery: 2).utf8).write(to: URL(fileURLWithPath: path("many.csv")))
        let limited = ["/bin/bash", "-c", "ulimit -f 256 && exec \"$0\" \"$@\""]
        let failed = try corolla(["import", path("many.csv")], launcher: limited, terminals: .standardError, noColor: nil)
        XCTAssertEqual(failed.status, 1)
        let parts = failed.stderr.components(separatedBy: Self.clear)
        guard parts.count == 2 else { return XCTFail("the bar is not cleared once: \(failed.stderr)") }
        XCTAssertTrue(parts[0].hasPrefix("\rImporting ["), failed.stderr)
        XCTAssertTrue(parts[1].hasPrefix("\u{1B}[31mError:\u{1B}[0m cannot "), failed.stderr)
        XCTAssertTrue(parts[1].hasSuffix("; nothing was written\n"), failed.stderr)
        XCTAssertEqual(try digest(), before)
    }

    /// Rule: a grid measuring more cards than the threshold draws a "Measuring" bar on a terminal
    /// and clears it; the frames are those of a run on a pipe; `--quiet` draws nothing.
    func testGridDrawsAMeasuringBarOnlyOnATerminal() throws {
        let cards = CatalogService.Grid.measuringProgressThreshold + 1
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(cards, prefix: "p", favoriteEvery: 1))
        let shown = try corolla(["grid", "--format", "json", "--no-cache"], terminals: .standardError, noColor: nil)
        XCTAssertEqual(shown.status, 0, shown.stderr)
        assertBar(shown.stderr, "Measuring", total: cards)
        let quiet = try corolla(["grid", "--format", "json", "--no-cache", "-q"], terminals: .standardError, noColor: nil)
        XCTAssertEqual(quiet.stderr, "")
        XCTAssertEqual(quiet.stdout, shown.stdout)
        XCTAssertEqual(try succeed(["grid", "--format", "json", "--no-cache"]).stdout, shown.stdout)
    }
}
