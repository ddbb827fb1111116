import CorollaService

extension Scenario {
    /// Rotating a phone to 834 points and back: the grid at 390 again, against the plain warm grid.
    static var gridWidthBack: Scenario {
        Scenario(
            name: "grid.widthBack",
            summary: "grid for 10k favorites at 390 → 834 → 390: the third call vs a warm call; goal ≤1.5× warm"
        ) { context in
            let fixture = try GridFixture(favorites: 10_000)
            let narrow = try GridFixture.request(width: 390)
            let wide = try GridFixture.request(width: 834)
            // The first trip measures every card at 834's column width once; it is reported, not compared.
            _ = try fixture.cold(narrow)
            let firstWide = try fixture.grid(wide, expect: { $0 == .miss }, "first 834")
            let samples = try Sampler.interleave(
                warmup: 1, repeats: context.repeats(quick: 5, full: 11),
                ours: {
                    _ = try fixture.grid(narrow, expect: { _ in true }, "390")
                    _ = try fixture.grid(wide, expect: { _ in true }, "834")
                    return try fixture.grid(narrow, expect: { $0 == .hit }, "back to 390").seconds
                },
                baseline: { try fixture.warm(narrow).seconds })
            return [
                Outcome(
                    name: "grid.widthBack", ours: .seconds(samples.ours.median), baseline: .seconds(samples.baseline.median),
                    goal: .atMostTimes(1.5),
                    details: [
                        ("favorites", "10k"), ("first834", Quantity.seconds(firstWide.seconds).formatted),
                        ("first834Measured", "\(firstWide.result.report.cardsMeasured)"), ("samples", "\(samples.ours.count)"),
                    ],
                    note: "each width is its own layout cache key, so going back to 390 is a hit: nothing is measured or "
                        + "laid out. first834 = the first call at 834 (a miss: every card measured at the new column width).")
            ]
        }
    }
}
