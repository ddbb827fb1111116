import CorollaTestSupport
import Foundation
import XCTest

/// `corolla import` of a file that has `key` and some of the plant fields (sqlite-utils' upsert):
/// the plants the keys name get those fields, and nothing else of theirs changes.
final class ImportUpsertTests: CatalogTestCase {
    /// The same change (fig's notes) written in each format, with `notes` only besides `key`.
    static let notesOnly: [(file: String, text: String)] = [
        ("notes.csv", "key,notes\nfig,\"Mist, then wait\"\n"),
        ("notes.tsv", "key\tnotes\nfig\tMist, then wait\n"),
        ("notes.json", #"[{"key": "fig", "notes": "Mist, then wait"}]"#),
        ("notes.ndjson", "{\"key\": \"fig\", \"notes\": \"Mist, then wait\"}\n"),
    ]

    /// A catalog of three favorites; fig has every field, a photo and a watering.
    private func seed() throws {
        try PhotoFixtures.write(PhotoFixtures.png(width: 30, height: 40, rgb: 0x336633), to: path("fig.png"))
        let csv = """
            key,name,kind,notes,water_every_days,last_watered,photo,favorite,position
            aloe,Aloe,succulent,,14,,,true,0
            fig,Fig,foliage,Bright light,7,2026-03-01,fig.png,true,1
            fern,Fern,fern,Keep moist,3,,,true,2

            """
        XCTAssertEqual(try importFile("seed.csv", csv).status, 0)
        try succeed(["plants", "water", "fig", "--on", "2026-03-04", "-q"])
    }

    /// `plants show KEY --json`, without `updated_at`.
    private func shown(_ key: String) throws -> [String: Any] {
        var plant = try json(try succeed(["plants", "show", key, "--json"])) as? [String: Any] ?? [:]
        plant["updated_at"] = nil
        return plant
    }

    /// The favorites' keys, in order.
    private func favoriteKeys() throws -> [String] {
        (try json(try succeed(["favorites", "list", "--json"])) as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
    }

    /// Whether two plants' JSON objects hold the same members (compared as sorted-key JSON).
    private func same(_ left: [String: Any], _ right: [String: Any]) -> Bool {
        let text = { (object: [String: Any]) in try? JSONSerialization.data(withJSONObject: object, options: .sortedKeys) }
        return text(left) != nil && text(left) == text(right)
    }

    /// Rule: a file of `key` and `notes` changes the notes of the plant the key names and nothing
    /// else: its other fields, photo, waterings and favorite position stay, and so do the other
    /// plants. In every format.
    func testANotesOnlyFileUpdatesJustTheNotesInEveryFormat() throws {
        try seed()
        for (file, text) in Self.notesOnly {
            try importFile("reset.csv", "key,notes\nfig,Bright light\n")
            let before = try shown("fig"), others = try [shown("aloe"), shown("fern")]
            let favorites = try favoriteKeys()
            XCTAssertEqual(favorites, ["aloe", "fig", "fern"])
            let output = try importFile(file, text)
            XCTAssertEqual(output.status, 0, "\(file): \(output.stderr)")
            XCTAssertEqual(output.stdout, "Imported \(path(file)): 0 inserted, 1 updated, 0 unchanged; 0 favorited\n", file)
            var after = try shown("fig")
            XCTAssertEqual(after["notes"] as? String, "Mist, then wait", file)
            XCTAssertEqual(after["photo_width"] as? Int, 30, file)
            XCTAssertEqual(after["waterings"] as? [String], ["2026-03-04", "2026-03-01"], file)
            after["notes"] = before["notes"]
            XCTAssertTrue(same(after, before), "\(file): \(after) != \(before)")
            let (aloe, fern) = (try shown("aloe"), try shown("fern"))
            XCTAssertTrue(same(aloe, others[0]) && same(fern, others[1]), file)
            XCTAssertEqual(try favoriteKeys(), favorites, file)
        }
    }

    /// Rule: a row whose key is new needs a name; without one the import exits 65 naming the file,
    /// line, record and field, and writes nothing, whatever rows come before it. In every format.
    func testANewKeyWithoutANameIsRefusedAndNothingIsWritten() throws {
        try seed()
        let files: [(String, String, Int)] = [
            ("new.csv", "key,notes\nfig,Changed\nmint,Fresh\n", 3),
            ("new.tsv", "key\tnotes\nfig\tChanged\nmint\tFresh\n", 3),
            ("new.json", "[\n{\"key\": \"fig\", \"notes\": \"Changed\"},\n{\"key\": \"mint\", \"notes\": \"Fresh\"}\n]", 3),
            ("new.ndjson", "{\"key\": \"fig\", \"notes\": \"Changed\"}\n{\"key\": \"mint\", \"notes\": \"Fresh\"}\n", 2),
        ]
        let before = try digest()
        for (file, text, line) in files {
            let output = try importFile(file, text)
            XCTAssertEqual(output.status, 65, file)
            XCTAssertEqual(
                output.stderr,
                "Error: \(path(file)):\(line): name: required for a new plant (the catalog has no plant with key 'mint') (record 2); "
                    + "give it a name to insert it; a record without a name only updates the plant with its key\n")
            XCTAssertEqual(try digest(), before, file)
        }
        // A file with neither key nor name keeps its error.
        let neither = try importFile("neither.csv", "kind,notes\nherb,Fresh\n")
        XCTAssertEqual(neither.status, 65)
        XCTAssertEqual(
            neither.stderr, "Error: \(path("neither.csv")):1: name: the required column is missing; every plant needs a name: add a name column\n")
        XCTAssertEqual(try digest(), before)
    }

    /// Rule: a field the record does not have is not given (kept); an empty cell or JSON `null`
    /// clears a field that may be empty; `""` notes are empty notes; a name cannot be cleared.
    /// last_watered is the latest day of the watering history, which a clear leaves as it is.
    func testNullAndEmptyValuesClearOptionalFields() throws {
        try seed()
        try importFile("clear.ndjson", "{\"key\": \"fig\", \"kind\": null, \"last_watered\": null}\n")
        var fig = try shown("fig")
        XCTAssertTrue(fig["kind"] is NSNull)
        XCTAssertEqual(fig["last_watered"] as? String, "2026-03-04", "the history keeps its latest watering")
        XCTAssertEqual(fig["water_every_days"] as? Int, 7, "a key the record lacks is not given")
        XCTAssertEqual(fig["notes"] as? String, "Bright light")
        try importFile("clear.csv", "key,water_every_days,notes\nfig,,\"\"\n")
        fig = try shown("fig")
        XCTAssertTrue(fig["water_every_days"] is NSNull)
        XCTAssertEqual(fig["notes"] as? String, "")
        XCTAssertEqual(fig["photo_width"] as? Int, 30, "a photo column the file lacks keeps the photo")
        let before = try digest()
        let noName = try importFile("noname.json", #"[{"key": "fig", "name": null}]"#)
        XCTAssertEqual(noName.status, 65)
        XCTAssertEqual(noName.stderr, "Error: \(path("noname.json")):1: name: required (every plant needs a name) (record 1)\n")
        let emptyName = try importFile("noname.csv", "key,name\nfig,\n")
        XCTAssertEqual(emptyName.stderr, "Error: \(path("noname.csv")):2: name: required (every plant needs a name) (record 1)\n")
        XCTAssertEqual(try digest(), before)
    }

    /// Rule: `--on-conflict skip` leaves the plants of a partial file as they are (counted as
    /// skipped); `fail` refuses it; `update` of values the plants already have counts them unchanged.
    func testConflictPoliciesKeepTheirMeaningForPartialFiles() throws {
        try seed()
        let before = try digest()
        XCTAssertEqual(
            try importFile("skip.csv", "key,notes\nfig,Other\n", ["--on-conflict", "skip"]).stdout,
            "Imported \(path("skip.csv")): 0 inserted, 0 updated, 0 unchanged, 1 skipped; 0 favorited\n")
        XCTAssertEqual(try shown("fig")["notes"] as? String, "Bright light")
        let failed = try importFile("fail.csv", "key,notes\nfig,Other\n", ["--on-conflict", "fail"])
        XCTAssertEqual(failed.status, 65)
        XCTAssertTrue(failed.stderr.hasPrefix("Error: \(path("fail.csv")):2: key: the catalog already has this plant ('fig')"), failed.stderr)
        XCTAssertEqual(try digest(), before)
        XCTAssertEqual(
            try importFile("same.json", #"[{"key": "fig", "notes": "Bright light", "kind": "foliage"}]"#).stdout,
            "Imported \(path("same.json")): 0 inserted, 0 updated, 1 unchanged; 0 favorited\n")
    }

    /// Rule: a partial update of a field the card does not show (`water_every_days`) measures no
    /// card on the next grid; one of a field it shows (`notes`, in the detail style) re-measures
    /// that plant's card only (`grid -v`: `measured=`).
    func testPartialUpdatesInvalidateOnlyWhatTheyChange() throws {
        try seed()
        let grid = ["grid", "--format", "json", "--style", "detail", "-v"]
        XCTAssertTrue(try succeed(grid).stderr.contains("sizes: cached=0 measured=3"))
        try importFile("water.csv", "key,water_every_days\nfig,5\naloe,21\n", ["-q"])
        let watered = try succeed(grid).stderr
        XCTAssertTrue(watered.hasPrefix("layout: partial reused=3 laidOut=0 · sizes: cached=0 measured=0 · "), watered)
        try importFile("notes.csv", "key,notes\nfern,\"Keep moist; mist every morning, and turn the pot weekly\"\n", ["-q"])
        let noted = try succeed(grid).stderr
        XCTAssertTrue(noted.contains(" · sizes: cached=0 measured=1 · "), noted)
    }
}
