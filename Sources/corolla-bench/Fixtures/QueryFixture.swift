import CorollaLayout

/// The rect-query comparison shared by `query.linear`, `query.cht` and `query.growth`: one screen
/// (390×844) at `queries` random offsets in a waterfall of `count` measured cards.
///
/// Every structure is built before timing — Corolla's ``LayoutIndex``, the seed's attributes
/// array, CHT's unions — as each is built once per layout (`prepare()`); a sample is the time of
/// all the queries, reported per query.
struct QueryFixture {
    enum Baseline { case linear, cht }

    let count: Int
    let index: LayoutIndex
    let rects: [Rect]
    /// The seed examples' `layoutAttributes` (the same frames as Corolla's result).
    let attributes: [SeedAttributes]
    let cht: CHTUnionRects

    init(count: Int, queries: Int = 1_000) throws {
        self.count = count
        let result = try Waterfall.layout.layout(
            Waterfall.sections(Waterfall.heights(count)), in: Waterfall.container, scale: Waterfall.scale)
        index = LayoutIndex(result)
        rects = Waterfall.screens(queries, in: result)
        attributes = SeedAttributes.all(of: result)
        cht = CHTUnionRects(result)
        try check()
    }

    /// All three answer every query with the same elements.
    private func check() throws {
        for rect in rects.prefix(50) {
            let ours = index.elements(in: rect).map { $0.item }.sorted()
            let linear = attributes.filter { $0.frame.intersects(rect) }.map(\.indexPath.item)
            let union = (cht.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath.item).sorted()
            guard ours == linear, ours == union, !ours.isEmpty else {
                throw BenchError.mismatch("rect \(rect): ours \(ours.count), linear \(linear.count), CHT \(union.count) elements")
            }
        }
    }

    /// Seconds for all the queries with Corolla's index.
    func runOurs() -> Double {
        Sampler.time {
            for rect in rects { blackHole(index.elements(in: rect)) }
        }
    }

    /// Seconds for all the queries with `baseline`.
    func run(_ baseline: Baseline) -> Double {
        switch baseline {
        case .linear:
            // Seeds 000 and 002: `layoutAttributesForElements(in:)` is
            // `layoutAttributes.filter { $0.frame.intersects(rect) }`.
            return Sampler.time {
                for rect in rects { blackHole(attributes.filter { $0.frame.intersects(rect) }) }
            }
        case .cht:
            return Sampler.time {
                for rect in rects { blackHole(cht.layoutAttributesForElements(in: rect)) }
            }
        }
    }

    /// The interleaved comparison against `baseline`, per query.
    func compare(
        _ baseline: Baseline, name: String, goal: Goal, _ context: BenchContext, repeats: (quick: Int, full: Int)
    ) -> Outcome {
        let samples = Sampler.interleave(
            warmup: 1, repeats: context.repeats(quick: repeats.quick, full: repeats.full),
            ours: runOurs, baseline: { run(baseline) })
        let perQuery = Double(rects.count)
        return Outcome(
            name: name, ours: .seconds(samples.ours.scaled(by: perQuery).median),
            baseline: .seconds(samples.baseline.scaled(by: perQuery).median), goal: goal,
            details: [("items", Waterfall.label(count)), ("queries", "\(rects.count)"), ("samples", "\(samples.ours.count)")],
            note: nil)
    }
}

enum BenchError: Error, CustomStringConvertible {
    case mismatch(String)
    case child(String)

    var description: String {
        switch self {
        case .mismatch(let text): return "results differ: \(text)"
        case .child(let text): return "child process: \(text)"
        }
    }
}
