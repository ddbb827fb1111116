import CorollaService
import Foundation
import XCTest

/// The server names plants as the command line does: by id, key, or a name no other plant has.
final class PlantNameEndpointTests: ServerTestCase {
    /// Rule: a write names a plant by its name (percent-encoded, any case); a name several plants
    /// have is 400 listing their keys; a text that names nothing is 404 with the nearest plants.
    func testWritesTakePlantNames() throws {
        let path = try makeCatalog(plants: 2, favorites: 0)
        try CatalogService(path: path).addPlant(PlantDraft(key: "twin", name: "PLANT 0"))
        let (_, client) = try serve(path)
        let headers = try writeHeaders(client)
        XCTAssertEqual(try client.send("POST", "/api/plants/plant%201%20LONGER%20name/water", headers: headers).status, 200)
        XCTAssertEqual(try client.send("POST", "/api/favorites/Plant%201%20longer%20name", headers: headers).status, 200)
        let ambiguous = try client.send("POST", "/api/plants/Plant%200/water", headers: headers)
        XCTAssertEqual(ambiguous.status, 400)
        XCTAssertEqual(try ambiguous.json()["error"] as? String, "2 plants are named Plant 0: give one of their keys (plant-0, twin)")
        let unknown = try client.send("POST", "/api/plants/plant-0x/water", headers: headers)
        XCTAssertEqual(unknown.status, 404)
        XCTAssertEqual(try unknown.json()["error"] as? String, "no plant has key or name plant-0x. Did you mean plant-0 (Plant 0), twin (PLANT 0) or plant-1 (Plant 1 longer name)?")
    }
}
