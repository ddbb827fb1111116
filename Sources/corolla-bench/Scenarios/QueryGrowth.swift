extension Scenario {
    /// How a query's cost grows with the number of items (for BENCHMARKS.md): 1k, 10k, 100k.
    static var queryGrowth: Scenario {
        Scenario(
            name: "query.growth",
            summary: "per-query time at 1k, 10k, 100k items (ours vs the linear filter, CHT alongside); no goal"
        ) { context in
            try [1_000, 10_000, 100_000].map { count in
                let fixture = try QueryFixture(count: count)
                var outcome = fixture.compare(
                    .linear, name: "query.growth.\(Waterfall.label(count))", goal: .info, context, repeats: (5, 11))
                let cht = Sampler.repeatMedian(warmup: 1, repeats: context.repeats(quick: 5, full: 11)) {
                    fixture.run(.cht)
                }
                outcome.details.append(("cht", Quantity.seconds(cht / Double(fixture.rects.count)).formatted))
                return outcome
            }
        }
    }
}
