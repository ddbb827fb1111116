import CorollaService
import Foundation
import XCTest

final class CardImageCacheServingTests: ServerTestCase {
    /// Rule: a card image is drawn once: a second phone asking for the same grid gets the same
    /// bytes without a drawing (the server's card image cache, counted by its statistics); a
    /// changed plant gets a new address, drawn once, and the other cards stay kept.
    func testASecondPhoneGetsTheCardsWithoutADrawing() throws {
        let path = try makeCatalog(plants: 8, favorites: 8)
        let (server, client) = try serve(path)
        func screen(_ client: HTTPClient) throws -> [String: String] {
            let cards = try gridElements(client, token: try gridToken(client, "width=390&scale=3&group_by=kind"), rect: "0,0,390,2000")
            return Dictionary(uniqueKeysWithValues: try cards.filter { $0["kind"] as? String == "item" }.map { card in
                (try XCTUnwrap(card["key"] as? String), try XCTUnwrap(card["card"] as? String))
            })
        }
        let first = try screen(client)
        XCTAssertEqual(first.count, 8)
        var images: [String: [UInt8]] = [:]
        for address in first.values { images[address] = try client.get(address).body }
        XCTAssertEqual(server.cardImageStatistics.draws, 8)
        XCTAssertEqual(server.cardImageStatistics.hits, 0)

        let secondPhone = HTTPClient(port: server.port)
        XCTAssertEqual(try screen(secondPhone), first, "the same grid names the same images")
        for address in first.values {
            let image = try secondPhone.get(address)
            XCTAssertEqual(image.status, 200)
            XCTAssertEqual(image.body, images[address])
        }
        XCTAssertEqual(server.cardImageStatistics.draws, 8, "nothing drawn again")
        XCTAssertEqual(server.cardImageStatistics.hits, 8)

        try CatalogService(path: path).waterPlantToday(.key("plant-1"))
        let changed = try screen(secondPhone)
        XCTAssertNotEqual(changed["plant-1"], first["plant-1"])
        XCTAssertEqual(changed.filter { $0.key != "plant-1" }, first.filter { $0.key != "plant-1" })
        for address in changed.values { XCTAssertEqual(try secondPhone.get(address).status, 200) }
        XCTAssertEqual(server.cardImageStatistics.draws, 9, "only the changed card drawn")
        XCTAssertGreaterThan(server.cardImageStatistics.bytes, 0)
    }
}
