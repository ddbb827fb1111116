import CorollaCards
import CorollaLayout
@testable import CorollaService
import CorollaStore
import CorollaTestSupport
import XCTest

/// Filtered grids: the favorites a filter selects, cached under a key of the filter's canonical
/// form, and right whenever the set of favorites that pass changes — by an edit, a watering, or
/// only the day `--needs-water` judges (which moves no revision and no size stamp).
final class FilteredGridTests: XCTestCase {
    private static let searches = ["plant 1", "LIGHT", "暴晒", "fern", "多肉", "zzz"]
    private static let days = (0..<40).compactMap { CalendarDate(daysSince1970: CalendarDate(year: 2026, month: 9, day: 1)!.daysSince1970 + $0) }

    /// Rule: the favorites a filter selects, in SQL, are those a brute-force reading of every
    /// favorite selects: a kind among the filter's (ignoring case), the search text in the name,
    /// notes or kind (ignoring case, CJK included), and needing water by the card's own rule
    /// (`Plant.needsWater(on:)`, the red tile).
    func testTheFilterSelectsWhatItsRulesSay() throws {
        let service = CatalogService(store: try CatalogStore(path: try makeCatalogPath(plants: 80, favorites: 60)))
        var random = SplitMix64(seed: 15)
        let favorites = try service.favorites.list()
        for _ in 0..<200 {
            let filter = randomFilter(&random)
            let expected = favorites.filter { passes($0.plant, filter) }
            XCTAssertEqual(try service.favorites.list(filter).map(\.plant.id), expected.map(\.plant.id), "\(filter)")
            XCTAssertEqual(try service.favorites.list(filter).map(\.position), expected.map(\.position), "positions stay, \(filter)")
            XCTAssertEqual(
                Set(try service.plants.list(filter).map(\.id)), Set(try service.plants.list().filter { passes($0, filter) }.map(\.id)), "\(filter)")
        }
    }

    /// Rule: kinds and search text are compared in canonical form, so `--kind Fern --kind FERN`
    /// and `--kind fern` are one cache key: the second grid is a hit.
    func testEquivalentFiltersShareTheirCachedLayout() throws {
        let service = CatalogService(store: try CatalogStore(path: try makeCatalogPath(plants: 40, favorites: 30)))
        var request = Fixtures.request()
        request.filter = PlantFilter(kinds: ["Fern", "FERN", "Herb"], search: "PLANT")
        XCTAssertEqual(try service.grid.result(for: request).report.outcome, .miss)
        request.filter = PlantFilter(kinds: ["herb", "fern"], search: "plant")
        let second = try service.grid.result(for: request)
        XCTAssertEqual(second.report.outcome, .hit)
        XCTAssertFalse(second.plantIDs.isEmpty)
        request.filter = PlantFilter()
        XCTAssertEqual(try service.grid.result(for: request).report.outcome, .miss, "the unfiltered grid has a key of its own")
    }

    /// Rule: with `--needs-water`, a new day at the same revision whose favorites that pass differ
    /// is not a hit (nor damage: no note) and equals a fresh grid; a day whose favorites are the
    /// same is a hit.
    func testANewDayChangesWhatNeedsWaterWithoutAnEdit() throws {
        let service = CatalogService(store: try CatalogStore(path: try makeCatalogPath(plants: 40, favorites: 30)))
        var request = Fixtures.request()
        func grid(on day: CalendarDate) throws -> GridResult {
            request.filter = PlantFilter(needsWaterOn: day)
            request.date = day.midnightUTC
            let cached = try service.grid.result(for: request)
            assertSameGrid(cached, try service.grid.result(for: request.uncached), "\(day)")
            return cached
        }
        let early = try grid(on: Self.days[2])
        let later = try grid(on: Self.days[12])
        XCTAssertNotEqual(early.plantIDs, later.plantIDs)
        XCTAssertNotEqual(later.report.outcome, .hit)
        XCTAssertEqual(later.report.notes, [], "another day's favorites are no damage")
        XCTAssertEqual(try grid(on: Self.days[12]).report.outcome, .hit)
        let revision = try service.revision()
        XCTAssertNotEqual(try grid(on: Self.days[2]).report.outcome, .hit)
        XCTAssertEqual(try service.revision(), revision)
    }

    /// Rule (property): after random sequences of waterings (the service's and plain SQL's),
    /// edits, favorites added and removed, day changes and filter changes, every cached filtered
    /// grid equals a fresh uncached one bit for bit, shows exactly the favorites the filter
    /// selects, and is a hit exactly when its key's last layout was computed at this revision for
    /// the same favorites.
    func testRandomWateringsEditsAndDaysKeepFilteredGridsExact() throws {
        var outcomes: [String: Int] = [:]
        for seed: UInt64 in [3, 1_515, 77_001] {
            try run(seed: seed, steps: 40, outcomes: &outcomes)
        }
        XCTAssertEqual(Set(outcomes.keys), ["hit", "partial", "miss"], "\(outcomes)")
    }

    /// A layout key of the model: the filter's canonical parts, without the day.
    private struct ModelKey: Hashable {
        var kinds: [String]
        var search: String?
        var needsWater: Bool

        init(_ filter: PlantFilter) {
            (kinds, search, needsWater) = (filter.kinds, filter.search, filter.needsWaterOn != nil)
        }
    }

    private func run(seed: UInt64, steps: Int, outcomes: inout [String: Int]) throws {
        let path = try makeCatalogPath(plants: 50, favorites: 30)
        let service = CatalogService(store: try CatalogStore(path: path))
        let other = try CatalogStore(path: path)
        var random = SplitMix64(seed: seed)
        var request = Fixtures.request(style: .detail)
        var day = Self.days[10]
        request.filter = PlantFilter(needsWaterOn: day)
        /// The revision and favorites each key's layout was last computed for.
        var model: [ModelKey: (revision: Int64, ids: [Int64])] = [:]
        for step in 0..<steps {
            let context = "seed \(seed) step \(step)"
            let plants = try service.plants.list().map(\.id)
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                let chosen = (0..<Int.random(in: 1...4, using: &random)).compactMap { _ in plants.randomElement(using: &random) }
                try service.waterings.water(chosen.map { .id($0) }, on: Self.days.randomElement(using: &random) ?? day)
            case 1:
                if let plant = plants.randomElement(using: &random), let watered = Self.days.randomElement(using: &random) {
                    try other.database.execute("UPDATE plants SET last_watered = ? WHERE id = ?", [watered.databaseValue, .integer(plant)])
                }
            case 2:
                if let plant = plants.randomElement(using: &random) {
                    let kind = Fixtures.kinds.randomElement(using: &random) ?? "Fern"
                    try other.database.execute("UPDATE plants SET kind = ?, notes = notes || ' light' WHERE id = ?", [.text(kind), .integer(plant)])
                }
            case 3:
                if let plant = plants.randomElement(using: &random) {
                    if try !service.favorites.remove(.id(plant)) { _ = try service.favorites.add(.id(plant), at: Int.random(in: 0..<20, using: &random)) }
                }
            case 4, 5:
                day = Self.days.randomElement(using: &random) ?? day
                request.filter.needsWaterOn = request.filter.needsWaterOn.map { _ in day }
            default:
                request.filter = randomFilter(&random)
                request.filter.needsWaterOn = request.filter.needsWaterOn.map { _ in day }
            }
            request.date = day.midnightUTC
            let revision = try service.revision()
            let cached = try service.grid.result(for: request)
            assertSameGrid(cached, try service.grid.result(for: request.uncached), context)
            let expected = try service.favorites.list().filter { passes($0.plant, request.filter) }.map(\.plant.id)
            XCTAssertEqual(cached.plantIDs, expected, "the favorites that pass, \(context)")
            let key = ModelKey(request.filter)
            let expectedHit = model[key].map { $0.revision == revision && $0.ids == expected } ?? false
            XCTAssertEqual(cached.report.outcome == .hit, expectedHit, "\(cached.report.outcome), \(context)")
            XCTAssertEqual(cached.report.notes, [], context)
            model[key] = (revision, expected)
            outcomes["\(cached.report.outcome)".components(separatedBy: "(").first ?? "", default: 0] += 1
        }
    }

    /// A filter of random kinds (in random case, some repeated), search text and needs-water day.
    private func randomFilter(_ random: inout SplitMix64) -> PlantFilter {
        let kinds = (0..<Int.random(in: 0...2, using: &random)).compactMap { _ in
            Fixtures.kinds.randomElement(using: &random).map { Bool.random(using: &random) ? $0.uppercased() : $0 }
        }
        let search = Bool.random(using: &random) ? Self.searches.randomElement(using: &random) : nil
        let day = Bool.random(using: &random) ? Self.days.randomElement(using: &random) : nil
        return PlantFilter(kinds: kinds, search: search, needsWaterOn: day)
    }

    /// Whether `plant` passes `filter`, by the rules read plainly (the brute-force twin of the SQL).
    private func passes(_ plant: Plant, _ filter: PlantFilter) -> Bool {
        let fields = [plant.name, plant.notes ?? "", plant.kind ?? ""].map { $0.lowercased() }
        let kindPasses = filter.kinds.isEmpty || plant.kind.map { filter.kinds.contains($0.lowercased()) } == true
        let searchPasses = filter.search.map { text in fields.contains { $0.contains(text) } } ?? true
        let waterPasses = filter.needsWaterOn.map(plant.needsWater(on:)) ?? true
        return kindPasses && searchPasses && waterPasses
    }
}
