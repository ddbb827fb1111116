import CorollaLayout
@testable import CorollaService
@testable import CorollaServer
import CorollaTestSupport
import Foundation
import XCTest

/// A cold grid of more favorites than a first screen reads (``FirstScreen/leadingCards``) is
/// answered from its leading cards and a count, then the whole estimated grid replaces it under
/// the same token, and the page is told.
final class LeadingCardsEndpointTests: ServerTestCase {
    /// Rule (twin: the whole estimated grid the service computes): the page's first `/api/grid` of
    /// 5,000 cold favorites counts all of them, is estimated, and has an exact first screen; a
    /// `grid` event saying `"exact":false` follows, after which `/api/grid` answers the same token
    /// with the whole estimated grid's content size and the favorites' order, and the elements
    /// of rects past the leading cards are the whole grid's cards at the whole grid's frames.
    func testALargeColdGridAnswersFromItsLeadingCardsThenTheWholeEstimate() throws {
        let favorites = 5_000
        let path = try makeCatalog(plants: favorites, favorites: favorites)
        let (_, client) = try serve(path)
        var reader = try client.openEvents()
        defer { close(reader.socket) }
        _ = try reader.read(until: "event: revision")
        let page = ["Sec-Fetch-Site": "same-origin"]

        let first = try client.get("/api/grid?width=390", headers: page).json()
        XCTAssertEqual(first["exact"] as? Bool, false)
        XCTAssertEqual(first["cards"] as? Int, favorites)
        XCTAssertGreaterThan(try XCTUnwrap(first["estimated"] as? Int), favorites - 500)
        let token = try XCTUnwrap(first["token"] as? String)
        let screen = try client.get("/api/grid/elements?token=\(token)&rect=0,0,390,844").json()
        XCTAssertEqual(screen["exact"] as? Bool, true)

        XCTAssertTrue(try reader.read(until: "event: grid").contains("\"exact\":false"), "the whole estimated grid is announced")
        let second = try client.get("/api/grid?width=390", headers: page).json()
        XCTAssertEqual(second["token"] as? String, token, "the whole grid is kept under the first answer's token")
        XCTAssertEqual(second["exact"] as? Bool, false)
        XCTAssertEqual(second["cards"] as? Int, favorites)
        let service = try CatalogService(path: path)
        XCTAssertEqual(second["favorites_order"] as? String, try service.favorites.orderTag())

        var parameters = GridParameters(width: 390)
        parameters.purpose = .page(storing: false)
        parameters.firstScreen = Rect(x: 0, y: 0, width: parameters.width, height: parameters.height)
        let whole = try service.grid.result(for: try parameters.request())
        let size = try XCTUnwrap(second["content_size"] as? [String: Double])
        XCTAssertEqual(size["height"], whole.contentSize.height)
        let firstHeight = try XCTUnwrap((first["content_size"] as? [String: Double])?["height"])
        XCTAssertEqual(firstHeight, whole.contentSize.height, accuracy: whole.contentSize.height / 100, "the extrapolated height")

        let index = LayoutIndex(whole.layout)
        let offsets = whole.layout.itemOffsets
        for top in [0.0, whole.contentSize.height / 2, whole.contentSize.height - 2_000] {
            let rect = Rect(x: 0, y: top.rounded(.down), width: 390, height: 2_000)
            let answer = try client.get("/api/grid/elements?token=\(token)&rect=0,\(Int(rect.minY)),390,2000").json()
            let items = (answer["elements"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "item" }
            let expected = index.elements(in: rect).filter { $0.category == .item }
            XCTAssertEqual(items.count, expected.count, "rect from \(rect.minY)")
            XCTAssertEqual(
                Set(items.compactMap { item in (item["frame"] as? [Double]).map { "\(item["plant_id"] ?? "") \($0)" } }),
                Set(expected.map { "\(whole.plantIDs[offsets[$0.section] + $0.item]) \($0.frame.components)" }), "rect from \(rect.minY)")
        }
    }

    /// Rule: an elements request past what a kept grid holds waits for the grid put under its token
    /// (``LayoutTokens/replace(_:with:)``), gets nil once the token is forgotten, and the grid as
    /// it is when the wait runs out.
    func testAnElementsRequestPastTheLeadingCardsWaitsForTheWholeGrid() throws {
        let service = try CatalogService(path: try makeCatalog(plants: 700, favorites: 700))
        var parameters = GridParameters(width: 390)
        parameters.purpose = .page(storing: true)
        parameters.firstScreen = Rect(x: 0, y: 0, width: 390, height: 844)
        var request = try parameters.request()
        request.leadingCards = 300
        let leading = ServedGrid(try service.grid.result(for: request))
        let whole = ServedGrid(try service.grid.result(for: request.allCardsRead))
        let deep = Rect(x: 0, y: whole.layout.contentSize.height - 100, width: 390, height: 100)
        XCTAssertFalse(leading.holds(deep))
        XCTAssertTrue(whole.holds(deep))

        let tokens = LayoutTokens(capacity: 4)
        let token = tokens.insert(leading, describing: "grid")
        XCTAssertTrue(tokens.beginCompleting(token))
        XCTAssertFalse(tokens.beginCompleting(token), "one completion a token")
        XCTAssertFalse(try XCTUnwrap(tokens.grid(token, holding: deep, waiting: 0.05)).holds(deep), "the wait ran out")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { tokens.replace(token, with: whole) }
        XCTAssertEqual(tokens.grid(token, holding: deep, waiting: 30)?.plantIDs.count, 700, "woken by the whole grid")

        let other = tokens.insert(leading, describing: "other")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { tokens.forget(other) }
        XCTAssertNil(tokens.grid(other, holding: deep, waiting: 30), "woken by the token forgotten")
    }
}
