extension WaterfallLayout {
    /// Every placed item is final (an item's frame depends only on the items before it), and a
    /// later item goes below a column's next free offset: no later element starts above the
    /// shortest column. The offsets are the checkpoint ``place(_:)`` records past the last item.
    func frontier(of placed: PlacedSection, _ job: SectionJob) -> SectionFrontier {
        guard let last = placed.checkpoints.last, last.item == job.itemCount else {
            return SectionFrontier(settled: 0, offset: job.start)
        }
        return SectionFrontier(settled: job.itemCount, offset: last.state.dropLast(2).min() ?? job.start)
    }
}
