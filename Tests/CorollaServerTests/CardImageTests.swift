import CorollaLayout
import CorollaService
import CorollaServer
import Foundation
import XCTest

final class CardImageTests: ServerTestCase {
    /// Rule: a card's address names its image: it is a PNG of the frame × scale, immutable with an
    /// ETag (304 for it), and the same bytes as the service's own drawing of that card; once the
    /// plant's card changes (watered), the grid gives a new address, and the old one names only
    /// the old image: kept, it is still that image; not kept (here, at another scale), 404.
    func testCardAddressesAreContentAddressed() throws {
        let path = try makeCatalog(plants: 10, favorites: 10)
        let (_, client) = try serve(path)
        let elements = try gridElements(client, token: try gridToken(client, "width=390&scale=3"))
        let card = try XCTUnwrap(elements.first { ($0["key"] as? String) == "plant-1" })
        let address = try XCTUnwrap(card["card"] as? String)
        let frame = try XCTUnwrap(card["frame"] as? [Double])
        let image = try client.get(address)
        XCTAssertEqual(image.status, 200)
        XCTAssertEqual(image.headers["content-type"], "image/png")
        XCTAssertEqual(image.headers["cache-control"], "public, max-age=31536000, immutable")
        XCTAssertEqual(Array(image.body.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = image.body[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = image.body[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual([width, height], [Int((frame[2] * 3).rounded(.up)), Int((frame[3] * 3).rounded(.up))])
        let tag = try XCTUnwrap(image.headers["etag"])
        XCTAssertEqual(try client.get(address, headers: ["If-None-Match": tag]).status, 304)

        try CatalogService(path: path).waterings.waterToday(.key("plant-1"))
        XCTAssertEqual(try client.get(address).body, image.body, "the old address names the old image")
        XCTAssertEqual(try client.get(address.replacingOccurrences(of: "@3/", with: "@2/")).status, 404, "an old address not drawn is out of date")
        let newElements = try gridElements(client, token: try gridToken(client, "width=390&scale=3"))
        let newAddress = try XCTUnwrap(newElements.first { ($0["key"] as? String) == "plant-1" }?["card"] as? String)
        XCTAssertNotEqual(newAddress, address)
        XCTAssertEqual(try client.get(newAddress).status, 200)
    }

    /// Rule: `appearance=dark` gives each card a dark image at its own address (light and dark are
    /// both content-addressed, so both cacheable): the same elements at the same frames, each image
    /// the service's dark drawing of the card, unlike the light one; a dark address with its
    /// appearance swapped is out of date (404), and an unknown appearance is 400.
    func testDarkCardsHaveAddressesOfTheirOwn() throws {
        let (path, client, token) = try servedGrid(plants: 10, favorites: 10)
        func elements(_ appearance: String) throws -> [[String: Any]] {
            try gridElements(client, token: token, rect: "0,0,390,400", query: "&appearance=\(appearance)")
        }
        let light = try elements("light"), dark = try elements("dark")
        XCTAssertEqual(light.map { "\($0["plant_id"] ?? "") \($0["frame"] ?? "")" }, dark.map { "\($0["plant_id"] ?? "") \($0["frame"] ?? "")" })
        XCTAssertFalse(dark.isEmpty)
        let service = try CatalogService(path: path)
        for (lightCard, darkCard) in zip(light, dark) {
            let lightAddress = try XCTUnwrap(lightCard["card"] as? String), darkAddress = try XCTUnwrap(darkCard["card"] as? String)
            XCTAssertTrue(darkAddress.contains("/card/none/dark/"), darkAddress)
            XCTAssertNotEqual(lightAddress.split(separator: "/")[2], darkAddress.split(separator: "/")[2], "different digests")
            let image = try client.get(darkAddress)
            XCTAssertEqual(image.status, 200)
            XCTAssertEqual(image.headers["cache-control"], "public, max-age=31536000, immutable")
            let id = try XCTUnwrap(darkCard["plant_id"] as? Int), frame = try XCTUnwrap(darkCard["frame"] as? [Double])
            let content = try XCTUnwrap(service.cards.plantCards(ids: [Int64(id)])[Int64(id)]).content
            let drawn = try service.cards.png(
                content, size: Size(width: frame[2], height: frame[3]), style: .card, userInterfaceStyle: .dark, scale: 2, date: Date())
            XCTAssertEqual(image.body, Array(drawn))
            XCTAssertNotEqual(image.body, try client.get(lightAddress).body)
            XCTAssertEqual(try client.get(darkAddress.replacingOccurrences(of: "/dark/", with: "/light/")).status, 404)
        }
        XCTAssertEqual(try client.get("/api/grid/elements?token=\(token)&rect=0,0,390,400&appearance=dim").status, 400)
    }

    /// Rule: card addresses that are not well formed, or ask for more than the limits, are 400;
    /// an unknown plant 404; nothing is drawn from a path a request names.
    func testBadCardAddressesAreRefused() throws {
        let path = try makeCatalog(plants: 3, favorites: 3)
        let (_, client) = try serve(path)
        let digest = String(repeating: "a", count: 32)
        let cases: [(String, Int)] = [
            ("/cards/1/\(digest)/card/none/light/100x100@2/\(digest).png", 404),
            ("/cards/999/\(digest)/card/none/light/100x100@2/\(digest).png", 404),
            ("/cards/1/\(digest)/card/none/light/100x100@4/\(digest).png", 400),
            ("/cards/1/\(digest)/card/none/light/5000x100@1/\(digest).png", 400),
            ("/cards/1/\(digest)/card/none/light/1200x1200@3/\(digest).png", 400),
            ("/cards/1/\(digest)/bogus/none/light/100x100@2/\(digest).png", 400),
            ("/cards/1/../../../etc/passwd/x.png", 400),
            ("/cards/1/\(digest)/card/plants/light/100x100@2/\(digest).png", 400),
            ("/cards/1/../etc/passwd/x.png", 404),
            ("/cards/1/\(digest)/card/none/light/nanxnan@2/\(digest).png", 400),
            ("/cards/1/\(digest)/card/none/dim/100x100@2/\(digest).png", 400),
            ("/cards/1/\(digest)/card/light/100x100@2/\(digest).png", 404),
        ]
        for (address, status) in cases {
            let response = try client.get(address)
            XCTAssertEqual(response.status, status, "\(address): \(response.text)")
            XCTAssertNotNil(try? response.json()["error"], address)
        }
    }
}
