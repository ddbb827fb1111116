extension Scenario {
    /// `LayoutIndex.elements(in:)` against CHTCollectionViewWaterfallLayout's union rects.
    static var queryCHT: Scenario {
        Scenario(
            name: "query.cht",
            summary: "elements(in:) for one screen at 1,000 random offsets, 100k-item waterfall, vs CHT's union rects; goal ≥5×"
        ) { context in
            let fixture = try QueryFixture(count: 100_000)
            return [fixture.compare(.cht, name: "query.cht", goal: .fasterBy(5), context, repeats: (9, 21))]
        }
    }
}
