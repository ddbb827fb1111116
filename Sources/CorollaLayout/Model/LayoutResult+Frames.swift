extension LayoutResult {
    /// A result made of given frames rather than computed by a layout (to draw some elements
    /// alone, such as one card): no diagnostics and no checkpoints, so it cannot be relaid out
    /// from a change.
    public init(contentSize: Size, scrollDirection: ScrollDirection = .vertical, sections: [SectionFrames]) {
        self.contentSize = contentSize
        self.scrollDirection = scrollDirection
        self.sections = sections
        diagnostics = []
        traces = []
    }
}
