import CorollaService
import CorollaTestSupport
import XCTest

@testable import CorollaCLI

/// The rule that fits a listing's table to a width (``TableFit``), against its brute-force twin,
/// and the tables it gives on random rows of Latin, CJK and emoji text.
final class TableFitTests: XCTestCase {
    /// Rule: with no width known, every column keeps its natural width; at 60 cells, the name gives
    /// up 20 cells (down to 20), the kind 5 (down to 4), then the name the 2 still needed.
    func testNoWidthKeepsNaturalWidthsAndSixtyCuts() {
        let cuts = [TableFit.Cut(column: 2, floor: 20, order: 0), TableFit.Cut(column: 3, floor: 4, order: 1), TableFit.Cut(column: 2, floor: 4, order: 2)]
        XCTAssertEqual(TableFit.widths([2, 30, 40, 9], cuts: cuts, within: nil), [2, 30, 40, 9])
        XCTAssertEqual(TableFit.widths([2, 30, 40, 9], cuts: cuts, within: 60), [2, 30, 18, 4])
    }

    /// Rule (brute force): among every way of cutting the free-text columns to between their lowest
    /// floor (at least 1 cell) and their natural width, the fitted widths are the one that fits the
    /// width (or, when none does, the narrowest) and gives up the fewest cells at the latest cuts —
    /// each cut gives up all it can before the next in the cut order gives up a cell, and no cell is
    /// given up that the width does not need. Whole columns keep their width.
    func testFittedWidthsAreTheBruteForceChoice() {
        var random = SplitMix64(seed: 0x7AB1_E0F1)
        for _ in 0..<3_000 {
            let count = Int.random(in: 1...5, using: &random)
            let natural = (0..<count).map { _ in Int.random(in: 0...9, using: &random) }
            var cuts: [TableFit.Cut] = []
            for column in 0..<count where Bool.random(using: &random) {
                // One cut, or two: a higher floor at a lower order, then a lower floor.
                let order = Int.random(in: 0...2, using: &random), floor = Int.random(in: 0...4, using: &random)
                cuts.append(TableFit.Cut(column: column, floor: floor + 3, order: order))
                if Bool.random(using: &random) {
                    cuts.append(TableFit.Cut(column: column, floor: floor, order: order + Int.random(in: 1...2, using: &random)))
                }
            }
            let width = Int.random(in: 0...50, using: &random)
            let fitted = TableFit.widths(natural, cuts: cuts.shuffled(using: &random), within: width)
            XCTAssertEqual(fitted, Self.bruteForce(natural, cuts: cuts, width: width), "natural \(natural) cuts \(cuts) width \(width)")
        }
    }

    /// The twin: every candidate, the fitting (else narrowest) ones, and among them the one that
    /// keeps, cut by cut from the last in the cut order, the most cells above each cut's floor.
    private static func bruteForce(_ natural: [Int], cuts: [TableFit.Cut], width: Int) -> [Int] {
        var candidates: [[Int]] = [[]]
        for column in natural.indices {
            let floors = cuts.filter { $0.column == column }.map { Swift.max(1, $0.floor) }
            let lowest = Swift.min(floors.min() ?? natural[column], natural[column])
            candidates = candidates.flatMap { prefix in (lowest...natural[column]).map { prefix + [$0] } }
        }
        let fitting = candidates.filter { TableFit.lineWidth($0) <= width }
        let narrowest = candidates.map(TableFit.lineWidth).min() ?? 0
        let allowed = fitting.isEmpty ? candidates.filter { TableFit.lineWidth($0) == narrowest } : fitting
        let ordered = cuts.sorted { ($0.order, $0.column) < ($1.order, $1.column) }
        // What a cut keeps: the column's width up to the floor of the column's cut before it.
        let kept = { (widths: [Int]) in
            ordered.indices.reversed().map { index in
                let cut = ordered[index]
                let upper = ordered[..<index].last { $0.column == cut.column }.map { Swift.max(1, $0.floor) } ?? natural[cut.column]
                return Swift.min(widths[cut.column], upper)
            }
        }
        return allowed.max { kept($0).lexicographicallyPrecedes(kept($1)) } ?? natural
    }

    /// Rule (random rows of ASCII, CJK and emoji words, widths from 20 to 120): every line of the
    /// table is at most the width, unless the free-text columns are all at their floors; every key
    /// is whole; a cut cell is the start of its text followed by `…`; kinds are cut only once the
    /// names are down to 20 cells, names below 20 only once the kinds are at their floor.
    func testRandomTablesFitAndKeepKeysWhole() throws {
        var random = SplitMix64(seed: 0x5EED_CE11)
        let words = ["sansevieria", "trifasciata", "芦荟", "仙人掌", "🌵", "🪴", "aloe", "Laurentii", "龟背竹", "e\u{301}te\u{301}", "🇯🇵"]
        func text(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &random)).map { _ in words.randomElement(using: &random) ?? "" }.joined(separator: " ")
        }
        let listing = Listing<[String]>(
            columns: [
                .whole("ID", "id", rightAligned: true, cell: { $0[0] }, value: { .text($0[0]) }),
                .whole("KEY", "key", cell: { $0[1] }, value: { .text($0[1]) }),
                .text("NAME", "name", maximum: 40, cuts: [(20, 0), (0, 2)], cell: { $0[2] }, value: { .text($0[2]) }),
                .text("KIND", "kind", maximum: 16, cuts: [(0, 1)], cell: { $0[3] }, value: { .text($0[3]) }),
                .whole("WATERED", "last_watered", cell: { $0[4] }, value: { .text($0[4]) }),
            ], console: Console(writeOutput: { _ in }, writeError: { _ in }))
        for _ in 0..<300 {
            let rows = (0..<Int.random(in: 1...6, using: &random)).map { index in
                [String(index), text(1...4).replacingOccurrences(of: " ", with: "-"), text(1...9), text(1...3), "2026-12-01"]
            }
            let width = Int.random(in: 20...120, using: &random)
            let lines = try listing.lines(rows, width: width)
            XCTAssertEqual(lines.count, rows.count + 1)
            let header = lines[0]
            let atFloors = header.contains("NAME  KIND  WATERED")
            let kindAtFloor = header.contains("KIND  WATERED")
            let keyStart = try XCTUnwrap(header.range(of: "KEY")).lowerBound.utf16Offset(in: header)
            let nameColumn = try XCTUnwrap(header.range(of: "KIND")).lowerBound.utf16Offset(in: header) - TableFit.gap
                - (try XCTUnwrap(header.range(of: "NAME")).lowerBound.utf16Offset(in: header))
            for (row, line) in zip(rows, lines.dropFirst()) {
                XCTAssert(line.displayWidth <= width || atFloors, "a line of \(line.displayWidth) cells in \(width):\n\(lines.joined(separator: "\n"))")
                let cells = TableCells(line: line, header: header)
                XCTAssertEqual(String(line.dropFirst(keyStart).prefix { $0 != " " }), row[1], "the key, whole")
                for (column, text) in [(2, row[2]), (3, row[3])] {
                    let cell = cells[column]
                    if cell != text {
                        XCTAssert(cell.hasSuffix("…") && text.hasPrefix(cell.dropLast()), "'\(cell)' cut from '\(text)'")
                        let table = lines.joined(separator: "\n")
                        if column == 2, nameColumn < 20 { XCTAssert(kindAtFloor, "names cut below 20 cells before the kinds:\n\(table)") }
                        if column == 3, text.displayWidth <= 16 { XCTAssert(nameColumn <= 20, "a kind cut before the names are down to 20 cells:\n\(table)") }
                    }
                }
            }
        }
    }

    /// Rule: a cell's width counts CJK and emoji as 2 cells, combining marks, zero-width joiners and
    /// variation selectors as 0, a flag as 2.
    func testDisplayWidthCountsTerminalCells() {
        XCTAssertEqual("芦荟".displayWidth, 4)
        XCTAssertEqual("仙人掌 Cactus".displayWidth, 13)
        XCTAssertEqual("🌵🪴".displayWidth, 4)
        XCTAssertEqual("e\u{301}".displayWidth, 1)
        XCTAssertEqual("✅".displayWidth, 2)
        XCTAssertEqual("🇯🇵".displayWidth, 2)
        XCTAssertEqual("a\u{200D}b".displayWidth, 2)
    }
}

/// The cells of a table's line, by the columns its header's names start (the header is ASCII).
struct TableCells {
    let cells: [String]

    init(line: String, header: String) {
        var starts: [Int] = []
        var previous: Character = " "
        for (offset, character) in header.enumerated() {
            if character != " ", previous == " " { starts.append(offset) }
            previous = character
        }
        var cells = Array(repeating: "", count: starts.count)
        var cell = 0
        for character in line {
            let column = starts.lastIndex { $0 <= cell } ?? 0
            cells[column].append(character)
            cell += String(character).displayWidth
        }
        self.cells = cells.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    subscript(column: Int) -> String { cells[column] }
}
