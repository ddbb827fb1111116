extension Scenario {
    /// How a full layout's cost grows with the number of items (for BENCHMARKS.md).
    static var layoutGrowth: Scenario {
        Scenario(
            name: "layout.growth",
            summary: "full waterfall at 1k, 10k, 100k, 1M items, ours vs the seed, with ns/item; no goal"
        ) { context in
            let sizes = [(1_000, (41, 101)), (10_000, (21, 51)), (100_000, (9, 21)), (1_000_000, (3, 7))]
            return try sizes.map { count, repeats in
                try LayoutFixture(count: count).compare(
                    name: "layout.growth.\(Waterfall.label(count))", goal: .info, context, repeats: repeats)
            }
        }
    }
}
