extension Scenario {
    /// `LayoutIndex.elements(in:)` against CHTCollectionViewWaterfallLayout's union rects.
    static var queryCHT: Scenario {
        query(.cht, name: "query.cht", versus: "CHT's union rects", goal: .fasterBy(5), repeats: (9, 21))
    }
}
