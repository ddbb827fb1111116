import CorollaTestSupport
import Foundation
import XCTest

/// Moving a catalog with `export` and `import`, as a plant owner does: nothing is lost, nothing is
/// changed by importing an unchanged export, and what a file cannot carry is said.
final class RoundTripCommandTests: CatalogTestCase {
    /// Three plants (added in name order, so that a catalog the export rebuilds gives them the same
    /// ids), waterings on several days, a photo and two favorites.
    private func seed() throws {
        try importFile(
            "seed.csv",
            "key,name,kind,notes,water_every_days,last_watered,favorite,position\n"
                + "aloe,Aloe vera,succulent,,14,2025-03-01,true,1\nfern,Boston fern,fern,\"Mist it,\nevery day\",3,2025-03-10,true,0\n"
                + "mint,Mint 🌿,herb,\"\",5,,,\n")
        for (key, day) in [("fern", "2025-03-05"), ("fern", "2025-02-20"), ("aloe", "2025-01-15"), ("mint", "2025-03-12")] {
            try succeed(["plants", "water", key, "--on", day])
        }
        try succeed(["plants", "photo", "aloe", PhotoFixtures.portraitJPEG])
    }

    /// What a plant owner sees of catalog `db`: each plant's `plants show --json`, `today --json`
    /// and the calendar, on a fixed day. With `sameIdentity` false, without what a new catalog
    /// gives anew: the ids, the creation and change times, and the calendar's UIDs and stamps.
    private func views(_ db: String, sameIdentity: Bool) throws -> [String] {
        func run(_ arguments: [String]) throws -> String { try succeed(arguments + ["--db", db]).stdout }
        func strip(_ json: String) throws -> String {
            guard !sameIdentity else { return json }
            func clean(_ value: Any) -> Any {
                if let object = value as? [String: Any] { return object.filter { !["id", "created_at", "updated_at"].contains($0.key) }.mapValues(clean) }
                if let array = value as? [Any] { return array.map(clean) }
                return value
            }
            let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
            return String(decoding: try JSONSerialization.data(withJSONObject: clean(parsed), options: [.sortedKeys]), as: UTF8.self)
        }
        // iCalendar lines end in CRLF.
        let calendar = try run(["calendar", "--on", "2025-04-01"]).components(separatedBy: "\r\n").filter { line in
            sameIdentity || !["UID:", "DTSTAMP:", "LAST-MODIFIED:"].contains { line.hasPrefix($0) }
        }
        return try ["aloe", "fern", "mint"].map { try strip(run(["plants", "show", $0, "--json"])) }
            + [try strip(run(["today", "--on", "2025-04-01", "--json"])), calendar.joined(separator: "\r\n")]
    }

    /// Rule: in every format, an export imported unchanged into its catalog changes nothing (every
    /// plant unchanged, no watering added; the photo, waterings, favorites, `plants show`, `today`
    /// and the calendar as they were), and the import notes what the file does not carry. Before,
    /// a CSV export's empty photo cells removed every photo.
    func testAnUnchangedExportChangesNothing() throws {
        try seed()
        let before = try views(database, sameIdentity: true)
        for format in ["csv", "tsv", "json", "ndjson"] {
            let file = path("out.\(format)")
            try succeed(["export", "-o", file, "-q"])
            let imported = try succeed(["import", file])
            XCTAssertEqual(imported.stdout, "Imported \(file): 0 inserted, 0 updated, 3 unchanged; 0 favorited\n", format)
            let history = format.hasSuffix("sv") ? ", no watering history (JSON and NDJSON exports carry it; import what export --history writes with --history)" : ""
            XCTAssertEqual(
                imported.stderr, "note: the file has no photos (export --photos DIR carries them)\(history): the catalog's are left as they are\n", format)
            let json = try json(try succeed(["import", file, "--json", "-q"])) as? [String: Any]
            XCTAssertEqual(json?["not_in_file"] as? [String], history.isEmpty ? ["photos"] : ["photos", "waterings"], format)
            XCTAssertEqual(try views(database, sameIdentity: true), before, format)
        }
    }

    /// Rule: a note edited in a spreadsheet and imported back changes that note only: the photo stays.
    func testAnEditedNoteKeepsThePhoto() throws {
        try seed()
        let file = path("out.csv")
        try succeed(["export", "-o", file, "-q"])
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "aloe,Aloe vera,succulent,,", with: "aloe,Aloe vera,succulent,Bright light,").utf8)
            .write(to: URL(fileURLWithPath: file))
        XCTAssertTrue(try succeed(["import", file]).stdout.contains("0 inserted, 1 updated, 2 unchanged"))
        let aloe = try json(try succeed(["plants", "show", "aloe", "--json"])) as? [String: Any]
        XCTAssertEqual(aloe?["notes"] as? String, "Bright light")
        XCTAssertEqual(aloe?["photo_width"] as? Int, 300, "the photo stays")
    }

    /// Rule (the history travels): a JSON or NDJSON export carries the waterings' days, a CSV or
    /// TSV export carries them in the file `export --history` writes, which `import --history`
    /// reads back, with who watered (a day a plant file recorded takes who from it); either way a
    /// new catalog shows the same `plants show` (waterings, who watered and their average
    /// interval), `today` and calendar as the old one, and the photos come with `--photos`.
    /// Importing the history again adds nothing.
    func testTheHistoryAndPhotosTravelToANewCatalog() throws {
        try seed()
        let before = try views(database, sameIdentity: false)
        for format in ["csv", "tsv", "json", "ndjson"] {
            let copy = path("copy-\(format).sqlite")
            let file = path("move-\(format)/plants.\(format)")
            try FileManager.default.createDirectory(atPath: path("move-\(format)"), withIntermediateDirectories: true)
            try succeed(["export", "-o", file, "--photos", path("move-\(format)/photos"), "-q"])
            let waterings = format.hasSuffix("sv") ? "" : "; 3 waterings added"
            XCTAssertEqual(try succeed(["import", file, "--db", copy]).stdout, "Imported \(file): 3 inserted, 0 updated, 0 unchanged; 2 favorited\(waterings)\n")
            let history = path("move-\(format)/history.\(format)")
            try succeed(["export", "--history", "-o", history, "-q"])
            let added = format.hasSuffix("sv") ? "3 waterings added, 3 already recorded" : "0 waterings added, 6 already recorded"
            XCTAssertEqual(try succeed(["import", "--history", history, "--db", copy]).stdout, "Imported \(history): \(added)\n")
            XCTAssertEqual(try succeed(["import", "--history", history, "--db", copy]).stdout, "Imported \(history): 0 waterings added, 6 already recorded\n")
            XCTAssertEqual(try views(copy, sameIdentity: false), before, format)
            let aloe = try json(try succeed(["plants", "show", "aloe", "--json", "--db", copy])) as? [String: Any]
            XCTAssertEqual(aloe?["photo_width"] as? Int, 300, format)
        }
    }

    /// Rule: a watering history given to a plain import is refused with a hint to use --history
    /// (and --favorite, which makes plants favorites, with --history as a usage error);
    /// a history naming a plant the catalog does not have is refused naming its line, and writes
    /// nothing.
    func testHistoryFilesAreReadOnlyWithHistory() throws {
        try seed()
        let file = path("history.csv")
        try succeed(["export", "--history", "-o", file, "-q"])
        XCTAssertTrue(try fail(["import", file], status: 65).contains("import it with --history"))
        XCTAssertTrue(try fail(["import", "--history", "--favorite", file], status: 64).contains("--favorite does not apply to --history"))
        try Data("key,name,watered_on\nfern,Boston fern,2025-03-11\nrose,Rose,2025-03-11\n".utf8).write(to: URL(fileURLWithPath: file))
        let before = try digest()
        XCTAssertEqual(
            try fail(["import", "--history", file], status: 65),
            "Error: \(file):3: key: no plant has the key 'rose' (record 2); import the plants first\n")
        XCTAssertEqual(try digest(), before)
    }
}
