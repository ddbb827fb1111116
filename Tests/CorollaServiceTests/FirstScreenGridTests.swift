import CorollaCards
import CorollaLayout
@testable import CorollaService
import CorollaStore
import CorollaTestSupport
import XCTest

/// A grid nobody laid out, asked for with a first screen or a viewport, measures only the cards
/// that can reach the rect, gives every element in it the frame the whole grid gives, estimates
/// the rest, and once refined equals the whole grid bit for bit.
final class FirstScreenGridTests: XCTestCase {
    static let favorites = 600

    /// Every layout that measures cards (waterfall, stretched grid, flow of cards, aligned flow of
    /// chips), grouped by kind or not: the first screen measures far fewer cards than the grid has,
    /// finds exactly the whole grid's elements in the screen, says how many are estimated, stores
    /// no layout; the refined grid measures the rest and is the whole grid, stored.
    func testAFirstScreenIsExactAndTheRefinedGridIsTheWholeGrid() throws {
        let path = try makeCatalogPath(plants: Self.favorites, favorites: Self.favorites)
        let cases: [(AnyLayout.Kind, GridRequest.Grouping)] = [(.waterfall, .none), (.grid, .kind), (.flow, .none), (.aligned, .kind), (.waterfall, .kind)]
        for (kind, grouping) in cases {
            var parameters = GridParameters(width: 390, layout: kind)
            parameters.grouping = grouping
            parameters.purpose = .page(storing: true)
            let whole = try CatalogService(path: path).grid.result(for: try parameters.request().uncached)
            let screen = Rect(x: 0, y: 0, width: 390, height: 844)
            parameters.firstScreen = screen
            let request = try parameters.request()
            let first = try CatalogService(path: path).grid.result(for: request)
            let context = "\(kind) \(grouping)"
            let estimate = try XCTUnwrap(first.estimate, context)
            XCTAssertEqual(first.report.estimatedCards, estimate.cards, context)
            XCTAssertEqual(first.report.cardsMeasured + first.report.cardSizesFromCache + estimate.cards <= Self.favorites, true, context)
            XCTAssertLessThan(Self.favorites - estimate.cards, Self.favorites / 4, "\(context): only the first cards are measured")
            XCTAssertTrue(estimate.covers(screen), context)
            XCTAssertEqual(first.plantIDs, whole.plantIDs, context)
            XCTAssertEqual(Set(LayoutIndex(first.layout).elements(in: screen)), Set(LayoutIndex(whole.layout).elements(in: screen)), context)
            XCTAssertGreaterThan(first.contentSize.height, screen.height, "\(context): the content size is there at once")
            XCTAssertNil(try CatalogService(path: path).grid.cachedResult(for: request), "\(context): an estimated layout is not stored")

            let refined = try CatalogService(path: path).grid.result(for: request.refined)
            XCTAssertNil(refined.estimate, context)
            XCTAssertGreaterThan(refined.report.cardSizesFromCache, 0, "\(context): the first screen's sizes are reused")
            XCTAssertNil(bitDifference(refined.layout, whole.layout), context)
            let hit = try XCTUnwrap(try CatalogService(path: path).grid.cachedResult(for: request), context)
            XCTAssertNil(hit.estimate, context)
            XCTAssertNil(bitDifference(hit.layout, whole.layout), context)
            try CatalogService(path: path).caches.clear()
        }
    }

    /// Rule (`corolla grid --rect` is a crop of `corolla grid`): random viewports over random
    /// layouts and widths on a cold catalog (fixed seed) draw exactly the cards the whole grid has
    /// in them, with the same frames, and measure no card below what the viewport needs.
    func testACroppedColdGridEqualsTheWholeGridsCrop() throws {
        let path = try makeCatalogPath(plants: Self.favorites, favorites: Self.favorites)
        var random = SplitMix64(seed: 0xC0_1D)
        let kinds: [AnyLayout.Kind] = [.waterfall, .grid, .flow, .aligned]
        for round in 0..<10 {
            let kind = kinds[Int(random.next() % UInt64(kinds.count))]
            var parameters = GridParameters(width: Double(320 + random.next() % 700), layout: kind)
            parameters.grouping = random.next() % 3 == 0 ? .kind : .none
            parameters.noCache = true
            parameters.purpose = .export(.png)
            let whole = try CatalogService(path: path).grid.result(for: try parameters.request())
            let frames = whole.layout.sections.flatMap(\.items)
            let depth = min(whole.contentSize.height, 3_000)
            parameters.viewport = Rect(
                x: Double(random.next() % 200) - 20, y: Double(random.next() % UInt64(depth)), width: Double(1 + random.next() % 600),
                height: Double(1 + random.next() % 900))
            let viewport = try XCTUnwrap(parameters.viewport)
            let cropped = try CatalogService(path: path).grid.result(for: try parameters.request())
            let context = "round \(round) \(kind) width \(parameters.width) viewport \(viewport.components)"
            XCTAssertEqual(cropped.drawnCards, frames.indices.filter { frames[$0].intersects(viewport) }, context)
            XCTAssertEqual(
                Set(LayoutIndex(cropped.layout).elements(in: viewport)), Set(LayoutIndex(whole.layout).elements(in: viewport)), context)
            if let estimate = cropped.estimate {
                XCTAssertTrue(estimate.covers(viewport), context)
                XCTAssertGreaterThan(estimate.cards, 0, context)
            } else {
                XCTAssertNil(bitDifference(cropped.layout, whole.layout), context)
            }
        }
    }

    /// A small grid (at most ``FirstScreen/measuredAtOnce`` cards) is measured whole at once: exact,
    /// and stored.
    func testASmallGridIsMeasuredWhole() throws {
        let path = try makeCatalogPath(plants: 100, favorites: 100)
        var parameters = GridParameters(width: 390)
        parameters.purpose = .page(storing: true)
        parameters.firstScreen = Rect(x: 0, y: 0, width: 390, height: 844)
        let request = try parameters.request()
        let result = try CatalogService(path: path).grid.result(for: request)
        XCTAssertNil(result.estimate)
        XCTAssertEqual(result.report.estimatedCards, 0)
        XCTAssertNotNil(try CatalogService(path: path).grid.cachedResult(for: request))
    }

    /// A viewport over the whole of a grid of more than ``FirstScreen/measuredAtOnce`` cards, nobody
    /// laid out (its snapshot reads the plant ids only): every card is measured, the grid is the
    /// whole grid, and it is stored with each card's size stamp (read when it is stored), so that
    /// after an edit of card 200 the next grid keeps the 200 cards before it.
    func testAViewportOverTheWholeGridStoresItWithItsStamps() throws {
        let path = try makeCatalogPath(plants: 300, favorites: 300)
        var parameters = GridParameters(width: 390)
        parameters.purpose = .export(.png)
        let whole = try CatalogService(path: path).grid.result(for: try parameters.request().uncached)
        parameters.viewport = Rect(x: 0, y: 0, width: 390, height: whole.contentSize.height + 100)
        let request = try parameters.request()
        let first = try CatalogService(path: path).grid.result(for: request)
        XCTAssertEqual(first.report.outcome, .miss)
        XCTAssertNil(first.estimate)
        XCTAssertNil(bitDifference(first.layout, whole.layout))
        XCTAssertEqual(try CatalogService(path: path).grid.result(for: request).report.outcome, .hit)

        let service = try CatalogService(path: path)
        try service.plants.edit(.id(whole.plantIDs[200])) { draft in draft.notes = "Moved next to the east window." }
        let edited = try CatalogService(path: path).grid.result(for: request)
        XCTAssertEqual(edited.report.outcome, .partial(reused: 200))
    }

    /// A computation asked to stop (as a server's refinement is when the server stops) ends
    /// before measuring, with `CancellationError`, and stores no layout.
    func testACancelledComputationStopsAndStoresNoLayout() throws {
        let path = try makeCatalogPath(plants: 300, favorites: 300)
        let request = try GridParameters(width: 390).request()
        XCTAssertThrowsError(try CatalogService(path: path).grid.result(for: request, cancelled: { true })) { error in
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertNil(try CatalogService(path: path).grid.cachedResult(for: request))
        XCTAssertEqual(try CatalogService(path: path).grid.result(for: request, cancelled: { false }).report.outcome, .miss)
    }

    /// The estimate of a card not measured yet is the mean of the measured sizes, to the pixel.
    func testTheEstimateIsTheMeanOfTheMeasuredSizes() {
        let heights = FirstScreen.estimate(from: [.height(100), .height(151), .height(120)], scale: DisplayScale(2))
        XCTAssertEqual(heights, .height(123.5))
        let sizes = FirstScreen.estimate(from: [.size(Size(width: 100, height: 40)), .size(Size(width: 61, height: 40))], scale: DisplayScale(1))
        XCTAssertEqual(sizes, .size(Size(width: 81, height: 40)))
    }

    /// Rule (twin: ``GridCards/sections(_:headerHeight:)`` of every card's item): sections filled
    /// with a placeholder and then written in place run by run, as a first screen sizes its cards,
    /// the rest with one estimate, are the sections of the whole array of items — grouped into
    /// random kinds (sections of random lengths, some empty of a kind) or not (fixed seed).
    func testSectionsWrittenInPlaceAreTheSectionsOfEveryItem() throws {
        var random = SplitMix64(seed: 0x5EC7)
        for round in 0..<40 {
            let count = Int.random(in: 0..<300, using: &random)
            let grouping: GridRequest.Grouping = round % 2 == 0 ? .none : .kind
            let stamps = (0..<count).map { FavoriteStamp(plantID: Int64($0 + 1), sizeStamp: 1, kind: ["a", "b", nil, "c"].randomElement(using: &random)!) }
            let cards = try GridCards(grouping: grouping, stamps: { body in for stamp in stamps { try body(stamp) } })
            let known = Int.random(in: 0...count, using: &random)
            let estimate = LayoutItem(height: 77)
            let items = (0..<count).map { $0 < known ? LayoutItem(height: Double($0)) : estimate }
            var sections = cards.sections(filledWith: LayoutItem(), headerHeight: 20)
            var start = 0
            while start < known {
                let end = min(known, start + Int.random(in: 1...64, using: &random))
                cards.write(items[start..<end], fromCard: start, into: &sections)
                start = end
            }
            cards.write(repeatElement(estimate, count: count - known), fromCard: known, into: &sections)
            XCTAssertEqual(sections, cards.sections(items, headerHeight: 20), "round \(round): \(count) cards, \(known) known, \(grouping)")
        }
    }
}
