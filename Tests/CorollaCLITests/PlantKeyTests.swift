import Foundation
import XCTest

/// One rule keeps keys and ids apart: a key may not be all digits, so `plants remove 1` always
/// means the plant with id 1.
final class PlantKeyTests: CatalogTestCase {
    /// Rule: `plants add --key 1` and `plants edit … --key 42` are usage errors saying why; a name
    /// of digits gets the key `plant-<digits>`; the reference `1` is the id 1.
    func testAllDigitKeysAreRefused() throws {
        let message = "Error: The key must not be all digits (the command line reads '1' as a plant id); add a letter, such as 'p1'.\n"
        XCTAssertEqual(try fail(["plants", "add", "Fern", "--key", "1"], status: 64).components(separatedBy: "Usage:").first, message)
        let added = try json(try succeed(["plants", "add", "1984", "--json"])) as? [String: Any]
        XCTAssertEqual(added?["key"] as? String, "plant-1984")
        try succeed(["plants", "add", "Fig", "--key", "fig", "-q"])
        XCTAssertEqual(try fail(["plants", "edit", "fig", "--key", "42"], status: 64).hasPrefix("Error: The key must not be all digits"), true)
        try succeed(["import", "-", "--format", "csv", "-q"], input: "name\n2001\n")
        XCTAssertEqual((try json(try succeed(["plants", "show", "plant-2001", "--json"])) as? [String: Any])?["name"] as? String, "2001")
        XCTAssertEqual(try succeed(["plants", "remove", "1", "--yes"]).stdout, "Removed plant 1 'plant-1984': 1984\n")
    }

    /// Rule: an import whose key column holds digits only is refused (exit 65) naming the file,
    /// line and field, and writes nothing.
    func testAnImportOfAnAllDigitKeyIsADataError() throws {
        try succeed(["plants", "add", "Fern", "-q"])
        let before = try digest()
        let output = try importFile("plants.csv", "key,name\nfig,Fig\n12,Twelve\n")
        XCTAssertEqual(output.status, 65)
        XCTAssertEqual(
            output.stderr, "Error: \(path("plants.csv")):3: key: must not be all digits (the command line reads '12' as a plant id); "
                + "add a letter, such as 'p12' (record 2)\n")
        XCTAssertEqual(try digest(), before)
    }

    /// Rule: one key limit at every door. A name longer than a key gives a shortened slug with a
    /// hash suffix, unique with `-2`; a `--key` past the limit is a usage error; and the export of
    /// such a catalog imports into a new one unchanged (every key the tool makes is importable).
    func testLongNamesMakeKeysTheImportReadsBack() throws {
        let name = String(repeating: "Philodendron erubescens ", count: 20).trimmingCharacters(in: .whitespaces)
        let first = try json(try succeed(["plants", "add", name, "--json"])) as? [String: Any]
        let second = try json(try succeed(["plants", "add", name, "--json"])) as? [String: Any]
        let (key, key2) = (try XCTUnwrap(first?["key"] as? String), try XCTUnwrap(second?["key"] as? String))
        XCTAssertLessThanOrEqual(key.count, 188, key)
        XCTAssertTrue(key.hasPrefix("philodendron-erubescens-philodendron"), key)
        XCTAssertEqual(key2, key + "-2")
        let long = String(repeating: "k", count: 201)
        XCTAssertTrue(
            try fail(["plants", "add", "Fern", "--key", long], status: 64).hasPrefix("Error: The key is 201 characters, longer than the limit of 200."))
        try succeed(["plants", "add", "Fern", "--key", String(long.dropLast()), "-q"])
        let export = try succeed(["export", "--format", "csv"]).stdout
        let other = path("other.sqlite")
        let imported = try corolla(["import", "-", "--format", "csv", "-q", "--db", other], input: export)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let again = try corolla(["export", "--format", "csv", "--db", other])
        XCTAssertEqual(again.stdout, export)
    }
}
