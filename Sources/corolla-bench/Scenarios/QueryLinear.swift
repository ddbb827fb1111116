extension Scenario {
    /// `LayoutIndex.elements(in:)` against the seed examples' linear filter over all attributes.
    static var queryLinear: Scenario {
        Scenario(
            name: "query.linear",
            summary: "elements(in:) for one screen at 1,000 random offsets, 100k-item waterfall, vs the seed's linear filter; goal ≥100×"
        ) { context in
            let fixture = try QueryFixture(count: 100_000)
            return [fixture.compare(.linear, name: "query.linear", goal: .fasterBy(100), context, repeats: (5, 11))]
        }
    }
}
