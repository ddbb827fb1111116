import Foundation
import XCTest

@testable import CorollaCLI

/// The listings — `plants list`, `favorites list`, `today` (and `plants list --needs-water`) —
/// through the built binary: the table fitted to `COLUMNS` or the terminal's width with every key
/// whole, and `--format table|csv|tsv|json` on each.
final class ListingFormatTests: CatalogTestCase {
    /// The plants: a long key, CJK names, keys and kinds, emoji, a favorite of each kind of row.
    static let catalog = """
        key,name,kind,notes,water_every_days,last_watered,photo,photo_aspect,favorite,position
        sansevieria-trifasciata-laurentii-variegata,"Sansevieria trifasciata 'Laurentii', the variegated snake plant",succulent,Dry.,14,2026-11-01,,,true,0
        芦荟,芦荟,多肉植物,"多肉, 喜光",21,,,,true,1
        仙人掌,仙人掌 仙人掌 Cactus with a long name 仙人掌仙人掌,仙人掌科,,30,2026-11-30,,,false,
        cactus-emoji,🌵 Prickly 🌵 friend from the desert 🌵🪴,cactus 🌵,"a ""quoted"" note",7,2026-11-20,,,true,2
        monstera,Monstera deliciosa,foliage,"Bright, indirect light",7,2026-11-28,,,false,
        tabby,Tab\tand\\backslash,herb,,,,,,false,
        """

    /// The day every listing judges.
    static let day = "2026-12-01"

    /// Each listing, as a user types it.
    static let listings: [[String]] = [
        ["plants", "list", "--on", day], ["favorites", "list", "--on", day], ["today", "--on", day],
        ["plants", "list", "--needs-water", "--on", day],
    ]

    override func setUpWithError() throws {
        try super.setUpWithError()
        XCTAssertEqual(try importFile("plants.csv", Self.catalog, ["-q"]).status, 0)
    }

    /// Runs `corolla arguments…` with `COLUMNS` set to `columns` (nil: unset) and standard output on
    /// a pipe, or on a terminal `terminalColumns` wide.
    private func run(_ arguments: [String], columns: String? = nil, terminalColumns: Int? = nil) throws -> CLIRunner.Output {
        var environment = environment
        environment["COLUMNS"] = columns
        let output = try CLIRunner.run(
            arguments, environment: environment, terminals: terminalColumns == nil ? [] : .standardOutput,
            terminalColumns: terminalColumns ?? 0)
        XCTAssertEqual(output.status, 0, "corolla \(arguments.joined(separator: " ")): \(output.stderr)")
        return output
    }

    /// The stored plants, by key: `plants list --json`.
    private func stored() throws -> [String: [String: Any]] {
        let plants = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run(["plants", "list", "--json"]).stdout.utf8)) as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: plants.map { ($0["key"] as? String ?? "", $0) })
    }

    /// Rule: at `COLUMNS` 40, 60, 80 and 200, every listing's lines are at most that many terminal
    /// cells (CJK and emoji 2 each) unless the names and kinds are at their narrowest (then only
    /// the uncut columns make the line wider); every key is whole, as stored; a cut name or kind is
    /// the start of the stored text and `…`; kinds are cut to fit only once the names are down to
    /// 20 cells, and names below 20 only once the kinds are at their narrowest.
    func testTablesFitTheWidthAndKeepKeysWhole() throws {
        let plants = try stored()
        for arguments in Self.listings {
            for columns in [40, 60, 80, 200] {
                let lines = try run(arguments, columns: String(columns)).stdout.split(separator: "\n").map(String.init)
                let header = try XCTUnwrap(lines.first)
                let label = "COLUMNS=\(columns) corolla \(arguments.joined(separator: " ")):\n\(lines.joined(separator: "\n"))"
                let atFloors = header.range(of: #"NAME  KIND  \S"#, options: .regularExpression) != nil
                let kindAtFloor = header.range(of: #"KIND  \S"#, options: .regularExpression) != nil
                let names = header.split(separator: " ").map(String.init)
                let keyStart = try XCTUnwrap(header.range(of: "KEY")).lowerBound.utf16Offset(in: header)
                let nameColumn = try XCTUnwrap(header.range(of: "KIND")).lowerBound.utf16Offset(in: header) - TableFit.gap
                    - (try XCTUnwrap(header.range(of: "NAME")).lowerBound.utf16Offset(in: header))
                XCTAssertGreaterThan(lines.count, 1, label)
                for line in lines.dropFirst() {
                    XCTAssert(line.displayWidth <= columns || atFloors, "a line of \(line.displayWidth) cells: \(label)")
                    let key = String(line.dropFirst(keyStart).prefix { $0 != " " })
                    let plant = try XCTUnwrap(plants[key], "the key '\(key)' whole and stored: \(label)")
                    let cells = TableCells(line: line, header: header)
                    for (field, header) in [("name", "NAME"), ("kind", "KIND")] {
                        let cell = cells[try XCTUnwrap(names.firstIndex(of: header))]
                        let text = (plant[field] as? String ?? "-").visible()
                        guard cell != text else { continue }
                        XCTAssert(cell.hasSuffix("…") && text.hasPrefix(String(cell.dropLast())), "'\(cell)' cut from '\(text)': \(label)")
                        if field == "name", nameColumn < PlantOutput.readableName { XCTAssert(kindAtFloor, "names cut below 20 before kinds: \(label)") }
                        if field == "kind", text.displayWidth <= PlantOutput.kindColumns {
                            XCTAssert(nameColumn <= PlantOutput.readableName, "a kind cut before the names are down to 20: \(label)")
                        }
                    }
                }
            }
        }
    }

    /// Rule: a narrow width that the uncut columns alone exceed still prints every key whole: the
    /// line overflows rather than cut a key.
    func testKeysOverflowRatherThanBeCut() throws {
        let output = try run(["plants", "list", "--on", Self.day], columns: "20")
        XCTAssert(output.stdout.contains("  sansevieria-trifasciata-laurentii-variegata  "), output.stdout)
        XCTAssert(output.stdout.contains("NAME  KIND  EVERY"), "names and kinds at their narrowest:\n\(output.stdout)")
    }

    /// Rule: with no width known — no terminal, `COLUMNS` unset or not a positive integer — the table
    /// is not fitted (names cut at 40 cells, kinds at 16, as always); a width wide enough for the
    /// whole table changes nothing either.
    func testNoWidthOrAWideOneLeavesTheTableAsItIs() throws {
        for arguments in Self.listings {
            let unfitted = try run(arguments).stdout
            XCTAssert(unfitted.contains("  Sansevieria trifasciata 'Laurentii', th…  "), unfitted)
            for columns in ["", "0", "-80", "abc", "80x"] {
                XCTAssertEqual(try run(arguments, columns: columns).stdout, unfitted, "COLUMNS='\(columns)'")
            }
            XCTAssertEqual(try run(arguments, columns: "1000").stdout, unfitted, "COLUMNS=1000")
        }
    }

    /// Rule: on a terminal, the table fits the terminal's width (`TIOCGWINSZ`) without `COLUMNS`,
    /// and `COLUMNS` wins over it when set.
    func testTerminalWidthFitsWithoutColumns() throws {
        let arguments = ["plants", "list", "--on", Self.day]
        let onTerminal = try run(arguments, terminalColumns: 60).stdout
        XCTAssertEqual(onTerminal, try run(arguments, columns: "60").stdout)
        XCTAssertNotEqual(onTerminal, try run(arguments).stdout)
        XCTAssertEqual(try run(arguments, columns: "80", terminalColumns: 60).stdout, try run(arguments, columns: "80").stdout)
    }

    /// Rule: every listing takes every `--format`; `--format json` is `--json`, byte for byte, and
    /// `--json` with another format is exit 64 naming both; `--format table` is the default.
    func testEveryListingTakesEveryFormat() throws {
        for arguments in Self.listings {
            XCTAssertEqual(try run(arguments + ["--format", "table"]).stdout, try run(arguments).stdout)
            XCTAssertEqual(try run(arguments + ["--format", "json"]).stdout, try run(arguments + ["--json"]).stdout)
            XCTAssertEqual(try run(arguments + ["--format", "json", "--json"]).stdout, try run(arguments + ["--json"]).stdout)
            for format in ["csv", "tsv", "table"] {
                let error = try fail(arguments + ["--json", "--format", format], status: 64)
                XCTAssert(error.contains("'--json' prints the list as JSON; it cannot go with '--format \(format)'"), error)
            }
            let error = try fail(arguments + ["--format", "xlsx"], status: 64)
            XCTAssert(error.contains("--format"), error)
        }
    }

    /// Rule: CSV (RFC 4180, read back by Python's csv module) and TSV (`\N` for absent, backslash
    /// escapes) of every listing have the table's columns under a header row, and their rows are
    /// the JSON listing's: the same plants in the same order with the same fields, keys and names
    /// whole and uncut.
    func testCSVAndTSVRoundTripTheRows() throws {
        for arguments in Self.listings {
            let objects = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run(arguments + ["--json"]).stdout.utf8)) as? [[String: Any]])
            let csv = try Self.readCSV(try run(arguments + ["--format", "csv"]).stdout)
            let tsv = Self.readTSV(try run(arguments + ["--format", "tsv"]).stdout)
            let isDue = arguments[0] == "today" || arguments.contains("--needs-water")
            let numbered = arguments[0] == "favorites"
            let header =
                (numbered ? ["position"] : []) + ["id", "key", "name", "kind"]
                + (isDue ? ["due", "days_overdue"] : ["water_every_days", "last_watered", "needs_water"])
            for (format, rows) in [("csv", csv), ("tsv", tsv)] {
                let label = "\(format) of corolla \(arguments.joined(separator: " "))"
                XCTAssertEqual(rows.first ?? [], header.map(Optional.some), label)
                XCTAssertEqual(rows.count - 1, objects.count, label)
                for (row, object) in zip(rows.dropFirst(), objects) {
                    let fields = Dictionary(uniqueKeysWithValues: zip(header, row))
                    for field in header where field != "needs_water" {
                        XCTAssertEqual(fields[field] ?? nil, Self.text(object[field]), "\(field) of \(object["key"] ?? ""): \(label)")
                    }
                    if let needsWater = fields["needs_water"] ?? nil {
                        XCTAssertEqual(needsWater, String(Self.needsWater(object)), "\(object["key"] ?? ""): \(label)")
                    }
                }
            }
        }
    }

    /// Rule: an empty listing in CSV or TSV is its header row; in JSON `[]`.
    func testEmptyListingsAreAHeader() throws {
        let arguments = ["plants", "list", "--kind", "orchid"]
        XCTAssertEqual(try run(arguments + ["--format", "csv"]).stdout, "id,key,name,kind,water_every_days,last_watered,needs_water\r\n")
        XCTAssertEqual(try run(arguments + ["--format", "tsv"]).stdout, "id\tkey\tname\tkind\twater_every_days\tlast_watered\tneeds_water\n")
        XCTAssertEqual(try run(["today", "--kind", "orchid", "--format", "json"]).stdout, "[]\n")
    }

    /// A JSON value as a CSV field: nil for null, numbers and booleans as written.
    private static func text(_ value: Any?) -> String? {
        switch value {
        case nil, is NSNull: nil
        case let text as String: text
        case let number as NSNumber: number.stringValue
        default: "\(value ?? "")"
        }
    }

    /// Whether a plant of the JSON listing needs water on ``day``: never watered, or its interval
    /// (7 days when it has none) has passed since its last watering.
    private static func needsWater(_ plant: [String: Any]) -> Bool {
        guard let last = plant["last_watered"] as? String else { return true }
        let format = DateFormatter()
        format.dateFormat = "yyyy-MM-dd"
        format.timeZone = TimeZone(identifier: "UTC")
        guard let lastDay = format.date(from: last), let today = format.date(from: day) else { return false }
        let interval = (plant["water_every_days"] as? Int) ?? 7
        return today.timeIntervalSince(lastDay) >= Double(interval * 86_400)
    }

    /// The rows of a CSV text as Python's csv module reads them; empty fields as nil.
    private static func readCSV(_ text: String) throws -> [[String?]] {
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        python.arguments = ["-c", "import csv, json, sys; print(json.dumps(list(csv.reader(sys.stdin.read().splitlines(True)))))"]
        let input = Pipe(), output = Pipe()
        python.standardInput = input
        python.standardOutput = output
        try python.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        python.waitUntilExit()
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String]])
        return rows.map { $0.map { $0.isEmpty ? nil : $0 } }
    }

    /// The rows of a TSV text: `\N` as nil, `\t`, `\n`, `\r` and `\\` unescaped.
    private static func readTSV(_ text: String) -> [[String?]] {
        text.split(separator: "\n").map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).map { field in
                guard field != "\\N" else { return nil }
                var result = "", escaped = false
                for character in field {
                    if escaped {
                        result.append(["t": "\t", "n": "\n", "r": "\r"][character] ?? character)
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else {
                        result.append(character)
                    }
                }
                return result
            }
        }
    }
}
