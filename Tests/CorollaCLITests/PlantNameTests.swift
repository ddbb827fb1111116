import Foundation
import XCTest

/// Plants named as people type them: every command that takes a plant takes its id, its key or
/// its name (ignoring case) when no other plant has it; a name several plants have lists their
/// keys; a text that names nothing suggests the nearest plants; both are exit 65 everywhere.
final class PlantNameTests: CatalogTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        for name in ["Monstera deliciosa", "Aloe vera", "Fern", "fern"] { try succeed(["plants", "add", name, "-q"]) }
        try succeed(["plants", "water", "aloe-vera", "--on", "2026-01-02", "-q"])
    }

    /// Every command that takes a plant, with `plant` where the plant goes.
    static func commands(_ plant: String) -> [[String]] {
        [
            ["plants", "show", plant], ["plants", "edit", plant, "--notes", "n"], ["plants", "water", plant],
            ["plants", "water", plant, "--undo"], ["plants", "unwater", plant, "2026-01-02"], ["plants", "photo", plant, ""],
            ["favorites", "add", plant], ["favorites", "move", plant, "--to", "1"], ["favorites", "remove", plant],
            ["plants", "remove", plant, "--yes"],
        ]
    }

    /// Rule: a name, in any case, names the one plant that has it, for every command (each runs in
    /// turn on the same plant, the last removes it).
    func testEveryCommandTakesAUniqueNameInAnyCase() throws {
        for arguments in Self.commands("ALOE Vera") {
            try succeed(arguments)
        }
        XCTAssertTrue(try fail(["plants", "show", "aloe-vera"], status: 65).contains("no plant has key or name aloe-vera"))
    }

    /// Rule: a key wins over another plant's name, and an id over a key and a name.
    func testIDsAndKeysComeBeforeNames() throws {
        try succeed(["plants", "add", "monstera-deliciosa", "--key", "other", "-q"])
        XCTAssertTrue(try succeed(["plants", "show", "monstera-deliciosa"]).stdout.contains("name:         Monstera deliciosa\n"))
        XCTAssertTrue(try succeed(["plants", "show", "other"]).stdout.contains("name:         monstera-deliciosa\n"))
        try succeed(["plants", "add", "1", "-q"])
        XCTAssertTrue(try succeed(["plants", "show", "1"]).stdout.contains("key:          monstera-deliciosa\n"))
    }

    /// Rule: every command says the same for a name several plants have (their keys) and for a
    /// text that names no plant (the nearest plants), with exit 65 and nothing changed: the
    /// messages are pinned in `Golden/plant-references.txt`.
    func testEveryCommandRefusesAmbiguousAndUnknownNamesAlike() throws {
        let before = try digest()
        var transcript = ""
        for plant in ["FERN", "monstra", "404"] {
            for arguments in Self.commands(plant) {
                let output = try corolla(arguments)
                transcript += "$ corolla \(arguments.map { $0.isEmpty ? "''" : $0 }.joined(separator: " "))\nexit \(output.status)\n\(output.stderr)"
                XCTAssertEqual(output.status, 65, arguments.joined(separator: " "))
            }
        }
        XCTAssertEqual(try digest(), before)
        XCTAssertEqual(transcript, try GoldenOutputTests.expected("plant-references.txt"))
    }

    /// Rule: adding a plant whose name another plant has (in any case), or renaming one to it,
    /// does it and says so, on standard error and in `--json`, with the keys of the others.
    func testAddingAnExistingNameSaysSo() throws {
        let output = try succeed(["plants", "add", "MONSTERA deliciosa", "--key", "swiss", "--json"])
        let added = try json(output) as? [String: Any]
        let note = "a plant named MONSTERA deliciosa exists (monstera-deliciosa); added as swiss"
        XCTAssertEqual(added?["note"] as? String, note)
        XCTAssertEqual(output.stderr, "note: \(note)\n")
        let plain = try succeed(["plants", "add", "Rose"])
        XCTAssertEqual(plain.stderr, "")
        XCTAssertNil((try json(try succeed(["plants", "add", "Tulip", "--json"])) as? [String: Any])?["note"])
        let renamed = try succeed(["plants", "edit", "tulip", "--name", "rose", "--json"])
        XCTAssertEqual(renamed.stderr, "note: a plant named rose exists (rose); name this one by its key, tulip\n")
        XCTAssertEqual((try json(renamed) as? [String: Any])?["note"] as? String, "a plant named rose exists (rose); name this one by its key, tulip")
        XCTAssertEqual(try succeed(["plants", "edit", "tulip", "--name", "ROSE"]).stderr, "", "a plant that keeps its name is not told again")
    }
}
