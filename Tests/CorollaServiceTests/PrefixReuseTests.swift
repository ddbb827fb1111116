import CorollaCards
import CorollaLayout
@testable import CorollaService
import CorollaStore
import CorollaTestSupport
import XCTest

/// An older layout of the same key keeps its longest unchanged prefix: only the rest is measured
/// and laid out.
final class PrefixReuseTests: XCTestCase {
    /// Rule: appending 10 favorites to 1,000 measures 10 cards and lays out 10 items, in a grid (a
    /// full last row) and in a waterfall, and gives the uncached grid.
    func testAppendingTenToAThousand() throws {
        let path = try makeCatalogPath(plants: 1_010, favorites: 1_000)
        let service = try CatalogService(path: path)
        try service.store.database.execute("UPDATE plants SET name = 'Appended plant ' || id WHERE id > 1000")
        for layout in [Fixtures.grid, Fixtures.waterfall] {
            let request = Fixtures.request(layout, style: .chip)
            _ = try service.grid.result(for: Fixtures.request(layout, style: .chip))
            let plantIDs = try service.store.favorites.orderedPlantIDs()
            try addFavorites(service.store, count: 10)
            let appended = try service.grid.result(for: request)
            XCTAssertEqual(appended.report.outcome, .partial(reused: 1_000), "\(layout.kind)")
            XCTAssertEqual([appended.report.cardsMeasured, appended.report.itemsLaidOut], [10, 10], "\(layout.kind)")
            assertSameGrid(appended, try service.grid.result(for: request.uncached), "\(layout.kind)")
            try service.store.database.execute("DELETE FROM favorites WHERE plant_id NOT IN (\(plantIDs.map(String.init).joined(separator: ",")))")
        }
    }

    /// Rule: a cached layout whose checkpoints the engine cannot resume from (here a 3-column
    /// waterfall's, copied by plain SQL over the 2-column entry with its checksum, so the row is
    /// whole) is laid out afresh, never an error.
    func testUnresumableCachedLayoutIsLaidOutAfresh() throws {
        let path = try makeCatalogPath(plants: 101, favorites: 100)
        let service = try CatalogService(path: path)
        let request = Fixtures.request(style: .chip)
        var three = request
        three.layout = .waterfall(WaterfallLayout(columnCount: 3, minimumColumnSpacing: 8, minimumInteritemSpacing: 8))
        _ = try service.grid.result(for: request)
        _ = try service.grid.result(for: three)
        try service.store.database.execute("""
            UPDATE layout_cache SET (frames, content_width, content_height, checksum) = (
                SELECT frames, content_width, content_height, checksum FROM layout_cache WHERE configuration LIKE '%"columnCount":3%')
            WHERE configuration NOT LIKE '%"columnCount":3%'
            """)
        XCTAssertEqual(service.store.database.changes, 1)
        try addFavorites(service.store, count: 1)
        let appended = try service.grid.result(for: request)
        XCTAssertEqual(appended.report.outcome, .partial(reused: 100))
        XCTAssertEqual(appended.report.itemsLaidOut, 101, "laid out afresh")
        assertSameGrid(appended, try service.grid.result(for: request.uncached), "after an unresumable entry")
    }

    /// Rule: editing the last favorite measures one card and relays out from the checkpoint before
    /// it; editing the first reuses nothing but still measures one card (the others' sizes are cached).
    func testEditingTheLastOrTheFirst() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 200, favorites: 200))
        let request = Fixtures.request(style: .detail)
        _ = try service.grid.result(for: request)
        let ids = try service.store.favorites.orderedPlantIDs()
        try service.plants.edit(.id(ids[199])) { $0.name = "The last one, renamed" }
        let last = try service.grid.result(for: request)
        XCTAssertEqual(last.report.outcome, .partial(reused: 199))
        XCTAssertEqual(last.report.cardsMeasured, 1)
        XCTAssertLessThanOrEqual(last.report.itemsLaidOut, 64)
        try service.plants.edit(.id(ids[0])) { $0.name = "The first one, renamed" }
        let first = try service.grid.result(for: request)
        XCTAssertEqual(first.report.outcome, .miss)
        XCTAssertEqual([first.report.cardsMeasured, first.report.itemsLaidOut], [1, 200])
        assertSameGrid(first, try service.grid.result(for: request.uncached), "first edited")
    }

    /// Rule: a card moving to another kind's section is a change even when the style does not show
    /// the kind; the sections before it are kept.
    func testMovingBetweenSections() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 60, favorites: 60))
        let request = Fixtures.request(.flow(FlowLayout()), style: .chip, grouping: .kind)
        let before = try service.grid.result(for: request)
        let herbs = try XCTUnwrap(before.headers.firstIndex(of: "Herb"))
        let herb = before.plantIDs[before.layout.sections[..<herbs].reduce(0) { $0 + $1.items.count }]
        try service.plants.edit(.id(herb)) { $0.kind = "Succulent" }
        let after = try service.grid.result(for: request)
        XCTAssertEqual(after.report.cardsMeasured, 0)
        XCTAssertGreaterThan(after.report.outcome.reused, 0)
        assertSameGrid(after, try service.grid.result(for: request.uncached), "moved")
    }

    /// Rule: after an edit in the middle, the unchanged cards after it take their sizes from the stale
    /// layout's frames (neither measured nor read from the measurement cache), for column and free
    /// sizing alike, and the grid is still the uncached one bit for bit.
    func testSuffixSizesComeFromTheStaleLayout() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 200, favorites: 200))
        for (layout, style) in [(Fixtures.waterfall, CardStyle.detail), (.flow(FlowLayout()), .chip)] {
            let request = Fixtures.request(layout, style: style)
            _ = try service.grid.result(for: request)
            let ids = try service.store.favorites.orderedPlantIDs()
            try service.plants.edit(.id(ids[100])) { $0.name = "Renamed in the middle \(layout.kind)" }
            let edited = try service.grid.result(for: request)
            XCTAssertEqual(edited.report.outcome, .partial(reused: 100), "\(layout.kind)")
            XCTAssertEqual(edited.report.cardsMeasured, 1, "\(layout.kind)")
            XCTAssertEqual(edited.report.cardSizesFromCache, 0, "\(layout.kind)")
            XCTAssertGreaterThan(edited.report.cardSizesFromLayout, 90, "\(layout.kind)")
            assertSameGrid(edited, try service.grid.result(for: request.uncached), "\(layout.kind)")
        }
    }
}

extension PrefixReuseTests {
    /// Rule: after a favorite moves from near the end to the middle, every card after the prefix —
    /// the cards shifted by one position and the moved card itself — takes its size from the stale
    /// layout by plant and size stamp: nothing is measured or read from the measurement cache, and
    /// the grid is the uncached one bit for bit. The same after an edit in the middle, where the
    /// cards after the edited one keep their positions.
    func testShiftedAndMovedCardsTakeTheirSizesFromTheStaleLayout() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 120, favorites: 120))
        let request = Fixtures.request(style: .detail)
        _ = try service.grid.result(for: request)
        let ids = try service.store.favorites.orderedPlantIDs()
        try service.favorites.move(.id(ids[110]), to: 40)
        let moved = try service.grid.result(for: request)
        XCTAssertEqual(moved.report.outcome, .partial(reused: 40))
        XCTAssertEqual([moved.report.cardsMeasured, moved.report.cardSizesFromCache, moved.report.cardSizesFromLayout], [0, 0, 80])
        assertSameGrid(moved, try service.grid.result(for: request.uncached), "moved")
        let movedIDs = try service.store.favorites.orderedPlantIDs()
        try service.plants.edit(.id(movedIDs[60])) { $0.notes = "Edited in the middle." }
        let edited = try service.grid.result(for: request)
        XCTAssertEqual(edited.report.outcome, .partial(reused: 60))
        XCTAssertEqual([edited.report.cardsMeasured, edited.report.cardSizesFromCache, edited.report.cardSizesFromLayout], [1, 0, 59])
        assertSameGrid(edited, try service.grid.result(for: request.uncached), "edited")
    }
}

/// A grid of stretched rows: a frame has its row's height, not its card's, so no card size may be
/// recovered from a cached frame.
final class StretchedRowReuseTests: XCTestCase {
    private static let longNotes = String(repeating: "A long note that wraps over several lines. ", count: 6)

    /// Property: random edits that grow and shrink cards (notes and names set long, short or
    /// removed), favorites added, removed and moved, each followed by the grid in two and three
    /// columns of stretched rows, cached then uncached: the two are equal bit for bit.
    func testRandomEditsKeepTheCachedGridExact() throws {
        let layouts = [Fixtures.grid, .grid(GridLayout(columnCount: 3, interitemSpacing: 8, lineSpacing: 8))]
        var outcomes = Set<String>()
        for seed: UInt64 in [3, 14, 159] {
            let service = try CatalogService(path: try makeCatalogPath(plants: 50, favorites: 30))
            var random = SplitMix64(seed: seed)
            for step in 0..<30 {
                let favorites = try service.store.favorites.orderedPlantIDs()
                let plants = try service.plants.list().map(\.id)
                guard let plant = favorites.randomElement(using: &random) else { break }
                let texts = [nil, "Short.", Self.longNotes]
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    let notes = texts.randomElement(using: &random) ?? nil
                    try service.plants.edit(.id(plant)) { $0.notes = notes }
                case 1:
                    let name = Bool.random(using: &random) ? "Edit \(step)" : "Edited at step \(step) with a name long enough to wrap twice"
                    try service.plants.edit(.id(plant)) { $0.name = name }
                case 2:
                    if favorites.count > 1 { try service.favorites.remove(.id(plant)) }
                case 3:
                    try service.favorites.move(.id(plant), to: Int.random(in: 0..<favorites.count, using: &random))
                default:
                    if let other = plants.filter({ !favorites.contains($0) }).randomElement(using: &random) {
                        try service.favorites.add(.id(other), at: Int.random(in: 0...favorites.count, using: &random))
                    }
                }
                for layout in layouts {
                    let request = Fixtures.request(layout, style: .detail)
                    let cached = try service.grid.result(for: request)
                    outcomes.insert("\(cached.report.outcome)")
                    assertSameGrid(cached, try service.grid.result(for: request.uncached), "seed \(seed) step \(step) \(layout)")
                }
            }
        }
        XCTAssertTrue(outcomes.contains("partial"), "\(outcomes)")
    }

    /// Rule: when the tallest card of a row shrinks — the first of the row (its neighbour after the
    /// change), the second (its neighbour in the reused prefix), or removed from the end — the row
    /// shrinks with it, every frame of each row has the row's height, and the cached grid is the
    /// uncached one bit for bit.
    func testRowShrinksWithItsTallestCard() throws {
        let service = try CatalogService(path: try makeCatalogPath(plants: 41, favorites: 40))
        let request = Fixtures.request(Fixtures.grid, style: .detail)
        let ids = try service.store.favorites.orderedPlantIDs()
        for (tall, neighbour) in [(20, 21), (21, 20), (39, 38)] {
            try service.plants.edit(.id(ids[tall])) { $0.notes = Self.longNotes }
            let before = try service.grid.result(for: request)
            let stretched = before.layout.sections[0].items[neighbour].height
            if tall == 39 {
                try service.favorites.remove(.id(ids[tall]))
            } else {
                try service.plants.edit(.id(ids[tall])) { $0.notes = "" }
            }
            let after = try service.grid.result(for: request)
            XCTAssertNotEqual(after.report.outcome, .miss, "card \(tall)")
            assertSameGrid(after, try service.grid.result(for: request.uncached), "card \(tall) shrunk")
            XCTAssertLessThan(after.layout.sections[0].items[neighbour].height, stretched, "card \(tall)")
            let frames = after.layout.sections[0].items
            for row in stride(from: 0, to: frames.count, by: 2) {
                XCTAssertEqual(Set(frames[row..<min(row + 2, frames.count)].map(\.height)).count, 1, "row at \(row), card \(tall)")
            }
        }
    }
}
