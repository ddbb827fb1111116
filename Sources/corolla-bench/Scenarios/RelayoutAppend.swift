import CorollaLayout

extension Scenario {
    /// Appending 100 items to a 100k-item waterfall: `relayout(from:)` against a full layout.
    static var relayoutAppend: Scenario {
        Scenario(
            name: "relayout.append",
            summary: "append 100 items to a 100k-item waterfall: relayout from the append point vs full relayout; goal ≥100×"
        ) { context in
            let before = 100_000
            let heights = Waterfall.heights(before + 100)
            let old = Waterfall.sections(Array(heights[..<before]))
            let new = Waterfall.sections(heights)
            let layout = Waterfall.layout
            let expected = try layout.layout(new, in: Waterfall.container, scale: Waterfall.scale)

            // Ours: the previous result, freshly computed (so uniquely referenced) outside the
            // clock, brought up to date from the first appended item.
            // Times bringing `result` (laid out for `old`) up to date with the appended items, and
            // checks the outcome equals a full layout.
            func timeAppend(to result: inout LayoutResult) throws -> Double {
                let seconds = try Sampler.time {
                    try layout.relayout(
                        &result, sections: new, in: Waterfall.container, scale: Waterfall.scale,
                        from: ItemPath(section: 0, item: before))
                }
                guard result == expected else { throw BenchError.mismatch("relayout differs from a full layout") }
                return seconds
            }
            func ours() throws -> Double {
                var result = try layout.layout(old, in: Waterfall.container, scale: Waterfall.scale)
                return try timeAppend(to: &result)
            }
            // The baseline: what a layout without checkpoints does (UIKit's `invalidateLayout()`
            // then `prepare()`): lay out all 100,100 items again.
            func full() throws -> Double {
                var result: LayoutResult?
                let seconds = try Sampler.time {
                    result = try layout.layout(new, in: Waterfall.container, scale: Waterfall.scale)
                }
                blackHole(result)
                return seconds
            }
            // Ours again, in the steady state of a feed that keeps loading more: the previous
            // result came from an append itself (99,900 laid out, 100 appended).
            let earlier = Waterfall.sections(Array(heights[..<(before - 100)]))
            func steady() throws -> Double {
                var result = try layout.layout(earlier, in: Waterfall.container, scale: Waterfall.scale)
                try layout.relayout(
                    &result, sections: old, in: Waterfall.container, scale: Waterfall.scale,
                    from: ItemPath(section: 0, item: before - 100))
                return try timeAppend(to: &result)
            }
            let repeats = context.repeats(quick: 15, full: 41)
            let samples = try Sampler.interleave(warmup: 2, repeats: repeats, ours: ours, baseline: full)
            let steadySamples = try Sampler.interleave(warmup: 2, repeats: repeats, ours: steady, baseline: full)
            let steadyRatio = steadySamples.baseline.median / steadySamples.ours.median
            return [
                Outcome(
                    name: "relayout.append", ours: .seconds(samples.ours.median),
                    baseline: .seconds(samples.baseline.median), goal: .fasterBy(100),
                    details: [
                        ("items", "100k+100"), ("steady", Quantity.seconds(steadySamples.ours.median).formatted),
                        ("steadyRatio", Format.significant(steadyRatio) + "×"), ("samples", "\(samples.ours.count)"),
                    ],
                    note: "ours = the first append to a freshly laid-out result (each section's frames keep an "
                        + "eighth of room to grow, so nothing is copied). steady = an append to a result that was "
                        + "itself appended to (the usual case when a feed keeps loading more).")
            ]
        }
    }
}
