import CorollaService

extension Scenario {
    /// How the grid's cold and warm costs grow with the number of favorites (for BENCHMARKS.md).
    static var gridGrowth: Scenario {
        Scenario(
            name: "grid.growth",
            summary: "grid cold vs warm (fresh service per call) at 1k, 10k, 100k favorites (100k not in --quick); no goal"
        ) { context in
            var sizes = [(1_000, (3, 7)), (10_000, (2, 3))]
            if !context.quick { sizes.append((100_000, (0, 1))) }
            return try sizes.map { count, repeats in
                let fixture = try GridFixture(favorites: count)
                let (samples, warm, cold) = try fixture.warmAgainstCold(context, repeats: repeats)
                let lean = try Sampler.repeatMedian(warmup: 1, repeats: context.repeats(quick: 3, full: 5)) {
                    try fixture.grid(try GridFixture.request(purpose: .export(.json)), expect: { $0 == .hit }, "lean").seconds
                }
                let perCard = { (seconds: Double) in Quantity.seconds(seconds / Double(count)).formatted }
                return Outcome(
                    name: "grid.growth.\(Waterfall.label(count))", ours: .seconds(samples.ours.median),
                    baseline: .seconds(samples.baseline.median), goal: .info,
                    details: [
                        ("coldPerCard", perCard(samples.baseline.median)), ("warmPerCard", perCard(samples.ours.median)),
                        ("idsAndFrames", Quantity.seconds(lean).formatted), ("measured", cold.map { "\($0.report.cardsMeasured)" } ?? "-"),
                        ("samples", "\(samples.ours.count)"), ("warmPhases", warm?.report.phases ?? "-"),
                        ("coldPhases", cold?.report.phases ?? "-"),
                    ])
            }
        }
    }
}
