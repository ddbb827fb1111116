import CorollaService

extension Scenario {
    /// The cold first screen at 10k and 100k favorites (10k with --quick), each against 1k in the
    /// same run, through the server and through `corolla grid --rect`.
    static var gridFirstScreen: Scenario {
        Scenario(
            name: "grid.firstScreen",
            summary: "cold first screen (/api/grid + its elements; grid --rect) at 10k, 100k favorites vs 1k; goal ≤3×"
        ) { context in
            try firstScreenLines(try (context.quick ? [10_000] : [10_000, 100_000]).map { try GridFixture(favorites: $0) }, context)
        }
    }

    /// The cold first screen of each of `fixtures` against 1k favorites, server and CLI, one line each.
    static func firstScreenLines(_ fixtures: [GridFixture], _ context: BenchContext) throws -> [Outcome] {
        let small = try GridFixture(favorites: 1_000)
        var outcomes: [Outcome] = []
        for large in fixtures {
            let count = large.count
            let repeats = count >= 1_000_000 ? 1 : context.repeats(quick: 1, full: 3)
            let warmup = count >= 1_000_000 ? 0 : 1
            let label = Waterfall.label(count)
            /// One line: `run` on the large catalog against the same on the small one.
            func line(_ kind: String, _ run: (GridFixture) throws -> Double, note: String) throws -> Outcome {
                let samples = try Sampler.interleave(warmup: warmup, repeats: repeats, ours: { try run(large) }, baseline: { try run(small) })
                return Outcome(
                    name: "grid.firstScreen.\(kind).\(label)", ours: .seconds(samples.ours.median), baseline: .seconds(samples.baseline.median),
                    goal: .atMostTimes(3), details: [("favorites", label), ("samples", "\(samples.ours.count)")], note: note)
            }
            outcomes.append(
                try line(
                    "server", FirstScreenRuns.server,
                    note: "GET /api/grid?width=390 then the elements of 0,0,390,844 on a cold catalog (caches emptied), over loopback "
                        + "HTTP, against the same at 1k favorites"))
            if let reason = FirstScreenRuns.cliLacks {
                outcomes.append(.skipped("grid.firstScreen.rect.\(label)", goal: .atMostTimes(3), because: reason))
                continue
            }
            outcomes.append(
                try line(
                    "rect", FirstScreenRuns.cli,
                    note: "`corolla grid --format json --rect 0,0,390,844` on a cold catalog, a whole process, against the same at 1k"))
        }
        return outcomes
    }
}
