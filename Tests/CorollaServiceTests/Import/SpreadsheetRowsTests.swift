@testable import CorollaService
import CorollaStore
import CorollaTestSupport
import XCTest

/// What spreadsheets put among their rows: totals rows, one mistake repeated down a column, and
/// dates whose order only some of the column's dates show.
final class SpreadsheetRowsTests: XCTestCase {
    private func failure(_ text: String, options: ImportOptions = ImportOptions()) throws -> String {
        try importMessage(text, .csv, options: options)
    }

    /// Rule: a row whose first cell is a totals word (any declared language, any case, a colon
    /// after it), with no key and only numbers or blanks elsewhere, is skipped and counted;
    /// `keepTotals` imports it; a plant named like one but with text elsewhere, or a key, is a plant.
    func testTotalsRowsAreSkippedAndCounted() throws {
        let store = try CatalogStore.inMemory()
        let csv = "name,kind,water_every_days\nFern,fern,3\nMint,herb,2\nTotal,,5\nSUMME:,,\"1,234.5\"\n合计,,7\n,Grand total,5 %\n"
        let summary = try importText(csv, .csv, into: store)
        XCTAssertEqual([summary.inserted, summary.totalsRows], [2, 4])
        XCTAssertEqual(try store.plants.list().map(\.name).sorted(), ["Fern", "Mint"])
        for word in TotalsRow.words { XCTAssertTrue(TotalsRow.isTotalsWord(Substring(word.uppercased() + " :")), word) }
        let plants = try importText("key,name,kind,water_every_days\n,Sum,herb,3\ntotal,Total,,4\n", .csv, into: store)
        XCTAssertEqual([plants.inserted, plants.totalsRows], [2, 0])
        var keep = ImportOptions()
        keep.keepTotals = true
        let kept = try importText("name,water_every_days\nGesamt,9\n", .csv, into: store, options: keep)
        XCTAssertEqual([kept.inserted, kept.totalsRows], [1, 0])
    }

    /// Rule: one problem on many rows is one line: the first row's error, how many rows, their
    /// lines as ranges ("like it" when their values differ), and the fix once.
    func testOneProblemOnManyRowsIsSaidOnce() throws {
        var csv = "name,last_watered,water_every_days\n"
        // 03/03/2025 is one day either way: no month 3.
        let months = [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12]
        for day in 1...49 { csv += "Plant \(day),03/\(String(format: "%02d", months[day % 11]))/2025,\(day == 20 ? "often" : "3")\n" }
        csv += "Fern,,3\nMint,,x\n"
        XCTAssertEqual(
            try failure(csv),
            """
            plants.csv:2: last_watered: '03/02/2025' could be 2025-03-02 or 2025-02-03 (49 rows like it: lines 2–50); add --date-format %m/%d/%Y or %d/%m/%Y
            plants.csv:21: water_every_days: must be a whole number from 1 to 36500, got 'often' (2 rows like it: lines 21, 52)
            """)
        let same = "name,favorite\n" + (1...5).map { "P\($0),maybe\n" }.joined() + "Q,yes\nR,maybe\n"
        XCTAssertEqual(try failure(same), "plants.csv:2: favorite: must be true or false (or 1/0, yes/no), got 'maybe' (6 rows: lines 2–6, 8)")
    }

    /// Rule (property, twin: the runs of the set of lines): a problem's rows are counted in full;
    /// rows added in file order give the first ``RowLines/shownRanges`` runs of consecutive lines;
    /// in any order and merged, every run up to the last line shown. 200 cases, seed 43.
    func testRowLinesAreTheRunsOfTheLines() throws {
        func runs(_ lines: [Int]) -> [ClosedRange<Int>] {
            var runs: [ClosedRange<Int>] = []
            for line in lines {
                if let last = runs.last, last.upperBound + 1 == line { runs[runs.count - 1] = last.lowerBound...line } else { runs.append(line...line) }
            }
            return runs
        }
        var random = SplitMix64(seed: 43)
        for _ in 0..<200 {
            let lines = (0..<Int.random(in: 1...80, using: &random)).map { _ in Int.random(in: 2...120, using: &random) }
            let unique = Set(lines).sorted()
            var ordered = RowLines()
            for line in unique { ordered.add(line) }
            XCTAssertEqual(ordered.ranges, Array(runs(unique).prefix(RowLines.shownRanges)))
            XCTAssertEqual(ordered.cut, runs(unique).count > RowLines.shownRanges)
            var one = RowLines(), two = RowLines()
            for (index, line) in unique.shuffled(using: &random).enumerated() { if index % 3 == 0 { one.add(line) } else { two.add(line) } }
            one.add(two)
            XCTAssertEqual(one.count, unique.count)
            let reach = one.cut ? try XCTUnwrap(one.ranges.last).upperBound : .max
            XCTAssertEqual(one.ranges, runs(unique.filter { $0 <= reach }))
            XCTAssertLessThanOrEqual(one.ranges.count, RowLines.shownRanges)
        }
    }

    /// Rule: a date only one order reads (`25/11/2025`) reads the column's ambiguous dates in that
    /// order, before it in the file too; the summary names the line that decided. A date in the
    /// other order in the same column is an error naming both lines; `--date-format` needs no evidence.
    func testDatesAreReadByTheirColumnsEvidence() throws {
        let store = try CatalogStore.inMemory()
        let csv = "name,last_watered\nFern,03/11/2025\nMint,04/10/2025\nSage,25/11/2025\nBasil,05/06/2025\n"
        let summary = try importText(csv, .csv, into: store)
        XCTAssertEqual(try store.plants.plant(key: "fern")?.lastWatered, CalendarDate(iso: "2025-11-03"))
        XCTAssertEqual(try store.plants.plant(key: "basil")?.lastWatered, CalendarDate(iso: "2025-06-05"))
        XCTAssertEqual(summary.dateDecisions.map { "\($0.field.rawValue) \($0.format.rawValue) \($0.line) \($0.text)" }, ["last_watered %d/%m/%Y 4 25/11/2025"])
        XCTAssertEqual(
            try failure("name,last_watered\nFern,25/11/2025\nMint,03/04/2025\nSage,11/25/2025\nRue,12/13/2025\n"),
            """
            plants.csv:4: last_watered: '11/25/2025' can only be month first, but '25/11/2025' on line 2 can only be day first (2 rows like it: lines 4–5); say which with --date-format %d/%m/%Y or %m/%d/%Y
            """)
        let given = try importText(csv.replacingOccurrences(of: "25/11", with: "11/25"), .csv, into: CatalogStore.inMemory(), options: ImportOptions(dateFormat: .monthDayYear))
        XCTAssertEqual(given.dateDecisions, [])
    }

    /// Rule: read as it arrives (standard input: no first pass), a column's evidence reads the
    /// dates after it; an ambiguous date before it stays an error.
    func testWithoutAFirstPassEvidenceReadsTheDatesAfterIt() throws {
        let csv = "name,last_watered\nFern,03/11/2025\nSage,25/11/2025\nBasil,05/06/2025\n"
        var stream = RecordStream(input: BytesInput(Array(csv.utf8)), format: .csv, file: "-")
        var records: [PlantRecord] = []
        while let record = try stream.next() { records.append(record) }
        XCTAssertEqual(records.map(\.name), ["Sage", "Basil"])
        XCTAssertEqual(records.last?.lastWatered, CalendarDate(iso: "2025-06-05"))
        XCTAssertEqual(stream.problems.errors.map(\.line), [2])
    }
}
