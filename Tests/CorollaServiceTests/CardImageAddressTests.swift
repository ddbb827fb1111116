import CorollaCards
import CorollaLayout
import CorollaService
import XCTest

/// The card image an address names, checked and drawn by the service.
final class CardImageAddressTests: XCTestCase {
    /// Rule: an address made of the card's digest and the measurer's names the service's drawing
    /// of that card (kept after the first drawing; nothing drawn when the client has it); one
    /// whose plant is gone or whose card changed is not found; parts that are no address are bad
    /// input.
    func testAnAddressNamesItsCardOnlyWhileItShowsIt() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 3, favorites: 3))
        let card = try XCTUnwrap(try service.cards.plantCards(ids: [1])[1])
        let date = Date()
        let digest = service.cards.digest(card.content, style: .card, userInterfaceStyle: .dark, date: date)
        let address = CardAddress(
            plantID: 1, digest: digest, style: .card, grouping: .none, userInterfaceStyle: .dark, width: 160, height: 90, scale: 2,
            fingerprint: try service.cards.measurerDigest())
        XCTAssertEqual(try CardAddress(parts: Array(address.path.split(separator: "/").dropFirst().map(String.init))), address)
        let images = CardImageCache()
        XCTAssertNil(try service.cards.image(at: address, keptIn: images, drawing: false))
        XCTAssertEqual(images.statistics.draws, 0)
        let png = try XCTUnwrap(try service.cards.image(at: address, keptIn: images))
        let drawn = try service.cards.png(card.content, size: address.size, style: .card, userInterfaceStyle: .dark, scale: 2, date: date)
        XCTAssertEqual(png, Array(drawn))
        XCTAssertEqual(images.kept(at: address.path), png)

        var missing = address
        missing.plantID = 99
        var stale = address
        stale.digest = String(repeating: "0", count: 32)
        for other in [missing, stale] {
            XCTAssertThrowsError(try service.cards.image(at: other, keptIn: images)) { error in
                XCTAssertEqual((error as? Failure)?.kind, .notFound, "\(error)")
            }
        }
        XCTAssertThrowsError(try CardAddress(parts: ["1", digest])) { error in XCTAssertEqual((error as? Failure)?.kind, .badInput) }
    }
}
