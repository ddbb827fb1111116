extension FlowLineLayout {
    /// The lines before the last are final (a line ends where the next item does not fit, and is
    /// spread by its own items); the last may take more items, and is spread as a last line only
    /// if it stays one. Its tallest item sits at its top (pixel-snapped), and every later element
    /// starts there or below.
    func frontier(of placed: PlacedSection, _ job: SectionJob) -> SectionFrontier {
        let lineStart = placed.checkpoints.last?.item ?? job.firstItem
        let line = placed.items[(lineStart - job.firstItem)...]
        return SectionFrontier(settled: lineStart, offset: line.lazy.map(\.minY).min() ?? job.start)
    }
}
