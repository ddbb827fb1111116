import CorollaCards
import CorollaLayout
@testable import CorollaService
import XCTest

/// Light and dark grids: one layout, one set of measurements, two palettes.
final class DarkGridTests: XCTestCase {
    /// Rule: the user interface style changes colours only: a dark grid after a light one is a
    /// layout cache hit that measures and lays out nothing, with the light grid's plants and frames,
    /// and a different PNG of the same size; a card's image digest differs between light and dark
    /// (two cacheable images) and is stable for each.
    func testDarkAfterLightMeasuresNothing() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 40, favorites: 30))
        let light = try service.grid.result(for: Fixtures.request())
        XCTAssertEqual(light.report.outcome, .miss)
        var request = Fixtures.request()
        request.userInterfaceStyle = .dark
        let dark = try service.grid.result(for: request)
        XCTAssertEqual(dark.report.outcome, .hit)
        XCTAssertEqual([dark.report.cardsMeasured, dark.report.itemsLaidOut], [0, 0])
        XCTAssertEqual(dark.plantIDs, light.plantIDs)
        XCTAssertEqual(dark.layout, light.layout)
        XCTAssertEqual(dark.userInterfaceStyle, .dark)
        let lightPNG = try service.grid.renderer(style: light.style).png(light.renderable, scale: 1)
        let darkPNG = try service.grid.renderer(style: dark.style).png(dark.renderable, scale: 1)
        XCTAssertNotEqual(lightPNG.data, darkPNG.data)
        XCTAssertEqual(lightPNG.data[16..<24], darkPNG.data[16..<24], "the same pixel size")
        let content = try XCTUnwrap(light.contents.first)
        let digests = UserInterfaceStyle.allCases.map {
            service.cards.digest(content, style: .card, userInterfaceStyle: $0, date: light.date)
        }
        XCTAssertNotEqual(digests[0], digests[1])
        XCTAssertEqual(digests[1], service.cards.digest(content, style: .card, userInterfaceStyle: .dark, date: light.date))
    }
}
