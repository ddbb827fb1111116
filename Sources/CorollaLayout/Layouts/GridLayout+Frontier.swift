extension GridLayout {
    /// The items of the full rows are final; the last row, when not full, may still take more
    /// items (and stretch to a taller one), and every later element starts at its top or below.
    /// After a full last row, later elements start where the next row would.
    func frontier(of placed: PlacedSection, _ job: SectionJob) -> SectionFrontier {
        guard let last = placed.checkpoints.last else {
            return SectionFrontier(settled: 0, offset: placed.items.first?.minY ?? job.start)
        }
        if last.item == job.itemCount { return SectionFrontier(settled: job.itemCount, offset: last.state[0]) }
        return SectionFrontier(settled: last.item, offset: placed.items[last.item - job.firstItem].minY)
    }
}
