extension Scenario {
    /// `LayoutIndex.elements(in:)` against the seed examples' linear filter over all attributes.
    static var queryLinear: Scenario {
        query(.linear, name: "query.linear", versus: "the seed's linear filter", goal: .fasterBy(100), repeats: (5, 11))
    }
}
