import CorollaService
import CorollaStore
import CorollaTestSupport
import XCTest

/// The exporter: its text in each format, and export → import into an empty catalog giving back
/// exactly the same plants and favorites.
final class ExportRoundTripTests: XCTestCase {
    /// Two plants: one with every field and a favorite, one with only a name and empty notes.
    private func smallCatalog() throws -> CatalogStore {
        let store = try CatalogStore.inMemory()
        let full = try store.plants.insert(
            PlantDraft(
                key: "rosemary", name: "Rosemary, \"creeping\"", kind: "herb", notes: "Line\tone\nline two \\ end",
                waterEveryDays: 3, lastWatered: CalendarDate(year: 2024, month: 2, day: 29), photoAspect: 0.75))
        try store.plants.insert(PlantDraft(key: "aloe", name: "Aloe", notes: ""))
        try store.favorites.add(plantID: full.id)
        return store
    }

    /// Rule: CSV quotes what needs it, writes absent as an empty cell and empty notes as `""`, CRLF.
    func testCSVText() throws {
        XCTAssertEqual(
            try Exporter(store: smallCatalog()).export(as: .csv),
            "key,name,kind,notes,water_every_days,last_watered,photo,photo_aspect,favorite,position\r\n"
                + "aloe,Aloe,,\"\",,,,,false,\r\n"
                + "rosemary,\"Rosemary, \"\"creeping\"\"\",herb,\"Line\tone\nline two \\ end\",3,2024-02-29,,0.75,true,0\r\n")
    }

    /// Rule: TSV escapes backslash, tab and line breaks, writes absent as `\N`, empty notes as an
    /// empty field.
    func testTSVText() throws {
        XCTAssertEqual(
            try Exporter(store: smallCatalog()).export(as: .tsv),
            "key\tname\tkind\tnotes\twater_every_days\tlast_watered\tphoto\tphoto_aspect\tfavorite\tposition\n"
                + "aloe\tAloe\t\\N\t\t\\N\t\\N\t\\N\t\\N\tfalse\t\\N\n"
                + "rosemary\tRosemary, \"creeping\"\therb\tLine\\tone\\nline two \\\\ end\t3\t2024-02-29\t\\N\t0.75\ttrue\t0\n")
    }

    /// Rule: JSON is an array with one object per line, every field present (null when absent);
    /// NDJSON the same objects, one per line.
    func testJSONText() throws {
        let aloe = #"{"key":"aloe","name":"Aloe","kind":null,"notes":"","water_every_days":null,"last_watered":null,"#
            + #""photo":null,"photo_aspect":null,"favorite":false,"position":null}"#
        let exporter = try Exporter(store: smallCatalog())
        let json = try exporter.export(as: .json)
        XCTAssertTrue(json.hasPrefix("[\n" + aloe + ",\n{\"key\":\"rosemary\""), json)
        XCTAssertTrue(json.hasSuffix("\"favorite\":true,\"position\":0}\n]\n"), json)
        XCTAssertTrue(try exporter.export(as: .ndjson).hasPrefix(aloe + "\n{"))
        XCTAssertEqual(try Exporter(store: CatalogStore.inMemory()).export(as: .json), "[]\n")
    }

    /// Rule (property): for random catalogs — quotes, commas, CR/LF, tabs, backslashes, CJK,
    /// emoji, RTL text, SQL-looking names, empty versus absent notes, random favorites — export in
    /// each format, then import into an empty catalog, gives the same plants and favorites, and
    /// exporting that catalog gives the same text.
    func testRoundTripOfRandomCatalogs() throws {
        var random = SplitMix64(seed: 20_260_601)
        for _ in 0..<12 {
            let source = try randomCatalog(plants: Int.random(in: 1...40, using: &random), using: &random)
            let snapshot = try CatalogSnapshot(source)
            for format in PlantFileFormat.allCases {
                let text = try Exporter(store: source).export(as: format)
                let copy = try CatalogStore.inMemory()
                let summary = try importText(text, format, into: copy)
                XCTAssertEqual(summary.inserted, snapshot.plants.count, "\(format)")
                XCTAssertEqual(try CatalogSnapshot(copy), snapshot, "\(format):\n\(text)")
                XCTAssertEqual(try Exporter(store: copy).export(as: format), text, "\(format)")
            }
        }
    }

    private static let fragments = [
        "Monstera", "deliciosa", " ", ",", "\"", "\"\"", "'", "\n", "\r\n", "\r", "\t", "\\", "\\N", "\\t", "龟背竹", "多肉植物",
        "🌿", "👩🏽‍🌾", "نبات الصبار", "עציץ", "'); DROP TABLE plants;--", "NULL", "null", "=1+1", "#", "é", "e\u{301}",
        "{}", "[",
    ]

    private func randomText(using random: inout SplitMix64) -> String {
        // A letter first, so that names, kinds, keys and paths are never blank.
        "x" + (0..<Int.random(in: 0...6, using: &random)).map { _ in Self.fragments.randomElement(using: &random) ?? "" }.joined()
    }

    private func randomCatalog(plants count: Int, using random: inout SplitMix64) throws -> CatalogStore {
        let store = try CatalogStore.inMemory()
        var ids: [Int64] = []
        for index in 0..<count {
            func maybe<T>(_ make: () -> T) -> T? { Bool.random(using: &random) ? make() : nil }
            let notes: String? = [nil, "", randomText(using: &random)].randomElement(using: &random) ?? nil
            let draft = PlantDraft(
                key: "\(index)-" + randomText(using: &random), name: randomText(using: &random), kind: maybe { randomText(using: &random) },
                notes: notes, waterEveryDays: maybe { Int.random(in: 1...365, using: &random) },
                lastWatered: maybe {
                    CalendarDate(
                        year: Int.random(in: 1900...2025, using: &random), month: Int.random(in: 1...12, using: &random),
                        day: Int.random(in: 1...28, using: &random))
                } ?? nil,
                photoAspect: maybe { Double.random(in: ImportLimits.photoAspect, using: &random) })
            ids.append(try store.plants.insert(draft).id)
        }
        try store.favorites.replace(with: ids.shuffled(using: &random).filter { _ in Bool.random(using: &random) })
        return store
    }
}
