extension Scenario {
    /// A full waterfall of 1M pre-measured items against the seed examples' `prepare()`.
    static var layoutSeed: Scenario {
        Scenario(
            name: "layout.seed",
            summary: "full waterfall of 1M pre-measured items vs the seed algorithm (object per item, min()+firstIndex(of:)); goal ≥5×",
            run: { context in
                let fixture = try LayoutFixture(count: 1_000_000)
                return [try fixture.compare(name: "layout.seed", goal: .fasterBy(5), context, repeats: (5, 11))]
            },
            children: [
                // For profilers: `perf record corolla-bench --child layout.seed.ours` runs one side alone.
                "layout.seed.ours": { try profile { try $0.runOurs() } },
                "layout.seed.baseline": { try profile { $0.runSeed() } },
            ])
    }
}

/// Runs one side of `layout.seed` ten times and prints its median.
private func profile(_ side: (LayoutFixture) throws -> Double) throws {
    let fixture = try LayoutFixture(count: 1_000_000)
    print(Quantity.seconds(try Sampler.repeatMedian(warmup: 0, repeats: 10) { try side(fixture) }).formatted)
}
