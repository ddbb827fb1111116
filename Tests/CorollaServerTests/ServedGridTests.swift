import CorollaLayout
import CorollaService
@testable import CorollaServer
import CorollaTestSupport
import XCTest

/// The grid a token names finds the elements in a rect as the layout's index does.
final class ServedGridTests: ServerTestCase {
    /// Rule (twin: ``LayoutIndex/elements(in:)``): an estimated grid, kept without an index, finds
    /// in each of 200 random rects (seeded; before, across and past its exact first screen) the
    /// elements the index of its frames finds, in the same order, ungrouped and grouped by kind
    /// (with headers); an exact grid keeps its index.
    func testAnEstimatedGridFindsTheElementsItsIndexWould() throws {
        let service = try CatalogService(path: try makeCatalog(plants: 700, favorites: 700))
        var random = SplitMix64(seed: 36)
        for grouping in ["none", "kind"] {
            var parameters = GridParameters(width: 390)
            try parameters.set(.grouping, text: grouping, layouts: GridQuery.layouts)
            parameters.purpose = .page(storing: true)
            parameters.firstScreen = Rect(x: 0, y: 0, width: 390, height: 844)
            let result = try service.grid.result(for: try parameters.request())
            XCTAssertNotNil(result.estimate, grouping)
            let served = ServedGrid(result)
            XCTAssertNil(served.index, grouping)
            let index = LayoutIndex(result.layout)
            let height = result.contentSize.height
            for _ in 0..<200 {
                let rect = Rect(
                    x: Double.random(in: -50...400, using: &random), y: Double.random(in: -100...(height + 100), using: &random),
                    width: Double.random(in: 0...500, using: &random), height: Double.random(in: 0...3000, using: &random))
                XCTAssertEqual(served.elements(in: rect), index.elements(in: rect), "\(grouping), \(rect)")
            }
            parameters.firstScreen = nil
            parameters.noCache = true
            XCTAssertNotNil(ServedGrid(try service.grid.result(for: try parameters.request())).index, "exact: \(grouping)")
        }
    }
}
