import XCTest

/// Every kind of bad command line exits 64 with `Error: …`, the usage line and where to find help,
/// before anything is read or written.
final class UsageErrorTests: CatalogTestCase {
    /// The first line of standard error of a run that must exit 64.
    private func usageError(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let stderr = try fail(arguments, status: 64, file: file, line: line)
        let lines = stderr.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.count >= 3 && lines[1].hasPrefix("Usage: corolla "), stderr, file: file, line: line)
        return lines.first ?? ""
    }

    func testWidthsAndHeights() throws {
        for width in ["0", "-5", "nan", "NaN", "inf", "1e12", "wide"] {
            XCTAssertEqual(
                try usageError(["grid", "--width", width]),
                "Error: Invalid value '\(width)' for '--width <points>': expected a number from 1 to 10000.")
        }
        XCTAssertEqual(try usageError(["grid", "--height", "0"]), "Error: Invalid value '0' for '--height <points>': expected a number from 1 to 10000.")
        XCTAssertTrue(try usageError(["cache", "warm", "--widths", "390,0"]).hasPrefix("Error: Invalid value '390,0' for '--widths <list>'"))
    }

    /// Rule: numbers are plain decimals (no hexadecimal, exponent, sign `+` or bare point), and a
    /// list with an empty item is refused naming the option.
    func testNumbersArePlainDecimalsAndListsHaveNoEmptyItems() throws {
        for width in ["0x10", "0x1p8", "1e3", "+390", "390.", ".5", " 390"] {
            XCTAssertEqual(
                try usageError(["grid", "--width", width]),
                "Error: Invalid value '\(width)' for '--width <points>': expected a number from 1 to 10000.")
        }
        for columns in ["0x2", "+2", "2.0"] {
            XCTAssertTrue(try usageError(["grid", "--layout", "grid", "--columns", columns]).hasPrefix("Error: Invalid value '\(columns)' for '--columns"))
        }
        for widths in ["390,,834", ",390", "390,", "390,0x10"] {
            XCTAssertTrue(try usageError(["cache", "warm", "--widths", widths]).hasPrefix("Error: Invalid value '\(widths)' for '--widths <list>'"))
        }
    }

    func testColumnsAndSpacing() throws {
        for columns in ["0", "10000", "two"] {
            XCTAssertEqual(
                try usageError(["grid", "--columns", columns]),
                "Error: Invalid value '\(columns)' for '--columns <n>': expected a whole number from 1 to 64.")
        }
        XCTAssertEqual(
            try usageError(["grid", "--column-spacing", "500"]),
            "Error: '--column-spacing 500' is as wide as the container or wider (390 points).")
        XCTAssertEqual(try usageError(["grid", "--inset", "10,400,0,0"]), "Error: '--inset 400' is as wide as the container or wider (390 points).")
        XCTAssertEqual(
            try usageError(["grid", "--inset", "195"]),
            "Error: The waterfall layout cannot use minimumColumnWidth (--min-column-width) = 1 columns: 1 columns with spacing 8.0 do not fit in 0.0 points.")
        XCTAssertEqual(
            try usageError(["grid", "--layout", "flow", "--inset", "200"]),
            "Error: The flow layout cannot use sectionInset (--inset) = 200.0+200.0: the container (390.0) is narrower than the section's insets.")
        XCTAssertEqual(
            try usageError(["grid", "--layout", "flow", "--columns", "2"]),
            "Error: '--columns' does not apply to the flow layout (it sets waterfall.columnCount, grid.columnCount).")
    }

    func testUnknownNamesSuggestTheNearest() throws {
        XCTAssertEqual(
            try usageError(["grid", "--layout", "waterfal"]),
            "Error: Invalid value 'waterfal' for '--layout <name>': expected one of flow, aligned, waterfall, grid, fan. Did you mean 'waterfall'?")
        XCTAssertEqual(
            try usageError(["grid", "--style", "detial"]),
            "Error: Invalid value 'detial' for '--style <name>': expected one of card, detail, chip, fixed, tile. Did you mean 'detail'?")
        XCTAssertEqual(try usageError(["grid", "--widht", "3"]), "Error: Unknown option '--widht'. Did you mean '--width'?")
        XCTAssertEqual(try usageError(["plants", "lst"]), "Error: Unknown subcommand 'lst'. Did you mean 'list'?")
        XCTAssertEqual(
            try usageError(["grid", "--layout", "aligned", "--alignment", "centre"]),
            "Error: Invalid value 'centre' for '--alignment <name>': expected one of leading, trailing, center, justified. Did you mean 'center'?")
    }

    func testScaleFormatAndOutputFolder() throws {
        XCTAssertEqual(try usageError(["grid", "--scale", "7"]), "Error: Invalid value '7' for '--scale <n>': expected a whole number from 1 to 3.")
        XCTAssertEqual(try usageError(["grid", "-o", path("missing/grid.png")]), "Error: The folder '\(path("missing"))' of '-o \(path("missing/grid.png"))' does not exist.")
        XCTAssertEqual(try usageError(["export", "-o", path("no/plants.csv")]), "Error: The folder '\(path("no"))' of '-o \(path("no/plants.csv"))' does not exist.")
        XCTAssertTrue(try usageError(["grid", "-o", path("grid.gif")]).hasPrefix("Error: Cannot tell the format from '-o "))
        XCTAssertEqual(try usageError(["grid", "--today", "2026-02-30"]), "Error: Invalid value '2026-02-30' for '--today <date>': expected a date YYYY-MM-DD that exists (or today, yesterday).")
    }

    func testPlantAndFavoriteArguments() throws {
        XCTAssertEqual(try usageError(["plants", "add"]), "Error: Missing expected argument '<name>'.")
        XCTAssertEqual(try usageError(["plants", "add", "  "]), "Error: The name cannot be blank.")
        XCTAssertEqual(try usageError(["plants", "water", "1", "--on", "soon"]), "Error: Invalid value 'soon' for '--on <date>': expected a date YYYY-MM-DD that exists (or today, yesterday).")
        XCTAssertEqual(try usageError(["favorites", "add"]), "Error: Missing expected argument '<plant>'.")
        XCTAssertEqual(try usageError(["favorites", "move", "aloe"]), "Error: Missing '--to <position>'.")
        XCTAssertEqual(try usageError(["favorites", "move", "aloe", "--to", "0"]), "Error: Invalid value '0' for '--to <position>': expected a whole number from 1 to 2147483647.")
        XCTAssertEqual(try usageError(["completions", "powershell"]), "Error: Invalid value 'powershell' for '<shell>': expected one of bash, zsh, fish, keys.")
        XCTAssertFalse(FileManager.default.fileExists(atPath: database))
    }
}
