import CorollaLayout
import CorollaModel
import CorollaService
import CorollaServer
import CorollaTestSupport
import Foundation
import XCTest

final class GridEndpointTests: ServerTestCase {
    /// Rule: `/api/grid/elements` returns exactly the elements of the grid `corolla grid` computes
    /// whose frames intersect the rect, at their frames, items with their plant — checked against
    /// filtering every element (the brute-force twin of the rect query) for random rects.
    func testElementsAreTheGridsElementsIntersectingTheRect() throws {
        let path = try makeCatalog(plants: 120, favorites: 100)
        let (_, client) = try serve(path)
        var random = SplitMix64(seed: 17)
        for grouping in GridRequest.Grouping.allCases {
            let grid = try client.get("/api/grid?width=390&layout=waterfall&group_by=\(grouping.rawValue)").json()
            let token = try XCTUnwrap(grid["token"] as? String)
            var parameters = GridParameters(width: 390, layout: .waterfall)
            parameters.grouping = grouping
            parameters.purpose = .export(.json)
            let expected = try CatalogService(path: path).grid.result(for: try parameters.request())
            let size = try XCTUnwrap(grid["content_size"] as? [String: Double])
            XCTAssertEqual(size["height"], expected.contentSize.height)
            XCTAssertEqual(grid["cards"] as? Int, 100)
            let firstItems = expected.layout.sections.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.items.count) }
            for _ in 0..<25 {
                let rect = Rect(
                    x: Double.random(in: -50...300, using: &random), y: Double.random(in: -200...expected.contentSize.height, using: &random),
                    width: Double.random(in: 0...400, using: &random), height: Double.random(in: 0...1500, using: &random))
                let answer = try client.get("/api/grid/elements?token=\(token)&rect=\(rect.components.map { "\($0)" }.joined(separator: ","))")
                XCTAssertEqual(answer.status, 200, answer.text)
                let elements = try XCTUnwrap(answer.json()["elements"] as? [[String: Any]])
                let got = Set(elements.map { element in
                    "\(element["kind"] ?? "") \(element["plant_id"] ?? "-") \(element["frame"] as? [Double] ?? [])"
                })
                let want = Set(expected.layout.elements.filter { $0.frame.intersects(rect) && $0.category != .footer }.map { element in
                    element.category == .header
                        ? "header - \(element.frame.components)"
                        : "item \(expected.plantIDs[firstItems[element.section] + element.item]) \(element.frame.components)"
                })
                XCTAssertEqual(got, want, "rect \(rect), grouping \(grouping)")
                XCTAssertEqual(elements.count, want.count, "no element twice")
            }
        }
    }

    /// Rule: `kind` and `needs_water` select favorites as `corolla grid --kind … --needs-water`
    /// does: the grid shows exactly the favorites the same filtered request gives (same plants,
    /// same content height), and a filter that selects nothing is an empty grid, not an error.
    func testKindAndNeedsWaterSelectTheFavoritesTheCLIsFiltersDo() throws {
        let path = try makeCatalog(plants: 60, favorites: 50)
        let (_, client) = try serve(path)
        for (query, kinds, water) in [("kind=Fern,herb", ["Fern", "herb"], false), ("needs_water=true", [], true), ("kind=fern&needs_water=true", ["fern"], true)] {
            let grid = try client.get("/api/grid?width=390&\(query)").json()
            var parameters = GridParameters(width: 390, layout: .waterfall)
            (parameters.kinds, parameters.needsWater) = (kinds, water)
            parameters.purpose = .export(.json)
            let expected = try CatalogService(path: path).grid.result(for: try parameters.request())
            XCTAssertGreaterThan(expected.plantIDs.count, 0, query)
            XCTAssertLessThan(expected.plantIDs.count, 50, query)
            XCTAssertEqual(grid["cards"] as? Int, expected.plantIDs.count, query)
            XCTAssertEqual((grid["content_size"] as? [String: Double])?["height"], expected.contentSize.height, query)
        }
        XCTAssertEqual(try client.get("/api/grid?width=390&kind=cactus").json()["cards"] as? Int, 0)
        XCTAssertEqual(try client.get("/api/grid?width=390&needs_water=maybe").status, 400)
    }

    /// Rule: `needs_water_count` is how many of the favorites the query's kind selects need water
    /// today — never watered, or last watered at least their interval ago (the default one when
    /// they have none) — counted here from each favorite's fields, whatever `needs_water` says;
    /// each element names its plant's kind (`plant_kind`).
    func testNeedsWaterCountCountsTheSelectedFavoritesThatNeedWaterToday() throws {
        let path = try makeCatalog(plants: 60, favorites: 50)
        let (_, client) = try serve(path)
        let favorites = try CatalogService(path: path).favorites.list().map(\.plant)
        let today = CalendarDate.today.daysSince1970
        let thirsty = favorites.filter { plant in
            guard let last = plant.lastWatered else { return true }
            return last.daysSince1970 + (plant.waterEveryDays ?? Plant.defaultWateringIntervalDays) <= today
        }
        let ferns = thirsty.filter { $0.kind?.lowercased() == "fern" }
        XCTAssertTrue(ferns.count > 0 && ferns.count < thirsty.count && thirsty.count < favorites.count, "\(ferns.count) \(thirsty.count)")
        for (query, expected) in [("", thirsty.count), ("&needs_water=true", thirsty.count), ("&kind=Fern", ferns.count), ("&kind=cactus", 0)] {
            XCTAssertEqual(try client.get("/api/grid?width=390\(query)").json()["needs_water_count"] as? Int, expected, query)
        }
        let token = try gridToken(client)
        let elements = try XCTUnwrap(client.get("/api/grid/elements?token=\(token)&rect=0,0,390,3000").json()["elements"] as? [[String: Any]])
        let kinds = Dictionary(uniqueKeysWithValues: favorites.map { ($0.id, $0.kind ?? "") })
        XCTAssertFalse(elements.isEmpty)
        for element in elements {
            XCTAssertEqual(element["plant_kind"] as? String, (element["plant_id"] as? Int).flatMap { kinds[Int64($0)] }, "\(element)")
        }
    }

    /// Rule: the grid endpoint uses the layout cache as `corolla grid` does: the first request for a
    /// width is a miss, the same width again a hit with the same token, and a change to the catalog
    /// a partial outcome with a new token.
    func testGridReportsTheCacheOutcomeAndKeepsTheTokenOfAnUnchangedGrid() throws {
        let path = try makeCatalog(plants: 30, favorites: 30)
        let (_, client) = try serve(path)
        let page = ["Sec-Fetch-Site": "same-origin"]
        let first = try client.get("/api/grid?width=834", headers: page).json()
        XCTAssertEqual((first["cache"] as? [String: Any])?["outcome"] as? String, "miss")
        XCTAssertEqual((first["cache"] as? [String: Any])?["measured"] as? Int, 30)
        let again = try client.get("/api/grid?width=834", headers: page).json()
        XCTAssertEqual((again["cache"] as? [String: Any])?["outcome"] as? String, "hit")
        XCTAssertEqual(again["token"] as? String, first["token"] as? String)
        try CatalogService(path: path).plants.add(Self.draft(500))
        try CatalogService(path: path).favorites.add(.key("plant-500"))
        let changed = try client.get("/api/grid?width=834", headers: page).json()
        XCTAssertEqual((changed["cache"] as? [String: Any])?["outcome"] as? String, "partial")
        XCTAssertNotEqual(changed["token"] as? String, first["token"] as? String)
        XCTAssertEqual(changed["cards"] as? Int, 31)
    }

    /// Rule: with `anchor`, the grid answer carries that plant's frame in the new layout (what the
    /// page scrolls to after a resize), and null for a plant that is not a favorite.
    func testAnchorFrameIsThePlantsFrame() throws {
        let path = try makeCatalog(plants: 40, favorites: 30)
        let (_, client) = try serve(path)
        let service = try CatalogService(path: path)
        let id = try service.plants.plant(.key("plant-17")).id
        let grid = try client.get("/api/grid?width=390&anchor=\(id)").json()
        let expected = try service.grid.result(for: try GridParameters(width: 390).request())
        let position = try XCTUnwrap(expected.plantIDs.firstIndex(of: id))
        XCTAssertEqual(grid["anchor_frame"] as? [Double], expected.layout.sections[0].items[position].components)
        let outsider = try service.plants.plant(.key("plant-35")).id
        XCTAssertTrue(try client.get("/api/grid?width=390&anchor=\(outsider)").json()["anchor_frame"] is NSNull)
    }
}
