import CorollaCards
import CorollaLayout
@testable import CorollaService
import CorollaStore
import CorollaTestSupport
import XCTest

/// A first screen that reads only its leading cards (``GridRequest/leadingCards``) is the whole
/// estimated grid's beginning: the same cards, the same frames wherever it says it holds them, the
/// same number of cards and of estimated ones, a content size extrapolated close to the whole's.
final class LeadingCardsGridTests: XCTestCase {
    static let favorites = 600
    static let leading = 400

    /// Rule (twin: the first screen with every favorite read): over random layouts that measure
    /// cards and random widths (fixed seed), the grid of 200 leading cards of 600 has the whole
    /// estimated grid's first 200 plants and, in random rects it holds (before its leading extent),
    /// exactly the whole grid's elements; it covers the screen exactly; it counts 600 cards and
    /// the same estimated ones; its content height is the whole one's within two estimated cards;
    /// nothing is stored.
    func testTheLeadingCardsAreTheWholeEstimatedGridsBeginning() throws {
        let path = try makeCatalogPath(plants: Self.favorites, favorites: Self.favorites)
        var random = SplitMix64(seed: 0x1EAD)
        let kinds: [AnyLayout.Kind] = [.waterfall, .grid, .flow, .aligned]
        for round in 0..<8 {
            let kind = kinds[round % kinds.count]
            var parameters = GridParameters(width: Double(320 + random.next() % 500), layout: kind)
            parameters.purpose = .page(storing: true)
            let screen = Rect(x: 0, y: 0, width: parameters.width, height: 844)
            parameters.firstScreen = screen
            let whole = try CatalogService(path: path).grid.result(for: try parameters.request())
            var request = try parameters.request()
            request.leadingCards = Self.leading
            let leading = try CatalogService(path: path).grid.result(for: request)
            let context = "round \(round) \(kind) width \(parameters.width)"
            let estimate = try XCTUnwrap(leading.estimate, context)
            let wholeEstimate = try XCTUnwrap(whole.estimate, context)
            guard estimate.unread == Self.favorites - Self.leading else { return XCTFail("\(context): \(estimate.unread) unread") }
            XCTAssertEqual(leading.cardCount, Self.favorites, context)
            XCTAssertEqual(whole.cardCount, Self.favorites, context)
            XCTAssertEqual(estimate.cards, wholeEstimate.cards, context)
            XCTAssertEqual(leading.report.estimatedCards, wholeEstimate.cards, context)
            XCTAssertEqual(leading.plantIDs, Array(whole.plantIDs.prefix(Self.leading)), context)
            XCTAssertTrue(estimate.covers(screen) && estimate.holds(screen), context)
            XCTAssertTrue(wholeEstimate.unread == 0 && wholeEstimate.holds(Rect(x: 0, y: 1e9, width: 1, height: 1)), "\(context): holds every rect")
            let wholeIndex = LayoutIndex(whole.layout)
            let leadingIndex = LayoutIndex(leading.layout)
            for _ in 0..<25 {
                let top = Double(random.next() % UInt64(max(1, estimate.leadingExtent)))
                let rect = Rect(x: 0, y: top, width: parameters.width, height: Double(random.next() % 1_200))
                guard estimate.holds(rect) else { continue }
                XCTAssertEqual(Set(leadingIndex.elements(in: rect)), Set(wholeIndex.elements(in: rect)), "\(context) rect \(rect.components)")
            }
            let card = try XCTUnwrap(whole.layout.sections.last?.items.last, context)
            XCTAssertEqual(leading.contentSize.width, whole.contentSize.width, context)
            XCTAssertLessThanOrEqual(abs(leading.contentSize.height - whole.contentSize.height), 2 * card.height + 20, context)
            XCTAssertNil(try CatalogService(path: path).grid.cachedResult(for: request), "\(context): an estimated layout is not stored")
            try CatalogService(path: path).caches.clear()
        }
    }

    /// Leading cards that do not reach past the screen by half, a filter or a grouping: every
    /// favorite is read, and the grid is the first screen's with every card read, bit for bit.
    func testTooFewLeadingCardsAFilterOrAGroupingReadEveryFavorite() throws {
        let path = try makeCatalogPath(plants: Self.favorites, favorites: Self.favorites)
        let cases: [(leading: Int, grouping: GridRequest.Grouping, kinds: [String])] = [(30, .none, []), (Self.leading, .kind, []), (Self.leading, .none, ["fern"])]
        for (leading, grouping, kinds) in cases {
            var parameters = GridParameters(width: 390)
            parameters.purpose = .page(storing: true)
            parameters.grouping = grouping
            parameters.kinds = kinds
            parameters.firstScreen = Rect(x: 0, y: 0, width: 390, height: 844)
            let context = "\(leading) leading, \(grouping), kinds \(kinds)"
            let everyCard = try CatalogService(path: path).grid.result(for: try parameters.request())
            var request = try parameters.request()
            request.leadingCards = leading
            let result = try CatalogService(path: path).grid.result(for: request)
            XCTAssertEqual(result.estimate?.unread ?? 0, 0, context)
            XCTAssertEqual(result.plantIDs, everyCard.plantIDs, context)
            XCTAssertNil(bitDifference(result.layout, everyCard.layout), context)
            try CatalogService(path: path).caches.clear()
        }
    }

    /// Rule: the whole estimated grid that follows a leading answer (``GridRequest/allCardsRead``)
    /// writes nothing, since a server computes it while its page reads: the file's data version,
    /// read by another connection, does not move, where the stored leading grid's does.
    func testTheWholeEstimatedGridWritesNothing() throws {
        let path = try makeCatalogPath(plants: Self.favorites, favorites: Self.favorites)
        var parameters = GridParameters(width: 390)
        parameters.purpose = .page(storing: true)
        parameters.firstScreen = Rect(x: 0, y: 0, width: 390, height: 844)
        var request = try parameters.request()
        request.leadingCards = Self.leading
        _ = try CatalogService(path: path).grid.result(for: request)
        let watcher = try CatalogStore(path: path)
        func version() throws -> Int { try watcher.database.fetchScalar(Int.self, "PRAGMA data_version") }
        let before = try version()
        XCTAssertEqual(try CatalogService(path: path).grid.result(for: request.allCardsRead).estimate?.unread, 0)
        XCTAssertEqual(try version(), before, "the whole estimated grid wrote")
        _ = try CatalogService(path: path).grid.result(for: request)
        XCTAssertNotEqual(try version(), before, "the leading grid, stored, records the sizes it used")
    }

    /// The content size past the leading cards grows by what their second half added per card.
    func testTheContentSizeIsExtrapolatedFromTheSecondHalf() throws {
        let layout = WaterfallLayout(columnCount: 2, minimumColumnSpacing: 0, minimumInteritemSpacing: 0)
        let items = [LayoutSection(items: Array(repeating: .height(100), count: 8))]
        let full = try layout.layout(items, in: Size(width: 200, height: 800), scale: DisplayScale(2))
        let half = try layout.layout([LayoutSection(items: Array(repeating: .height(100), count: 4))], in: Size(width: 200, height: 800), scale: DisplayScale(2))
        let size = FirstScreen.extrapolated(full, half: half, cards: 8, unread: 12, scale: DisplayScale(2))
        XCTAssertEqual(size, Size(width: 200, height: 1_000), "20 cards in two columns of 100 points")
    }
}
