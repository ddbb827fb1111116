import CorollaService
import CorollaStore
import XCTest

/// The four readers on well-formed files: every record, its line, its values exactly.
final class ReaderTests: XCTestCase {
    /// Rule: CSV per RFC 4180 — quoted commas, doubled quotes, embedded LF and CRLF, CRLF line ends,
    /// a UTF-8 BOM skipped; a record's line is the line it starts on; blank lines are skipped.
    func testCSV() throws {
        let text = "\u{FEFF}name,kind,notes,water_every_days\r\n"
            + "\"Rosemary, creeping\",herb,\"Say \"\"hi\"\"\",3\r\n"
            + "Monstera,foliage,\"Line one\nline two\r\nline three\",7\r\n"
            + "\r\n"
            + "Pilea,,,\r\n"
        let read = try records(text, .csv)
        XCTAssertEqual(read.map(\.line), [2, 3, 7])
        XCTAssertEqual(read.map(\.index), [1, 2, 3])
        XCTAssertEqual(read.map(\.name), ["Rosemary, creeping", "Monstera", "Pilea"])
        XCTAssertEqual(read.map(\.notes), ["Say \"hi\"", "Line one\nline two\r\nline three", nil])
        XCTAssertEqual(read.map(\.kind), ["herb", "foliage", nil])
        XCTAssertEqual(read.map(\.waterEveryDays), [3, 7, nil])
    }

    /// Rule: an unquoted empty CSV cell is absent, a quoted one (`""`) is empty notes; LF line
    /// ends and a last line without one are fine; header names ignore case and spaces.
    func testCSVAbsentAndEmpty() throws {
        let read = try records(" Name ,NOTES\nA,\nB,\"\"\nC,x", .csv)
        XCTAssertEqual(read.map(\.notes), [nil, "", "x"])
        XCTAssertEqual(read.map { $0.given.contains(.notes) }, [true, true, true])
    }

    /// Rule: TSV is PostgreSQL's text format — backslash escapes, `\N` absent, empty field empty,
    /// quotes plain, CRLF accepted.
    func testTSV() throws {
        let text = "name\tnotes\tphoto\r\n"
            + "Bird's \"nest\"\tTab\\there\\nnew line \\\\ backslash\t\\N\r\n"
            + "\n"
            + "Fern\t\tphotos/fern.png\n"
        let read = try records(text, .tsv)
        XCTAssertEqual(read.map(\.line), [2, 4])
        XCTAssertEqual(read.map(\.name), ["Bird's \"nest\"", "Fern"])
        XCTAssertEqual(read.map(\.notes), ["Tab\there\nnew line \\ backslash", ""])
        XCTAssertEqual(read.map(\.photo), [nil, "photos/fern.png"])
    }

    /// Rule: JSON is an array of objects; each record's line is its opening brace's; null is
    /// absent; a missing member is not given; \u escapes and surrogate pairs decode.
    func testJSON() throws {
        let text = """
            [
              {"name": "Monstera", "kind": "foliage", "water_every_days": 7, "photo_aspect": 0.75,
               "last_watered": "2024-02-29", "favorite": true, "position": 0},

              {
                "key": "pilea", "name": "Pilea \\u00e9\\ud83c\\udf3f", "kind": null
              }
            ]
            """
        let read = try records(text, .json)
        XCTAssertEqual(read.map(\.line), [2, 5])
        XCTAssertEqual(read.map(\.name), ["Monstera", "Pilea é🌿"])
        XCTAssertEqual(read[0].lastWatered, CalendarDate(year: 2024, month: 2, day: 29))
        XCTAssertEqual(read[0].photoAspect, 0.75)
        XCTAssertEqual(read[0].favorite, true)
        XCTAssertEqual(read[0].position, 0)
        XCTAssertEqual(read[1].key, "pilea")
        XCTAssertEqual(read[1].given, [.key, .name, .kind])
        XCTAssertNil(read[1].kind)
    }

    /// Rule: NDJSON is one object per line; blank lines are allowed and counted.
    func testNDJSON() throws {
        let read = try records("{\"name\": \"A\"}\n\n   \n{\"name\": \"B\", \"notes\": \"\"}\r\n", .ndjson)
        XCTAssertEqual(read.map(\.line), [1, 4])
        XCTAssertEqual(read.map(\.index), [1, 2])
        XCTAssertEqual(read.map(\.notes), [nil, ""])
    }

    /// Rule: booleans accept true/false/1/0/yes/no in any case; numbers and dates may have spaces
    /// around them; text is kept exactly.
    func testValueForms() throws {
        let text = "name,favorite,water_every_days,last_watered,photo_aspect\n"
            + " Aloe ,YES, 14 ,2026-02-28 ,1.5e0\nB,no,,,\nC,1,,,\nD,False,,,\n"
        let read = try records(text, .csv)
        XCTAssertEqual(read.map(\.name), [" Aloe ", "B", "C", "D"])
        XCTAssertEqual(read.map(\.favorite), [true, false, true, false])
        XCTAssertEqual(read[0].waterEveryDays, 14)
        XCTAssertEqual(read[0].lastWatered, CalendarDate(year: 2026, month: 2, day: 28))
        XCTAssertEqual(read[0].photoAspect, 1.5)
    }
}
