import CorollaService
import CorollaTestSupport
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

        try CatalogService(path: path).waterings.waterToday(.key("plant-1"))
        let changed = try screen(secondPhone)
        XCTAssertNotEqual(changed["plant-1"], first["plant-1"])
        XCTAssertEqual(changed.filter { $0.key != "plant-1" }, first.filter { $0.key != "plant-1" })
        for address in changed.values { XCTAssertEqual(try secondPhone.get(address).status, 200) }
        XCTAssertEqual(server.cardImageStatistics.draws, 9, "only the changed card drawn")
        XCTAssertGreaterThan(server.cardImageStatistics.bytes, 0)

        // A kept image is what its address names: served without the catalog's say (its plant
        // changed since); an address of the old card never drawn is out of date.
        let old = try XCTUnwrap(first["plant-1"])
        let kept = try secondPhone.get(old)
        XCTAssertEqual(kept.status, 200)
        XCTAssertEqual(kept.body, images[old], "the kept image of the old address")
        let tag = try XCTUnwrap(kept.headers["etag"])
        XCTAssertEqual(try secondPhone.get(old, headers: ["If-None-Match": tag]).status, 304)
        let unseen = old.replacingOccurrences(of: "@3/", with: "@2/")
        XCTAssertNotEqual(unseen, old)
        XCTAssertEqual(try secondPhone.get(unseen).status, 404, "an old address not drawn is out of date")
        XCTAssertEqual(server.cardImageStatistics.draws, 9)
    }

    /// Rule: a screen of never-seen cards asked for at once is drawn on several of the server's
    /// threads side by side (each request with a service and a Pango context of its own), not one
    /// after another behind a lock.
    func testAScreenOfCardsIsDrawnOnSeveralThreads() throws {
        let path = try makeCatalog(plants: 24, favorites: 24)
        let (server, client) = try serve(path)
        let cards = try gridElements(client, token: try gridToken(client, "width=390&scale=3"), rect: "0,0,390,5000")
        let addresses = cards.compactMap { $0["card"] as? String }
        XCTAssertEqual(addresses.count, 24)
        let failures = SharedFailures()
        onThreads(6) { connection in
            let client = HTTPClient(port: server.port)
            for address in stride(from: connection, to: addresses.count, by: 6).map({ addresses[$0] }) {
                if (try? client.get(address).status) != 200 { failures.add(address) }
            }
        }
        XCTAssertEqual(failures.addresses, [])
        XCTAssertEqual(server.cardImageStatistics.draws, 24)
        XCTAssertGreaterThan(server.cardImageStatistics.mostDrawnAtOnce, 1)
    }
}

/// The addresses that failed, noted from several threads.
private final class SharedFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var failed: [String] = []

    var addresses: [String] { lock.withLock { failed } }

    func add(_ address: String) { lock.withLock { failed.append(address) } }
}
