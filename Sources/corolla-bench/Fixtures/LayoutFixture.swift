import CorollaLayout

/// A full waterfall of `count` pre-measured cards: Corolla's `WaterfallLayout.layout` against the
/// seed examples' `prepare()` (``SeedWaterfallLayout``), shared by `layout.seed` and `layout.growth`.
///
/// Both get their heights ready-made (Corolla as `LayoutItem.height`, the seed from its delegate)
/// and start empty; only the layout is timed, and its result is released after the clock stops.
struct LayoutFixture {
    let count: Int
    let sections: [LayoutSection]
    let delegate: PremeasuredHeights

    init(count: Int) throws {
        self.count = count
        let heights = Waterfall.heights(count)
        sections = Waterfall.sections(heights)
        delegate = PremeasuredHeights(heights)
        try check()
    }

    /// The two place the same number of items in the same columns (the seed's first-row test
    /// shifts some offsets, so only the columns are compared).
    private func check() throws {
        let ours = try Waterfall.layout.layout(sections, in: Waterfall.container, scale: Waterfall.scale)
        let seed = SeedWaterfallLayout.matchingFixture(delegate)
        seed.prepare()
        let theirs = seed.layoutAttributes
        guard ours.sections[0].items.count == count, theirs.count == count else {
            throw BenchError.mismatch("layout of \(count): ours \(ours.itemCount), seed \(theirs.count) items")
        }
        let sample = stride(from: 0, to: count, by: max(1, count / 1_000))
        let differing = sample.filter { (ours.sections[0].items[$0].minX < 195) != (theirs[$0].frame.minX < 195) }
        guard differing.count * 10 < sample.underestimatedCount else {
            throw BenchError.mismatch("layout of \(count): \(differing.count) sampled items in other columns")
        }
    }

    func runOurs() throws -> Double {
        var result: LayoutResult?
        let seconds = try Sampler.time {
            result = try Waterfall.layout.layout(sections, in: Waterfall.container, scale: Waterfall.scale)
        }
        blackHole(result)
        return seconds
    }

    func runSeed() -> Double {
        let seed = SeedWaterfallLayout.matchingFixture(delegate)
        let seconds = Sampler.time { seed.prepare() }
        blackHole(seed.layoutAttributes.count)
        return seconds
    }

    func compare(name: String, goal: Goal, _ context: BenchContext, repeats: (quick: Int, full: Int)) throws -> Outcome {
        let samples = try Sampler.interleave(
            warmup: 1, repeats: context.repeats(quick: repeats.quick, full: repeats.full), ours: runOurs,
            baseline: runSeed)
        let ours = samples.ours.median
        let seed = samples.baseline.median
        let nanoseconds = { (seconds: Double) in Format.significant(seconds / Double(count) * 1e9) + "ns" }
        return Outcome(
            name: name, ours: .seconds(ours), baseline: .seconds(seed), goal: goal,
            details: [
                ("items", Waterfall.label(count)), ("ours/item", nanoseconds(ours)), ("seed/item", nanoseconds(seed)),
                ("samples", "\(samples.ours.count)"),
            ])
    }
}
