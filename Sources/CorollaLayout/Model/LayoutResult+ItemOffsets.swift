extension LayoutResult {
    /// The index of each section's first item among all the items (counted section by section),
    /// and the item count last: `[0, 12, 30]` for sections of 12 and 18 items. Item `i` of section
    /// `s` is item `itemOffsets[s] + i` of the whole grid.
    ///
    /// - Complexity: O(s) for s sections.
    public var itemOffsets: [Int] {
        sections.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.items.count) }
    }
}
