extension Scenario {
    /// `LayoutIndex.elements(in:)` for one screen at 1,000 random offsets of a 100k-item waterfall,
    /// against `baseline` (`versus` says what it is), with the name, goal and repetitions given.
    static func query(
        _ baseline: QueryFixture.Baseline, name: String, versus: String, goal: Goal, repeats: (quick: Int, full: Int)
    ) -> Scenario {
        Scenario(
            name: name,
            summary: "elements(in:) for one screen at 1,000 random offsets, 100k-item waterfall, vs \(versus); goal \(goal.formatted)"
        ) { context in
            let fixture = try QueryFixture(count: 100_000)
            return [fixture.compare(baseline, name: name, goal: goal, context, repeats: repeats)]
        }
    }
}
