import CorollaFormats
import XCTest

/// The formats' own entry points: a format by its file name, and the raw table of a file.
final class RawReaderTests: XCTestCase {
    /// Rule: the format comes from the extension, in any case; unknown extensions give nil.
    func testFormatFromPath() {
        XCTAssertEqual(PlantFileFormat(path: "a/plants.CSV"), .csv)
        XCTAssertEqual(PlantFileFormat(path: "plants.tab"), .tsv)
        XCTAssertEqual(PlantFileFormat(path: "plants.jsonl"), .ndjson)
        XCTAssertEqual(PlantFileFormat(path: "x.json"), .json)
        XCTAssertEqual(PlantFileFormat(path: "plants.txt"), .csv)
        XCTAssertNil(PlantFileFormat(path: "plants.xls"))
        XCTAssertNil(PlantFileFormat(path: "dir.csv/plants"))
        XCTAssertNil(PlantFileFormat(path: "-"))
    }

    /// Rule: the generic reader gives raw values and header positions for fuzzers and tools.
    func testRawTable() throws {
        let table = try RecordReader.read(Array("\n\nname,notes\nA,\"\"\n".utf8), format: .csv, file: "x.csv")
        XCTAssertEqual(table.header?.line, 3)
        XCTAssertEqual(table.header?.names, ["name", "notes"])
        XCTAssertEqual(table.records.map(\.line), [4])
        XCTAssertEqual(table.records.map(\.values), [[.text("A"), .text("")]])
    }
}
