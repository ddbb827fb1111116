import CorollaCards
import CorollaLayout
@testable import CorollaService
import CorollaStore
import XCTest

/// The two caches: what each call measures and lays out, and that a cached grid is always the
/// fresh one, bit for bit.
final class GridCacheTests: XCTestCase {
    /// Rule: the first grid misses and measures each distinct card once; the second is a hit that
    /// measures and lays out nothing; both equal the uncached grid.
    func testColdThenWarm() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 120, favorites: 100))
        let cold = try service.grid.result(for: Fixtures.request())
        XCTAssertEqual(cold.report.outcome, .miss)
        let distinct = Set(cold.contents.map { MeasuredContent($0, style: .card) }).count
        XCTAssertLessThan(distinct, 100)
        XCTAssertEqual([cold.report.cardsMeasured, cold.report.cardSizesFromCache, cold.report.itemsLaidOut], [distinct, 0, 100])
        let warm = try service.grid.result(for: Fixtures.request())
        XCTAssertEqual(warm.report.outcome, .hit)
        XCTAssertEqual([warm.report.cardsMeasured, warm.report.itemsLaidOut], [0, 0])
        var bypass = Fixtures.request()
        bypass.noCache = true
        let fresh = try service.grid.result(for: bypass)
        XCTAssertEqual(fresh.report.outcome, .bypassed)
        assertSameGrid(cold, fresh, "cold")
        assertSameGrid(warm, fresh, "warm")
        let stats = try service.caches.stats()
        XCTAssertEqual([stats.layoutEntries, stats.layoutHits, stats.layoutMisses], [1, 1, 1])
    }

    /// Rule: the warm path creates no measurer (so no Pango context, no fontconfig), even in a
    /// new service on another connection, as in a new process.
    func testWarmPathCreatesNoMeasurer() throws {
        let path = try makeCatalogPath(plants: 40, favorites: 40)
        let first = CountingFactory()
        _ = try CatalogService(path: path, measurerFactory: first).grid.result(for: Fixtures.request())
        XCTAssertEqual(first.count, 1)
        let second = CountingFactory()
        let warm = try CatalogService(path: path, measurerFactory: second).grid.result(for: Fixtures.request())
        XCTAssertEqual(warm.report.outcome, .hit)
        XCTAssertEqual(second.count, 0)
        XCTAssertNil(warm.report.timings[.measuring])
    }

    /// Rule: a request without contents gets the plant ids and the frames only, from the cache as
    /// from scratch.
    func testIdsAndFramesOnly() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 40, favorites: 40))
        var request = Fixtures.request(grouping: .kind)
        let full = try service.grid.result(for: request)
        request.purpose = .warming
        let lean = try service.grid.result(for: request)
        XCTAssertEqual(lean.report.outcome, .hit)
        XCTAssertEqual([lean.contents.count, lean.headers.count], [0, 0])
        XCTAssertEqual(lean.plantIDs, full.plantIDs)
        XCTAssertEqual(lean.layout, full.layout)
        assertSameGrid(lean, try service.grid.result(for: request.uncached), "ids and frames")
    }

    /// Rule: editing one plant measures one card and keeps the others' sizes; watering (which only
    /// changes a colour) measures nothing and keeps every frame.
    func testEditOneMeasuresOne() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 60, favorites: 60))
        let request = Fixtures.request(style: .detail)
        _ = try service.grid.result(for: request)
        try service.plants.edit(.key("plant-30")) { $0.notes = "Moved to the north window." }
        let edited = try service.grid.result(for: request)
        XCTAssertEqual(edited.report.cardsMeasured, 1)
        XCTAssertEqual(edited.report.outcome.reused, 30)
        try service.waterings.water([.key("plant-10")], on: CalendarDate(year: 2026, month: 11, day: 30)!)
        let watered = try service.grid.result(for: request)
        XCTAssertEqual(watered.report.outcome, .partial(reused: 60))
        XCTAssertEqual([watered.report.cardsMeasured, watered.report.itemsLaidOut], [0, 0])
        assertSameGrid(watered, try service.grid.result(for: request.uncached), "watered")
    }

    /// Rule: a new column width measures each distinct card once; going back to an earlier width
    /// measures nothing (its sizes are cached) even after the catalog changed.
    func testWidthChanges() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 80, favorites: 80))
        let narrow = try service.grid.result(for: Fixtures.request(width: 390))
        let distinct = Set(narrow.contents.map { MeasuredContent($0, style: .card) }).count
        XCTAssertEqual(narrow.report.cardsMeasured, distinct)
        let wide = try service.grid.result(for: Fixtures.request(width: 834))
        XCTAssertEqual(wide.report.outcome, .miss)
        XCTAssertEqual(wide.report.cardsMeasured, distinct)
        try service.favorites.move(.key("plant-79"), to: 0)
        try service.favorites.remove(.key("plant-3"))
        let back = try service.grid.result(for: Fixtures.request(width: 390))
        XCTAssertEqual(back.report.cardsMeasured, 0)
        // The first card changed, so no frame is kept; every size comes from the older 390 layout
        // (same plants at the same size stamps), none from measuring.
        XCTAssertEqual(back.report.outcome, .miss)
        XCTAssertEqual(back.report.cardSizesFromLayout, back.contents.count)
        assertSameGrid(back, try service.grid.result(for: Fixtures.request(width: 390).uncached), "back to 390")
        let request = Fixtures.request(width: 390)
        XCTAssertFalse(request.shouldInvalidate(forContainerChange: request.container, to: Size(width: 390, height: 600)))
        XCTAssertTrue(request.shouldInvalidate(forContainerChange: request.container, to: Size(width: 391, height: 844)))
        let taller = try service.grid.result(for: GridRequest(layout: Fixtures.waterfall, container: Size(width: 390, height: 500), style: .card, date: Fixtures.date))
        XCTAssertEqual(taller.report.outcome, .hit)
    }

    /// Rule: every style and layout, grouped or not, gives the uncached grid when cached, and a hit
    /// the second time.
    func testEveryLayoutAndStyle() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 40, favorites: 30))
        let layouts: [AnyLayout] = [
            Fixtures.waterfall, Fixtures.grid, .flow(FlowLayout(sectionInset: EdgeInsets(all: 8))),
            .aligned(AlignedFlowLayout(horizontalAlignment: .leading)), .flow(FlowLayout(scrollDirection: .horizontal)),
            .fan(FanLayout()),
        ]
        for layout in layouts {
            for style in CardStyle.allCases {
                for grouping in GridRequest.Grouping.allCases {
                    let request = Fixtures.request(layout, style: style, grouping: grouping)
                    let context = "\(layout.kind) \(style) \(grouping)"
                    let cached = try service.grid.result(for: request)
                    assertSameGrid(cached, try service.grid.result(for: request.uncached), context)
                    XCTAssertEqual(try service.grid.result(for: request).report.outcome, .hit, context)
                }
            }
        }
    }

    /// Rule: grouping by kind gives one section per kind, headed by the kind with its first letter
    /// capitalised ("fern" joins "Fern"), kinds in order and plants without a kind last under
    /// "Other"; a card under a header does not repeat its kind.
    func testGroupingByKind() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 30, favorites: 30))
        let grid = try service.grid.result(for: Fixtures.request(grouping: .kind))
        XCTAssertEqual(grid.headers, ["Aroid", "Fern", "Herb", "Succulent", "多肉", "Other"])
        XCTAssertEqual(grid.layout.sections.map { $0.header?.height }, Array(repeating: 44, count: 6))
        XCTAssertEqual(grid.contents.filter { !$0.kind.isEmpty }, [])
        let ferns = grid.layout.sections[1].items.count
        try service.plants.edit(.key("plant-1")) { $0.kind = "fern" }
        try service.plants.edit(.key("plant-4")) { $0.kind = "mother-in-law's tongue" }
        let regrouped = try service.grid.result(for: Fixtures.request(grouping: .kind))
        XCTAssertEqual(regrouped.headers, ["Aroid", "Fern", "Herb", "Mother-in-law's tongue", "Succulent", "多肉", "Other"])
        XCTAssertEqual(regrouped.layout.sections[1].items.count, ferns + 1)
        XCTAssertEqual(regrouped.contents.filter { !$0.kind.isEmpty }, [])
        assertSameGrid(regrouped, try service.grid.result(for: Fixtures.request(grouping: .kind).uncached), "regrouped")
    }

    /// Rule: storing a layout replaces only its own key's entry (layouts of older revisions stay,
    /// as bases for partial outcomes); beyond the byte budget the least recently used layouts go
    /// first, whatever their key; clearing empties every cache.
    func testStaleEntriesAndBudget() throws {
        let path = try makeCatalogPath(plants: 20, favorites: 20)
        let service = try CatalogService(path: path)
        _ = try service.grid.result(for: Fixtures.request(width: 320))
        // What one width takes: its layout and its card sizes.
        let stats = try service.caches.stats()
        XCTAssertEqual(try service.caches.setBudget((stats.layoutBytes + stats.cardSizeBytes) * 2), CacheEviction())
        for width in [390.0, 430] { _ = try service.grid.result(for: Fixtures.request(width: width)) }
        XCTAssertEqual(try service.caches.layouts().map(\.containerWidth), [430, 390], "320 was evicted, the least recently used")
        let listed = try XCTUnwrap(try service.caches.layouts().first)
        XCTAssertEqual([listed.layout, listed.grouping, listed.style], ["waterfall", "none", "card"])
        XCTAssertEqual([listed.cards, listed.hitCount], [20, 0])
        XCTAssertEqual(try service.grid.result(for: Fixtures.request(width: 390)).report.outcome, .hit)
        XCTAssertEqual(try service.grid.result(for: Fixtures.request(width: 320)).report.outcome, .miss)
        try service.favorites.move(.key("plant-5"), to: 0)
        XCTAssertEqual(try service.grid.result(for: Fixtures.request(width: 430)).report.outcome, .miss, "430 was evicted, the least recently used")
        XCTAssertEqual(try service.caches.layouts().count, 2)
        // The 320 layout of the older revision stayed: its cards moved, so no frame is kept, but
        // every size comes from it.
        let moved = try service.grid.result(for: Fixtures.request(width: 320)).report
        XCTAssertEqual([moved.cardsMeasured, moved.cardSizesFromLayout], [0, 20])
        XCTAssertThrowsError(try service.caches.setBudget(-1))
        XCTAssertEqual(try service.caches.setBudget(0).layouts, 2)
        XCTAssertEqual(try service.caches.layouts().count, 0)
        try service.caches.clear()
        let cleared = try service.caches.stats()
        XCTAssertEqual([cleared.layoutEntries, cleared.cardSizeEntries, cleared.layoutHits], [0, 0, 0])
        XCTAssertEqual(try service.grid.result(for: Fixtures.request(width: 390)).report.outcome, .miss)
    }

    /// Rule: layouts a card grid cannot use are refused with a clear error.
    func testUnsupportedRequests() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 2, favorites: 2))
        let sideways = Fixtures.request(.waterfall(WaterfallLayout(scrollDirection: .horizontal)))
        XCTAssertThrowsError(try service.grid.result(for: sideways)) { XCTAssertTrue($0 is ServiceError, "\($0)") }
        let narrow = Fixtures.request(.flow(FlowLayout(sectionInset: EdgeInsets(left: 200, right: 200))))
        XCTAssertThrowsError(try service.grid.result(for: narrow)) { XCTAssertEqual($0 as? ServiceError, .noRoomForCards(width: -10)) }
    }
}
