import Foundation
import CorollaService

extension Scenario {
    /// The favorites grid for 10k favorites served from the layout cache, against computing it cold.
    static var gridWarm: Scenario {
        Scenario(
            name: "grid.warm",
            summary: "grid for 10k favorites (detail, width 390), fresh service per call: cache hit vs cold (empty caches); goals ≥50× with contents, ≥150× ids and frames only",
            run: run,
            children: [
                // One side alone, for `perf record` or `valgrind --tool=callgrind`.
                "grid.warm.ours": {
                    let fixture = try GridFixture(favorites: 10_000)
                    for _ in 0..<30 { _ = try fixture.warm() }
                },
                // The warm call alone, timed: min and median of 40 (the min is steadier on a busy machine).
                "grid.warm.times": {
                    let fixture = try GridFixture(favorites: 10_000)
                    func cpu() -> Double {
                        var time = timespec()
                        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
                        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
                    }
                    var times: [Double] = []
                    var cpus: [Double] = []
                    for _ in 0..<40 {
                        _ = try CatalogService(path: fixture.path).grid.result(for: try GridFixture.request())
                        let start = cpu()
                        times.append(try fixture.grid(expect: { $0 == .hit }, "warm").seconds)
                        cpus.append(cpu() - start)
                    }
                    times.sort()
                    cpus.sort()
                    print("warm wall min=\(Quantity.seconds(times[0]).formatted) median=\(Quantity.seconds(times[20]).formatted) cpu min=\(Quantity.seconds(cpus[0]).formatted) median=\(Quantity.seconds(cpus[20]).formatted)")
                },
                "grid.warm.baseline": {
                    let fixture = try GridFixture(favorites: 10_000)
                    for _ in 0..<3 { _ = try fixture.cold() }
                },
            ])
    }

    private static func run(_ context: BenchContext) throws -> [Outcome] {
        let fixture = try GridFixture(favorites: 10_000)
        let (samples, warm, cold) = try fixture.warmAgainstCold(context, repeats: (3, 7))
        guard let coldResult = cold, let warmResult = warm else { throw BenchError.mismatch("no grid") }
        try GridFixture.requireSame(warmResult, coldResult, "warm vs cold")

        // The same hit without opening a new connection, and without the plants' contents
        // (the ids and frames a JSON output needs: the revision and one layout row are read).
        let service = try CatalogService(path: fixture.path)
        _ = try service.grid.result(for: try GridFixture.request())
        let repeats = context.repeats(quick: 5, full: 11)
        let sameService = try Sampler.repeatMedian(warmup: 1, repeats: repeats) {
            try Sampler.time { _ = try service.grid.result(for: try GridFixture.request()) }
        }
        let lean = try Sampler.repeatMedian(warmup: 1, repeats: repeats) {
            try fixture.grid(try GridFixture.request(purpose: .export(.json)), expect: { $0 == .hit }, "lean").seconds
        }
        // Everything computed with no cache read or written (`noCache`), the reference a
        // cached grid must equal bit for bit.
        let bypassed = try { var parameters = GridFixture.parameters(); parameters.noCache = true; return try parameters.request() }()
        var bypassResult: GridResult?
        let bypass = try Sampler.repeatMedian(warmup: 0, repeats: context.repeats(quick: 1, full: 3)) {
            let (seconds, result) = try fixture.grid(bypassed, expect: { $0 == .bypassed }, "noCache")
            bypassResult = result
            return seconds
        }
        if let bypassResult { try GridFixture.requireSame(warmResult, bypassResult, "warm vs noCache") }
        return [
            Outcome(
                name: "grid.warm", ours: .seconds(samples.ours.median), baseline: .seconds(samples.baseline.median),
                goal: .fasterBy(50),
                details: [
                    ("favorites", "10k"), ("sameService", Quantity.seconds(sameService).formatted),
                    ("idsAndFrames", Quantity.seconds(lean).formatted), ("noCache", Quantity.seconds(bypass).formatted),
                    ("measured", "\(coldResult.report.cardsMeasured)"), ("samples", "\(samples.ours.count)"),
                    ("warmPhases", warmResult.report.phases), ("coldPhases", coldResult.report.phases),
                ],
                note: "each call opens a fresh CatalogService (a new connection, as each `corolla grid` process does); "
                    + "warm = a layout cache hit with the contents the renderer needs (10k plant rows read); "
                    + "cold = the same after emptying the measurement and layout caches and the stored fingerprint. "
                    + "sameService = the hit on an open service; idsAndFrames = the hit without contents (JSON output)."),
            Outcome(
                name: "grid.idsAndFrames", ours: .seconds(lean), baseline: .seconds(samples.baseline.median), goal: .fasterBy(150),
                details: [("favorites", "10k")],
                note: "a layout cache hit without the plants' contents (what `grid --format json` needs: the revision, the "
                    + "favorites' ids and one layout row), fresh service per call, against the cold grid of grid.warm"),
        ]
    }
}
