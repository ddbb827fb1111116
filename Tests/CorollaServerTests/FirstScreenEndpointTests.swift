import CorollaLayout
import CorollaModel
@testable import CorollaService
@testable import CorollaServer
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// `/api/grid` for a grid nobody laid out answers once its first screen is measured, the rest
/// estimated, then measures the rest in the background and says so on the event stream; a grid
/// of more favorites than a first screen reads (``FirstScreen/leadingCards``) is answered from its
/// leading cards and a count, then the whole estimated grid replaces it under the same token.
final class FirstScreenEndpointTests: ServerTestCase {
    /// Rule: the page's first `/api/grid` of a cold catalog of 700 favorites says `"exact": false`
    /// with the cards estimated; the first screen's elements are exact (the whole grid's frames),
    /// deeper ones are not; the event stream then sends a `grid` event saying it is exact, after
    /// which `/api/grid` is a cache hit with `"exact": true` whose frames are the whole grid's.
    /// The event is waited for on the stream itself (a bounded read), never by sleeping.
    func testAColdGridIsEstimatedThenRefinedAndAnnounced() throws {
        let favorites = 700
        var (path, client, reader) = try serveWithEvents(favorites: favorites)
        let page = Self.pageHeaders

        let first = try client.get("/api/grid?width=390", headers: page).json()
        XCTAssertEqual(first["exact"] as? Bool, false)
        let estimated = try XCTUnwrap(first["estimated"] as? Int)
        XCTAssertGreaterThan(estimated, favorites / 2, "only the first screen's cards are measured")
        XCTAssertEqual(first["cards"] as? Int, favorites)
        let token = try XCTUnwrap(first["token"] as? String)
        let notThePage = try client.get("/api/grid?width=390").json()
        XCTAssertEqual(notThePage["exact"] as? Bool, true, "any other client's grid is computed whole, not the page's estimate")
        let screen = try client.get("/api/grid/elements?token=\(token)&rect=0,0,390,844").json()
        XCTAssertEqual(screen["exact"] as? Bool, true)
        let deep = try client.get("/api/grid/elements?token=\(token)&rect=0,5000,390,844").json()
        XCTAssertEqual(deep["exact"] as? Bool, false)

        XCTAssertTrue(try reader.read(until: "event: grid").contains("\"exact\":true"))
        let second = try client.get("/api/grid?width=390", headers: page).json()
        XCTAssertEqual(second["exact"] as? Bool, true)
        XCTAssertEqual(second["estimated"] as? Int, 0)
        XCTAssertEqual((second["cache"] as? [String: Any])?["outcome"] as? String, "hit")

        var parameters = GridParameters(width: 390)
        parameters.noCache = true
        parameters.purpose = .page(storing: false)
        let whole = try CatalogService(path: path).grid.result(for: try parameters.request())
        let size = try XCTUnwrap(second["content_size"] as? [String: Double])
        XCTAssertEqual(size["height"], whole.contentSize.height)
        let exactToken = try XCTUnwrap(second["token"] as? String)
        XCTAssertNotEqual(exactToken, token)
        let index = LayoutIndex(whole.layout)
        for top in stride(from: 0.0, to: whole.contentSize.height, by: 10_000) {
            let rect = Rect(x: 0, y: top, width: 390, height: 10_000)
            let answer = try client.get("/api/grid/elements?token=\(exactToken)&rect=0,\(Int(top)),390,10000").json()
            XCTAssertEqual(answer["exact"] as? Bool, true)
            let frames = (answer["elements"] as? [[String: Any]] ?? []).compactMap { $0["frame"] as? [Double] }
            XCTAssertEqual(Set(frames), Set(index.elements(in: rect).map(\.frame.components)), "rect from \(top)")
        }
        // The first screen the estimated grid answered is the exact grid's.
        let firstFrames = (screen["elements"] as? [[String: Any]] ?? []).compactMap { $0["frame"] as? [Double] }
        XCTAssertEqual(Set(firstFrames), Set(index.elements(in: Rect(x: 0, y: 0, width: 390, height: 844)).map(\.frame.components)))
    }

    /// Rule: a grid answered before its cards were measured is also answered before its favorites
    /// were counted: `needs_water_count` is `null` (never a number that may be wrong) while this
    /// process has no count at the catalog's revision, and `/api/grid/needs-water` with the grid's
    /// query answers the count SQLite gives now with its revision, after which `/api/grid` says
    /// that number. After a change made with plain SQL (the revision moves) `/api/grid` says
    /// either `null` (estimated again) or the new count, never the old one.
    func testAnEstimatedGridSaysItsNeedsWaterCountOnceCounted() throws {
        let favorites = 700
        let path = try makeCatalog(plants: favorites, favorites: favorites)
        let (_, client) = try serve(path)
        let page = ["Sec-Fetch-Site": "same-origin"]
        let store = try CatalogService(path: path).store
        func fresh(_ kinds: [String]) throws -> Int {
            try store.favorites.count(PlantFilter(kinds: kinds, needsWaterOn: .today))
        }
        let expected = try fresh([])
        XCTAssertGreaterThan(expected, 0)
        XCTAssertLessThan(expected, favorites)
        let first = try client.get("/api/grid?width=390", headers: page).json()
        XCTAssertEqual(first["exact"] as? Bool, false)
        XCTAssertTrue(first["needs_water_count"] is NSNull, "not counted yet: \(first["needs_water_count"] ?? "absent")")
        let counted = try client.get("/api/grid/needs-water?width=390").json()
        XCTAssertEqual(counted["needs_water_count"] as? Int, expected)
        XCTAssertEqual(counted["revision"] as? Int, first["revision"] as? Int)
        XCTAssertEqual(try client.get("/api/grid?width=390", headers: page).json()["needs_water_count"] as? Int, expected, "counted now")
        // The query's kind selects what is counted (a grid of 120 ferns is measured whole, and counted at once).
        let ferns = try fresh(["fern"])
        XCTAssertTrue(ferns > 0 && ferns < expected, "\(ferns)")
        XCTAssertEqual(try client.get("/api/grid?width=390&kind=fern", headers: page).json()["needs_water_count"] as? Int, ferns)
        XCTAssertEqual(try client.get("/api/grid/needs-water?width=390&kind=fern").json()["needs_water_count"] as? Int, ferns)

        try store.database.execute("UPDATE plants SET last_watered = ? WHERE id % 3 = 0", [CalendarDate.today.databaseValue])
        let moved = try fresh([])
        XCTAssertNotEqual(moved, expected)
        let changed = try client.get("/api/grid?width=390", headers: page).json()
        if changed["exact"] as? Bool == true {
            XCTAssertEqual(changed["needs_water_count"] as? Int, moved)
        } else {
            XCTAssertTrue(changed["needs_water_count"] is NSNull, "\(changed["needs_water_count"] ?? "absent")")
        }
        XCTAssertEqual(try client.get("/api/grid/needs-water?width=390").json()["needs_water_count"] as? Int, moved)
        XCTAssertEqual(try client.get("/api/grid/needs-water?width=390&depth=1").status, 400, "an argument /api/grid does not take")
    }

    /// Rule (twin: the whole estimated grid the service computes): the page's first `/api/grid` of
    /// 5,000 cold favorites counts all of them, is estimated, and has an exact first screen; a
    /// `grid` event saying `"exact":false` follows, after which `/api/grid` answers the same token
    /// with the whole estimated grid's content size and the favorites' order, and the elements
    /// of rects past the leading cards are the whole grid's cards at the whole grid's frames.
    func testALargeColdGridAnswersFromItsLeadingCardsThenTheWholeEstimate() throws {
        let favorites = FirstScreen.leadingCards + 904
        var (path, client, reader) = try serveWithEvents(favorites: favorites)
        let page = Self.pageHeaders
        let first = try client.get("/api/grid?width=390", headers: page).json()
        XCTAssertEqual(first["cards"] as? Int, favorites, "the leading cards and the count")
        XCTAssertEqual(first["exact"] as? Bool, false)
        XCTAssertGreaterThan(try XCTUnwrap(first["estimated"] as? Int), favorites - 500)
        let token = try XCTUnwrap(first["token"] as? String)
        let screen = try client.get("/api/grid/elements?token=\(token)&rect=0,0,390,844").json()
        XCTAssertEqual(screen["exact"] as? Bool, true)

        XCTAssertTrue(try reader.read(until: "event: grid").contains("\"exact\":false"), "the whole estimated grid is announced")
        reader.text = ""
        let second = try client.get("/api/grid?width=390", headers: page).json()
        XCTAssertEqual(second["token"] as? String, token, "the whole grid is kept under the first answer's token")
        XCTAssertEqual(second["exact"] as? Bool, false)
        XCTAssertEqual(second["cards"] as? Int, favorites)
        let service = try CatalogService(path: path)
        XCTAssertEqual(second["favorites_order"] as? String, try service.favorites.orderTag())

        // The whole estimated grid, computed here without the caches (which the refinement fills meanwhile).
        var parameters = GridParameters(width: 390)
        parameters.purpose = .page(storing: false)
        parameters.noCache = true
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
        XCTAssertThrowsError(
            try reader.read(until: "\"exact\":false", within: 3), "asked again, the kept grid answers: no second whole grid is computed and announced")
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
