import CorollaService
import CorollaStore
import Foundation

extension Scenario {
    /// The `--needs-water` grid of 10k favorites: its cache hit, and the grid of a new day (other
    /// favorites pass at the same revision), against computing it cold.
    static var gridFiltered: Scenario {
        Scenario(
            name: "grid.filtered",
            summary: "--needs-water grid of 10k favorites (detail, width 390), fresh service per call: cache hit, and a new day's grid from the day before's layout, vs cold; goals ≥50× hit, ≥5× new day",
            run: run)
    }

    /// The filtered request of `day`, computed afresh with `noCache`.
    private static func thirsty(_ day: Int, noCache: Bool = false) throws -> GridRequest {
        var parameters = GridFixture.parameters()
        parameters.today = CalendarDate(year: 2026, month: 9, day: day) ?? CalendarDate(daysSince1970: 0)
        parameters.needsWater = true
        parameters.noCache = noCache
        return try parameters.request()
    }

    /// One grid call on a fresh service, timed.
    private static func grid(_ path: String, _ request: GridRequest) throws -> (seconds: Double, result: GridResult) {
        var result: GridResult?
        let seconds = try Sampler.time { result = try CatalogService(path: path).grid.result(for: request) }
        guard let result else { throw BenchError.mismatch("no grid") }
        return (seconds, result)
    }

    private static func run(_ context: BenchContext) throws -> [Outcome] {
        let fixture = try GridFixture(favorites: 10_000)
        let path = fixture.path
        var warm: GridResult?
        var cold: GridResult?
        let samples = try Sampler.interleave(
            warmup: 1, repeats: context.repeats(quick: 3, full: 7),
            ours: {
                _ = try grid(path, try thirsty(10))
                let (seconds, result) = try grid(path, try thirsty(10))
                guard result.report.outcome == .hit else { throw BenchError.mismatch("warm filtered: \(result.report.outcome)") }
                warm = result
                return seconds
            },
            baseline: {
                try CatalogService(path: path).caches.clear()
                let (seconds, result) = try grid(path, try thirsty(10))
                cold = result
                return seconds
            })
        guard let warm, let cold else { throw BenchError.mismatch("no grid") }
        try GridFixture.requireSame(warm, cold, "warm vs cold filtered")

        // Day 11 after day 10 and back: each call's favorites differ from the stored layout's.
        var day = 10
        var newDay: GridResult?
        let newDaySeconds = try Sampler.repeatMedian(warmup: 1, repeats: context.repeats(quick: 4, full: 10)) {
            day = day == 10 ? 11 : 10
            let (seconds, result) = try grid(path, try thirsty(day))
            guard result.report.outcome != .hit else { throw BenchError.mismatch("a new day was a hit") }
            newDay = result
            return seconds
        }
        guard let newDay else { throw BenchError.mismatch("no grid") }
        try GridFixture.requireSame(newDay, try grid(path, try thirsty(day, noCache: true)).result, "new day vs noCache")
        let cards = "\(warm.plantIDs.count) of 10k (day 10), \(newDay.plantIDs.count) (day \(day))"
        return [
            Outcome(
                name: "grid.filtered", ours: .seconds(samples.ours.median), baseline: .seconds(samples.baseline.median),
                goal: .fasterBy(50),
                details: [("cards", cards), ("warmPhases", warm.report.phases), ("coldPhases", cold.report.phases)],
                note: "the favorites that need water on 2026-09-10, a layout cache hit, fresh service per call, against the same "
                    + "grid after emptying the caches"),
            Outcome(
                name: "grid.filtered.newDay", ours: .seconds(newDaySeconds), baseline: .seconds(samples.baseline.median),
                goal: .fasterBy(5),
                details: [("outcome", "\(newDay.report.outcome)"), ("phases", newDay.report.phases)],
                note: "the --needs-water grid of the next day (or the day before) at the same revision: the stored layout is the "
                    + "base (its prefix and card sizes), against the cold grid of grid.filtered"),
        ]
    }
}
