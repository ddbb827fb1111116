/// What placing a section's first items settles (``SectionPlacer/frontier(of:_:)``), in the
/// layout's vertical space.
struct SectionFrontier: Hashable, Sendable {
    /// The number of the section's first items whose frames are final, whatever the items after.
    var settled: Int
    /// The offset no later element starts before: an item not settled, the section's footer, a
    /// later section. −∞ when the layout cannot bound it.
    var offset: Double
}
