import CorollaService
import CorollaServer
import CorollaTestSupport
import Foundation
import XCTest

/// The page edits what the user changed: an edit of one field leaves the others byte for byte, and
/// every plant within the declared limits can be written whole.
final class PlantEditLimitTests: ServerTestCase {
    /// Sends `body` as a `PATCH` of plant `id` from the page, over the plant's version.
    private func patch(_ client: HTTPClient, _ path: String, _ id: Int64, _ body: String) throws -> HTTPClient.Response {
        var headers = try conditioned(writeHeaders(client), "/api/plants/\(id)", in: path)
        headers["Content-Type"] = "application/json"
        return try client.send("PATCH", "/api/plants/\(id)", headers: headers, body: Array(body.utf8))
    }

    /// Rule: a plant whose texts are at their declared limits, with spaces around them, is
    /// edited by one field (the interval) and keeps every other byte for byte; its notes at the
    /// limit, of characters of four UTF-8 bytes each, are accepted as one write.
    func testAPlantAtTheDeclaredLimitsIsEditedByOneField() throws {
        let path = try makeCatalog(plants: 2, favorites: 1)
        let service = try CatalogService(path: path)
        let limit = try XCTUnwrap(PlantField.notes.declaration.limit?.characters)
        let notes = "  " + String(repeating: "Keep moist; ", count: (limit - 4) / 12) + "  "
        let added = try service.plants.add(PlantDraft(name: " Spaced name ", kind: "fern ", notes: notes, waterEveryDays: 3))
        let (_, client) = try serve(path)
        let edited = try patch(client, path, added.id, #"{"water_every_days": 9}"#)
        XCTAssertEqual(edited.status, 200, edited.text)
        let stored = try service.plants.plant(.id(added.id))
        XCTAssertEqual(stored.waterEveryDays, 9)
        XCTAssertEqual(Array(stored.name.utf8), Array(" Spaced name ".utf8))
        XCTAssertEqual(stored.kind.map { Array($0.utf8) }, Array("fern ".utf8))
        XCTAssertEqual(stored.notes.map { Array($0.utf8) }, Array(notes.utf8))

        let longest = String(repeating: "🌿", count: limit)
        let body = try String(decoding: JSONSerialization.data(withJSONObject: ["notes": longest]), as: UTF8.self)
        XCTAssertGreaterThan(body.utf8.count, 4 * 1024 * 16)
        let rewritten = try patch(client, path, added.id, body)
        XCTAssertEqual(rewritten.status, 200, String(rewritten.text.prefix(200)))
        XCTAssertEqual(try service.plants.plant(.id(added.id)).notes, longest)
        XCTAssertEqual(try service.plants.plant(.id(added.id)).name, " Spaced name ")
    }

    /// Rule: a body past the largest plant's write (every field the API takes at its declared
    /// limit, as long as JSON writes it) is refused with 413, changing nothing.
    func testABodyPastTheLargestPlantIsRefused() throws {
        let path = try makeCatalog(plants: 2, favorites: 1)
        let service = try CatalogService(path: path)
        let plant = try service.plants.plant(.key("plant-1"))
        let (_, client) = try serve(path)
        let largest = PlantField.largestJSONObjectBytes(PlantField.editedOnPage + [.favorite])
        let start = try revision(path)
        let response = try patch(client, path, plant.id, #"{"notes": "\#(String(repeating: "n", count: largest))"}"#)
        XCTAssertEqual(response.status, 413, response.text)
        XCTAssertEqual(try revision(path), start)
    }
}
