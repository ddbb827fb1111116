import CorollaService

extension Scenario {
    /// The cold first screen at 10k and 100k favorites (10k with --quick), each against 1k in the
    /// same run, through the server and through `corolla grid --rect`.
    static var gridFirstScreen: Scenario {
        Scenario(
            name: "grid.firstScreen",
            summary: "cold first screen (/api/grid + its elements; grid --rect) at 10k, 100k favorites vs 1k; goal ≤3×"
        ) { context in
            try firstScreenLines(sizes: context.quick ? [10_000] : [10_000, 100_000], context)
        }
    }

    /// The cold first screen of `sizes` favorites against 1k, server and CLI, one line each.
    static func firstScreenLines(sizes: [Int], _ context: BenchContext) throws -> [Outcome] {
        let small = try GridFixture(favorites: 1_000)
        var outcomes: [Outcome] = []
        for count in sizes {
            let large = try GridFixture(favorites: count)
            let repeats = count >= 1_000_000 ? 1 : context.repeats(quick: 1, full: 3)
            let warmup = count >= 1_000_000 ? 0 : 1
            let label = Waterfall.label(count)
            let server = try Sampler.interleave(
                warmup: warmup, repeats: repeats, ours: { try FirstScreenRuns.server(large) }, baseline: { try FirstScreenRuns.server(small) })
            outcomes.append(
                Outcome(
                    name: "grid.firstScreen.server.\(label)", ours: .seconds(server.ours.median), baseline: .seconds(server.baseline.median),
                    goal: .atMostTimes(3), details: [("favorites", label), ("samples", "\(server.ours.count)")],
                    note: "GET /api/grid?width=390 then the elements of 0,0,390,844 on a cold catalog (caches emptied), over loopback "
                        + "HTTP, against the same at 1k favorites"))
            if let reason = FirstScreenRuns.cliLacks {
                outcomes.append(.skipped("grid.firstScreen.rect.\(label)", goal: .atMostTimes(3), because: reason))
                continue
            }
            let cli = try Sampler.interleave(
                warmup: warmup, repeats: repeats, ours: { try FirstScreenRuns.cli(large) }, baseline: { try FirstScreenRuns.cli(small) })
            outcomes.append(
                Outcome(
                    name: "grid.firstScreen.rect.\(label)", ours: .seconds(cli.ours.median), baseline: .seconds(cli.baseline.median),
                    goal: .atMostTimes(3), details: [("favorites", label), ("samples", "\(cli.ours.count)")],
                    note: "`corolla grid --format json --rect 0,0,390,844` on a cold catalog, a whole process, against the same at 1k"))
        }
        return outcomes
    }
}
