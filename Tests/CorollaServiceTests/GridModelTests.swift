import CorollaCards
import CorollaLayout
@testable import CorollaService
import CorollaStore
import CorollaTestSupport
import XCTest

/// Model-based: random sequences of catalog edits and request changes (over every layout, the
/// grid's rows stretched); after each step the cached grid equals a fresh uncached one bit for bit, and the counters are what a model of the two
/// caches predicts.
final class GridModelTests: XCTestCase {
    /// What the caches should hold.
    private struct CacheModel {
        /// A card size key: what the style measures, the style and the width.
        struct SizeKey: Hashable {
            var content: MeasuredContent
            var style: CardStyle
            var width: Double
        }

        /// A layout key: configuration, grouping, style and the width when the layout depends on it.
        struct LayoutKey: Hashable {
            var layout: AnyLayout
            var grouping: GridRequest.Grouping
            var style: CardStyle
            var width: Double?
        }

        var sizes: Set<SizeKey> = []
        /// The revision each stored layout was computed at.
        var layouts: [LayoutKey: Int64] = [:]

        static func key(_ request: GridRequest) -> LayoutKey {
            let dependsOnWidth = request.shouldInvalidate(
                forContainerChange: request.container, to: Size(width: request.container.width + 1, height: request.container.height))
            return LayoutKey(
                layout: request.layout, grouping: request.grouping, style: request.style,
                width: dependsOnWidth ? request.container.width : nil)
        }
    }

    private static let layouts: [AnyLayout] = [
        Fixtures.waterfall, Fixtures.grid, .flow(FlowLayout(sectionInset: EdgeInsets(all: 8))),
        .aligned(AlignedFlowLayout(horizontalAlignment: .leading)), .flow(FlowLayout(scrollDirection: .horizontal)),
        .fan(FanLayout()),
    ]
    private static let widths: [Double] = [320, 390, 834]

    func testRandomOperationsKeepTheCachedGridExact() throws {
        var outcomes: [String: Int] = [:]
        for seed: UInt64 in [7, 2024, 90_210] {
            try run(seed: seed, steps: 45, outcomes: &outcomes)
        }
        // The sequences reach every outcome, so each rule above was exercised.
        XCTAssertEqual(Set(outcomes.keys), ["hit", "partial", "miss"], "\(outcomes)")
    }

    private func run(seed: UInt64, steps: Int, outcomes: inout [String: Int]) throws {
        let path = try makeCatalogPath(plants: 60, favorites: 30)
        let service = CatalogService(store: try CatalogStore(path: path))
        let other = try CatalogStore(path: path)
        var random = SplitMix64(seed: seed)
        var model = CacheModel()
        var request = Fixtures.request()
        var edits = 0
        for step in 0..<steps {
            let operation = Int.random(in: 0..<13, using: &random)
            let revisionBefore = try service.revision()
            let favorites = try service.store.favorites.orderedPlantIDs()
            let plants = try service.plants.list().map(\.id)
            switch operation {
            case 0:
                if let plant = plants.filter({ !favorites.contains($0) }).randomElement(using: &random) {
                    try service.favorites.add(.id(plant), at: Int.random(in: 0...favorites.count, using: &random))
                }
            case 1:
                if let plant = favorites.randomElement(using: &random) { try service.favorites.remove(.id(plant)) }
            case 2:
                if let plant = favorites.randomElement(using: &random) {
                    try service.favorites.move(.id(plant), to: Int.random(in: 0..<favorites.count, using: &random))
                }
            case 3:
                edits += 1
                let edit = edits
                if let plant = (favorites.isEmpty ? plants : favorites).randomElement(using: &random) {
                    let field = Int.random(in: 0..<5, using: &random)
                    try service.plants.edit(.id(plant)) { draft in
                        switch field {
                        case 0: draft.name = "Edited \(edit)"
                        case 1: draft.notes = "Notes of edit \(edit), long enough to wrap onto a second line or a third."
                        // A card that shrinks: in a grid of stretched rows, its row may shrink with it.
                        case 4: draft.notes = nil
                        case 2: draft.kind = Fixtures.kinds[edit % Fixtures.kinds.count]
                        default: draft.lastWatered = CalendarDate(year: 2026, month: 10, day: 1 + edit % 28)
                        }
                    }
                }
            case 4:
                edits += 1
                if let plant = plants.randomElement(using: &random) {
                    try other.database.execute("UPDATE plants SET name = ? WHERE id = ?", [.text("Renamed by SQL \(edits)"), .integer(plant)])
                }
            case 5:
                let current = try service.plants.list().map(\.draft)
                let changed = current.shuffled(using: &random).prefix(4).map { draft -> PlantDraft in
                    var draft = draft
                    draft.notes = (draft.notes ?? "") + " Imported."
                    return draft
                }
                let new = (0..<2).map { Fixtures.draft(1_000 + step * 10 + $0) }
                let summary = try service.store.plants.upsert(contentsOf: changed + new)
                for outcome in summary.outcomes.suffix(2) { try service.favorites.add(.id(outcome.plantID)) }
            case 6:
                let revision = try service.revision()
                _ = try service.store.plants.upsert(contentsOf: try service.plants.list().map(\.draft))
                XCTAssertEqual(try service.revision(), revision, "an identical import changes nothing")
            case 7:
                request.container.width = Self.widths.randomElement(using: &random) ?? 390
            case 8:
                request.layout = Self.layouts.randomElement(using: &random) ?? Fixtures.waterfall
                request.grouping = GridRequest.Grouping.allCases.randomElement(using: &random) ?? .none
            case 9:
                request.style = CardStyle.allCases.randomElement(using: &random) ?? .card
            case 10:
                // A watering changes how a card is drawn, never its size: a layout of the revision
                // just before keeps every frame.
                if let plant = favorites.randomElement(using: &random) {
                    try service.waterings.water([.id(plant)], on: try XCTUnwrap(CalendarDate(year: 2026, month: 11, day: 1 + step % 28)))
                    let key = CacheModel.key(request)
                    if model.layouts[key] == revisionBefore, try service.revision() > revisionBefore {
                        let watered = try service.grid.result(for: request)
                        XCTAssertEqual(watered.report.outcome, .partial(reused: favorites.count), "watering, seed \(seed) step \(step)")
                        XCTAssertEqual([watered.report.itemsLaidOut, watered.report.cardsMeasured], [0, 0], "watering, seed \(seed) step \(step)")
                        model.layouts[key] = try service.revision()
                    }
                }
            case 11:
                // A household's widths warmed one after the other: each keeps its own layout.
                for width in Self.widths {
                    var warm = request
                    warm.container.width = width
                    outcomes["\(try check(service, warm, &model, "warming \(width), seed \(seed) step \(step)"))", default: 0] += 1
                }
            default:
                // Every stored layout damaged from outside: each is a miss the next time.
                let damage = GridCacheDamageTests.damages[Int.random(in: 0..<GridCacheDamageTests.damages.count, using: &random)]
                try other.database.execute("PRAGMA ignore_check_constraints = ON")
                try other.database.execute(damage.sql)
                model.layouts = [:]
                // And, on even steps, every stored card size (one damage after the other): each is
                // measured again.
                if step.isMultiple(of: 2) {
                    let damages = GridCacheDamageTests.cardSizeDamages
                    try other.database.execute(damages[step / 2 % damages.count].sql)
                    model.sizes = []
                }
            }
            let outcome = try check(service, request, &model, "seed \(seed) step \(step) operation \(operation)")
            outcomes["\(outcome)", default: 0] += 1
        }
    }

    /// Computes the grid cached and uncached, compares them, and checks the counters against the model.
    private func check(
        _ service: CatalogService, _ request: GridRequest, _ model: inout CacheModel, _ context: String
    ) throws -> GridReport.Outcome {
        let revision = try service.revision()
        let key = CacheModel.key(request)
        let cached = try service.grid.result(for: request)
        assertSameGrid(cached, try service.grid.result(for: request.uncached), context)

        let expectedHit = model.layouts[key] == revision
        XCTAssertEqual(cached.report.outcome == .hit, expectedHit, "\(cached.report.outcome), \(context)")
        if model.layouts[key] == nil { XCTAssertEqual(cached.report.outcome, .miss, context) }
        let keys = cached.report.measuringWidth.map { width in
            Set(cached.contents.map { CacheModel.SizeKey(content: MeasuredContent($0, style: request.style), style: request.style, width: width) })
        } ?? []
        XCTAssertEqual(cached.report.cardsMeasured, keys.subtracting(model.sizes).count, "measured, \(context)")
        model.sizes.formUnion(keys)
        // Every key keeps its latest layout: storing one replaces only its own key's.
        if !expectedHit { model.layouts[key] = revision }
        return cached.report.outcome
    }
}
