import CorollaService
import CorollaStore
import CorollaTestSupport
import XCTest

/// The exporter's text in each format (its round trips: ``RoundTripPropertyTests``).
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

    /// Rule: CSV quotes what needs it, writes absent as an empty cell and empty notes as `""`, CRLF;
    /// without photos it has no `photo` column (an empty cell would remove a photo on import).
    func testCSVText() throws {
        XCTAssertEqual(
            try CatalogService(store: smallCatalog()).transfer.export(as: .csv),
            "key,name,kind,notes,water_every_days,last_watered,photo_aspect,favorite,position\r\n"
                + "aloe,Aloe,,\"\",,,,false,\r\n"
                + "rosemary,\"Rosemary, \"\"creeping\"\"\",herb,\"Line\tone\nline two \\ end\",3,2024-02-29,0.75,true,0\r\n")
    }

    /// Rule: TSV escapes backslash, tab and line breaks, writes absent as `\N`, empty notes as an
    /// empty field.
    func testTSVText() throws {
        XCTAssertEqual(
            try CatalogService(store: smallCatalog()).transfer.export(as: .tsv),
            "key\tname\tkind\tnotes\twater_every_days\tlast_watered\tphoto_aspect\tfavorite\tposition\n"
                + "aloe\tAloe\t\\N\t\t\\N\t\\N\t\\N\tfalse\t\\N\n"
                + "rosemary\tRosemary, \"creeping\"\therb\tLine\\tone\\nline two \\\\ end\t3\t2024-02-29\t0.75\ttrue\t0\n")
    }

    /// Rule: JSON is an array with one object per line, every field present (null when absent), the
    /// waterings last (oldest first); NDJSON the same objects, one per line.
    func testJSONText() throws {
        let aloe = #"{"key":"aloe","name":"Aloe","kind":null,"notes":"","water_every_days":null,"last_watered":null,"#
            + #""photo_aspect":null,"favorite":false,"position":null,"waterings":[]}"#
        let exporter = try CatalogService(store: smallCatalog()).transfer
        let json = try exporter.export(as: .json)
        XCTAssertTrue(json.hasPrefix("[\n" + aloe + ",\n{\"key\":\"rosemary\""), json)
        XCTAssertTrue(json.hasSuffix("\"favorite\":true,\"position\":0,\"waterings\":[\"2024-02-29\"]}\n]\n"), json)
        XCTAssertTrue(try exporter.export(as: .ndjson).hasPrefix(aloe + "\n{"))
        XCTAssertEqual(try CatalogService(store: CatalogStore.inMemory()).transfer.export(as: .json), "[]\n")
    }
}
