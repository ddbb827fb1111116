@testable import CorollaService
import CorollaStore
import CorollaTestSupport
import XCTest

/// Files as spreadsheets write them: headers with spaces, units and synonyms, `--map`, dates in
/// the usual patterns, integers written `7.0`, empty rows, and every bad row reported in one run.
final class SpreadsheetImportTests: XCTestCase {
    private func failure(_ text: String, _ format: PlantFileFormat = .csv, options: ImportOptions = ImportOptions()) throws -> String {
        try importMessage(text, format, options: options)
    }

    /// Rule: a header matches its field ignoring case, spaces, `_`, `-` and a unit in parentheses,
    /// and under the spellings its declaration also accepts; the summary says which header went to
    /// which field (only those not spelt as the field).
    func testHeadersMatchAsSpreadsheetsWriteThem() throws {
        let store = try CatalogStore.inMemory()
        let csv = "Plant Name,TYPE,Water Every (days),Last-Watered,Comments,Favourite,key\nMonstera,foliage,7,2025-11-20,Wipe the leaves.,yes,monstera\n"
        let summary = try importText(csv, .csv, into: store)
        let plant = try XCTUnwrap(try store.plants.plant(key: "monstera"))
        XCTAssertEqual([plant.name, plant.kind, plant.notes], ["Monstera", "foliage", "Wipe the leaves."])
        XCTAssertEqual(plant.waterEveryDays, 7)
        XCTAssertEqual(plant.lastWatered, CalendarDate(iso: "2025-11-20"))
        XCTAssertEqual(summary.favorited, 1)
        XCTAssertEqual(
            summary.matchedColumns.map { "\($0.header)=\($0.field.rawValue)" },
            ["Plant Name=name", "TYPE=kind", "Water Every (days)=water_every_days", "Last-Watered=last_watered", "Comments=notes", "Favourite=favorite"])
        XCTAssertEqual(PlantField(fileName: " water every days "), .waterEveryDays)
        XCTAssertEqual(PlantField(fileName: "Photo Aspect (w/h)"), .photoAspect)
        XCTAssertNil(PlantField(fileName: "(days)"))
    }

    /// Rule: every spelling a field declares reads as that field, and no two fields share one.
    func testEveryDeclaredSpellingNamesItsFieldOnly() {
        var owners: [String: PlantField] = [:]
        for field in PlantField.allCases {
            for name in field.fileNames {
                XCTAssertEqual(PlantField(fileName: name), field, name)
                for form in PlantField.fileNameForms(name) {
                    if let other = owners.updateValue(field, forKey: form), other != field { XCTFail("'\(form)': \(other) and \(field)") }
                }
            }
        }
    }

    /// Rule: `--map 'Header=field'` reads any other header as the field; a bad map is refused.
    func testColumnMap() throws {
        var map = ColumnMap()
        try map.add("Wasser (Tage)=water_every_days")
        try map.add("Pflanze=name")
        let store = try CatalogStore.inMemory()
        let summary = try importText("pflanze,Wasser (Tage)\nFarn,3\n", .csv, into: store, options: ImportOptions(columnMap: map))
        XCTAssertEqual(try store.plants.plant(key: "farn")?.waterEveryDays, 3)
        XCTAssertEqual(summary.matchedColumns.map(\.header), ["pflanze", "Wasser (Tage)"])
        XCTAssertThrowsError(try map.add("Farbe=colour")) { XCTAssertTrue(($0 as? ColumnMapError)?.reason.hasPrefix("'colour' is not a field; the fields are key, name") == true) }
        XCTAssertThrowsError(try map.add("no equals sign"))
        XCTAssertThrowsError(try map.add("=name"))
        XCTAssertThrowsError(try map.add("PFLANZE=notes")) { XCTAssertEqual(($0 as? ColumnMapError)?.reason, "'PFLANZE' is mapped twice") }
    }

    /// Rule: an unknown header's message lists the fields and the closest matches, and names --map.
    func testUnknownHeaderListsTheFieldsAndTheClosest() throws {
        XCTAssertEqual(
            try failure("Plant Nmae,Colour\nFern,green\n"),
            "plants.csv:1: Plant Nmae, Colour: unknown fields; did you mean 'name' for 'Plant Nmae'? the fields are key, name, kind, notes, "
                + "water_every_days, last_watered, photo, photo_aspect, favorite, position (name a column's field with --map 'Header=field', "
                + "or skip them with --ignore-unknown-columns)")
    }

    /// Rule: dates are ISO 8601 always; `--date-format` reads its pattern; without it a date only
    /// one pattern reads is read, and an ambiguous one is an error naming --date-format.
    func testDates() throws {
        let day = { (text: String, format: ImportDateFormat?) -> String in
            do throws(ImportDateProblem) {
                return try ImportDateFormat.day(Substring(text), format: format).description
            } catch {
                return "\(error)"
            }
        }
        let cases: [(String, ImportDateFormat?, String)] = [
            ("2025-03-04", nil, "2025-03-04"), ("2025-03-04", .monthDayYear, "2025-03-04"),
            ("12/31/2025", nil, "2025-12-31"), ("31/12/2025", nil, "2025-12-31"), ("29.11.2025", nil, "2025-11-29"),
            ("4.3.2025", nil, "2025-03-04"), ("2025/03/04", nil, "2025-03-04"), ("05/05/2025", nil, "2025-05-05"),
            ("03/04/2025", nil, "ambiguous([2025-03-04, 2025-04-03])"), ("03/04/2025", .monthDayYear, "2025-03-04"),
            ("03/04/2025", .dayMonthYear, "2025-04-03"), ("12/31/2025", .dayMonthYear, "notADate"),
            ("31.12.2025", .monthDayYear, "notADate"), ("02/30/2025", nil, "noSuchDay"), ("2025-02-30", nil, "noSuchDay"),
            ("next Tuesday", nil, "notADate"), ("1/2/25", nil, "notADate"), ("2025/31/12", .yearMonthDay, "notADate"),
        ]
        for (text, format, expected) in cases {
            XCTAssertEqual(day(text, format), expected, "\(text) \(format?.rawValue ?? "-")")
        }
        XCTAssertEqual(
            try failure("name,last_watered\nFern,03/04/2025\n"),
            "plants.csv:2: last_watered: '03/04/2025' could be 2025-03-04 or 2025-04-03 (record 1); add --date-format %m/%d/%Y or %d/%m/%Y")
        let store = try CatalogStore.inMemory()
        _ = try importText("name,last_watered\nFern,03/04/2025\n", .csv, into: store, options: ImportOptions(dateFormat: .dayMonthYear))
        XCTAssertEqual(try store.plants.plant(key: "fern")?.lastWatered, CalendarDate(iso: "2025-04-03"))
    }

    /// Rule: an integer written as an integral decimal (`7.0`, in CSV, TSV and JSON) is read; `7.5` is not.
    func testIntegralDecimals() throws {
        let store = try CatalogStore.inMemory()
        _ = try importText("name,water_every_days,favorite,position\nFern,7.0,true,0.00\n", .csv, into: store)
        _ = try importText("name\twater_every_days\nMint\t3.\n", .tsv, into: store)
        _ = try importText(#"[{"name": "Sage", "water_every_days": 5.0}]"#, .json, into: store)
        XCTAssertEqual(try ["fern", "mint", "sage"].map { try store.plants.plant(key: $0)?.waterEveryDays }, [7, 3, 5])
        XCTAssertEqual(
            try failure("name,water_every_days\nFern,7.5\n"),
            "plants.csv:2: water_every_days: must be a whole number from 1 to 36500, got '7.5' (record 1)")
        XCTAssertEqual(
            try failure(#"[{"name": "Sage", "water_every_days": 1e1}]"#, .json),
            "plants.json:1: water_every_days: must be a whole number from 1 to 36500, got '1e1' (record 1)")
    }

    /// Rule: rows whose every cell is empty (or spaces; fewer cells than columns too) are skipped
    /// and counted, in CSV and TSV (a CSV blank line is no row at all); their lines still count for
    /// the messages.
    func testEmptyRowsAreSkippedAndCounted() throws {
        let store = try CatalogStore.inMemory()
        let csv = try importText("name,kind,notes\nFern,fern,\n,,\n\n ,\"\", \nMint,herb,\n,\n", .csv, into: store)
        XCTAssertEqual([csv.inserted, csv.emptyRows], [2, 3])
        let tsv = try importText("name\tkind\n\\N\t\nSage\therb\n\t\n", .tsv, into: store)
        XCTAssertEqual([tsv.inserted, tsv.emptyRows], [1, 2])
        XCTAssertEqual(try failure("name,water_every_days\n,\nFern,often\n"), "plants.csv:3: water_every_days: must be a whole number from 1 to 36500, got 'often' (record 2)")
        XCTAssertEqual(try failure("name,kind\n,\n"), "no error: 0 records")
    }

    /// Rule: an import checks the whole file and reports every bad row (and every bad field of
    /// it), in file order, with repeats and catalog conflicts found as it writes; nothing is written.
    func testEveryErrorInOneRun() throws {
        let store = try CatalogStore.inMemory()
        _ = try importText("key,name\nfig,Fig\n", .csv, into: store)
        let csv = "key,name,water_every_days,favorite\na,Aloe,7.5,yes\nb,Basil,3,no\nfig,Fig,2,maybe\nb,Basil again,3,no\nc,,x,\n"
        XCTAssertThrowsError(try importText(csv, .csv, into: store, options: ImportOptions(onConflict: .fail))) { error in
            XCTAssertEqual(
                "\(error)",
                """
                plants.csv:2: water_every_days: must be a whole number from 1 to 36500, got '7.5' (2 rows like it: lines 2, 6)
                plants.csv:4: favorite: must be true or false (or 1/0, yes/no), got 'maybe' (record 3)
                plants.csv:5: key: 'b' is also the key of the record on line 3 (record 4); each plant once per file
                plants.csv:6: name: required (every plant needs a name) (record 5)
                """)
        }
        XCTAssertEqual(try store.plants.plant(key: "b"), nil)
        let json = #"[{"name": "A", "water_every_days": "7"}, {"name": "B"}, {"name": 3, "favorite": "yes"}]"#
        XCTAssertEqual(
            try failure(json, .json),
            """
            plants.json:1: water_every_days: expected a number, found a string (record 1)
            plants.json:1: name: expected a string, found a number (record 3)
            plants.json:1: favorite: expected true or false, found a string (record 3)
            """)
    }

    /// Rule: past ``ImportErrors/kept`` problems, the first ones are kept, then "… and N more";
    /// the streaming import keeps the same ones as the whole-file check, across batches.
    func testAtMostAHundredProblemsAreKept() throws {
        // Every second row repeats the key of the row before it: each repeat is a problem of its own.
        let rows = ImportLimits.batchSize * 2 + 150
        var csv = "key,name\n"
        for index in 0..<rows { csv += "k\(index / 2),Plant \(index)\n" }
        let message = try failure(csv)
        let lines = message.split(separator: "\n")
        XCTAssertEqual(lines.count, 101)
        XCTAssertEqual(lines.first, "plants.csv:3: key: 'k0' is also the key of the record on line 2 (record 2); each plant once per file")
        XCTAssertEqual(lines.last, "… and \(rows / 2 - 100) more")
        XCTAssertEqual(message, importFailure(csv, .csv))
    }

    /// Rule (property, twin: sorting everything): however problems come (out of order, from the
    /// reader and the writer), the kept ones are the first ``ImportErrors/kept`` by line, and the
    /// count is all of them. 50 cases, seed 27.
    func testKeptProblemsAreTheFirstByLine() {
        var random = SplitMix64(seed: 27)
        for _ in 0..<50 {
            let lines = (0..<Int.random(in: 0...300, using: &random)).map { _ in Int.random(in: 1...400, using: &random) }
            var one = ImportErrors(), two = ImportErrors(), merged = ImportErrors()
            for (index, line) in lines.enumerated() {
                let error = ImportError(file: "f", line: line, reason: "r")
                if index % 2 == 0 { one.add(error) } else { two.add(error) }
            }
            merged.add(one)
            merged.add(two)
            XCTAssertEqual(merged.count, lines.count)
            XCTAssertEqual(merged.errors.map(\.line), Array(lines.sorted().prefix(ImportErrors.kept)))
        }
    }
}
