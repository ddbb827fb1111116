import CorollaCards
import CorollaLayout
@testable import CorollaService
import CorollaStore
import CorollaTestSupport
import XCTest

/// A grid with a viewport draws only the cards whose frames intersect it, reads only those plants,
/// and shows one revision even when the catalog changes while it is computed.
final class GridViewportTests: XCTestCase {
    /// Rule (twin: the rect query of ``LayoutIndex``): the elements a one-rect scan finds
    /// (`elements(intersecting:)`, what `--rect` draws and writes) are the index's, headers
    /// included, in natural order. Random rects (some empty, some past the content), fixed seed,
    /// grouped grids of every layout that measures.
    func testTheOneRectScanFindsWhatTheIndexFinds() throws {
        let path = try makeCatalogPath(plants: 120, favorites: 120)
        var random = SplitMix64(seed: 0x5CA7)
        for kind in [AnyLayout.Kind.waterfall, .grid, .flow, .aligned] {
            var parameters = GridParameters(width: 390, layout: kind)
            parameters.grouping = .kind
            parameters.noCache = true
            let layout = try CatalogService(path: path).grid.result(for: try parameters.request()).layout
            let index = LayoutIndex(layout)
            for round in 0..<60 {
                let rect = Rect(
                    x: Double(random.next() % 500) - 50, y: Double(random.next() % UInt64(layout.contentSize.height + 400)) - 100,
                    width: Double(random.next() % 500), height: Double(random.next() % 1_200))
                let expected = index.elements(in: rect).sorted { ($0.section, $0.category, $0.item) < ($1.section, $1.category, $1.item) }
                XCTAssertEqual(layout.elements(intersecting: rect), expected, "\(kind) round \(round) \(rect.components)")
            }
        }
    }

    /// The cards a viewport draws are exactly the items a linear scan of the frames finds
    /// intersecting it (the brute-force twin of the rect query), with the contents the whole grid
    /// gives them; on a hit only those plants are read. Random viewports, fixed seed, grouped and
    /// not, a waterfall and a stretched grid.
    func testViewportDrawsTheCardsALinearScanFindsAndReadsOnlyThem() throws {
        let path = try makeCatalogPath(plants: 300, favorites: 240)
        var random = SplitMix64(seed: 0x7651_EA57)
        for (layout, grouping) in [(Fixtures.waterfall, GridRequest.Grouping.none), (Fixtures.grid, .kind)] {
            let request = Fixtures.request(layout, grouping: grouping)
            let whole = try CatalogService(path: path).grid.result(for: request)
            let frames = whole.layout.sections.flatMap(\.items)
            for round in 0..<12 {
                let viewport = Rect(
                    x: Double(random.next() % 400) - 40, y: Double(random.next() % UInt64(whole.contentSize.height)),
                    width: Double(1 + random.next() % 400), height: Double(1 + random.next() % 900))
                var windowed = request
                windowed.viewport = viewport
                let result = try CatalogService(path: path).grid.result(for: windowed)
                let expected = frames.indices.filter { frames[$0].intersects(viewport) }
                let context = "\(layout.kind) \(grouping) round \(round) viewport \(viewport.components)"
                XCTAssertEqual(result.report.outcome, .hit, context)
                XCTAssertEqual(result.drawnCards, expected, context)
                XCTAssertEqual(result.contents, expected.map { whole.contents[$0] }, context)
                XCTAssertEqual(result.report.contentsRead, expected.count, context)
                XCTAssertEqual(result.headers, whole.headers, context)
                XCTAssertNil(bitDifference(result.layout, whole.layout), context)
            }
        }
    }

    /// On a miss the viewport's grid reads the plants it measures and the ones it draws, and
    /// equals the whole grid's frames bit for bit; without a viewport every plant is read.
    func testViewportMissMeasuresEveryCardAndEqualsTheWholeGrid() throws {
        let path = try makeCatalogPath(plants: 120, favorites: 100)
        var request = Fixtures.request()
        request.viewport = Rect(x: 0, y: 200, width: 390, height: 300)
        let windowed = try CatalogService(path: path).grid.result(for: request)
        XCTAssertEqual(windowed.report.outcome, .miss)
        XCTAssertEqual(windowed.report.contentsRead, 100, "every card is measured, so every plant is read")
        let whole = try CatalogService(path: path).grid.result(for: request.uncached.withoutViewport)
        XCTAssertNil(bitDifference(windowed.layout, whole.layout))
        XCTAssertEqual(whole.report.contentsRead, 100)
        let drawn = try XCTUnwrap(windowed.drawnCards)
        XCTAssertFalse(drawn.isEmpty)
        XCTAssertLessThan(drawn.count, 100)
        XCTAssertEqual(windowed.contents, drawn.map { whole.contents[$0] })
    }

    /// A plant edited after the snapshot, before the drawn cards are read (here: while a changed
    /// card far below the viewport is measured), makes the grid read everything again in one
    /// transaction: the result shows the new revision throughout, as a fresh uncached grid does.
    func testACatalogChangeDuringTheComputationGivesOneRevision() throws {
        let path = try makeCatalogPath(plants: 60, favorites: 60)
        var request = Fixtures.request()
        _ = try CatalogService(path: path).grid.result(for: request)
        _ = try CatalogStore(path: path).plants.update(id: 55, with: PlantDraft(key: "plant-54", name: "Plant 54", notes: "Changed notes"))
        let edited = LockedFlag()
        request.viewport = Rect(x: 0, y: 0, width: 390, height: 400)
        let result = try CatalogService(path: path).grid.result(for: request) { _, _ in
            guard edited.setOnce() else { return }
            _ = try? CatalogStore(path: path).plants.update(id: 1, with: PlantDraft(key: "plant-0", name: "Renamed while measuring", notes: "New notes"))
        }
        XCTAssertTrue(edited.isSet, "the catalog was changed during the computation")
        let fresh = try CatalogService(path: path).grid.result(for: request.uncached)
        XCTAssertEqual(result.report.revision, fresh.report.revision)
        XCTAssertEqual(result.plantIDs, fresh.plantIDs)
        XCTAssertEqual(result.drawnCards, fresh.drawnCards)
        XCTAssertEqual(result.contents, fresh.contents)
        XCTAssertEqual(result.contents.first?.name, "Renamed while measuring")
        XCTAssertNil(bitDifference(result.layout, fresh.layout))
    }

    /// The renderer draws a viewport as a picture of its size, and refuses a grid whose viewport
    /// shows a card it was given no content for.
    func testTheViewportPictureHasItsSizeAndNeedsEveryDrawnContent() throws {
        let path = try makeCatalogPath(plants: 40, favorites: 40)
        let service = try CatalogService(path: path)
        var request = Fixtures.request()
        request.viewport = Rect(x: 10, y: 100, width: 200, height: 150)
        let result = try service.grid.result(for: request)
        let png = try service.grid.renderer(style: result.style).png(result.renderable, scale: 3)
        XCTAssertEqual(pngSize(png.data), [600, 450])
        var missing = result.renderable
        missing.drawnCards = missing.drawnCards.map { Array($0.dropFirst()) }
        missing.contents.removeFirst()
        XCTAssertThrowsError(try service.grid.renderer(style: result.style).png(missing, scale: 1)) { error in
            XCTAssertEqual(error as? CardsError, .missingContent(card: result.drawnCards?.first ?? -1))
        }
    }
}

extension GridRequest {
    /// The same request drawing the whole grid.
    var withoutViewport: GridRequest {
        var request = self
        request.viewport = nil
        return request
    }
}

/// The width and height a PNG's header gives.
private func pngSize(_ data: Data) -> [Int] {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24 else { return [] }
    return [16, 20].map { start in bytes[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) } }
}

/// A flag set once, from any thread.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    /// Sets the flag; true for the call that set it.
    func setOnce() -> Bool {
        lock.withLock {
            defer { value = true }
            return !value
        }
    }
}
