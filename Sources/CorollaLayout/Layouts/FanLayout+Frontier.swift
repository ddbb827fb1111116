extension FanLayout {
    /// Every placed card is final (a card's place depends on its index and the item count, not
    /// on sizes), but a later card may lie anywhere on the arc: nothing bounds where later
    /// elements go, so only a whole fan covers a rect. A fan measures no card, so it loses nothing.
    func frontier(of placed: PlacedSection, _ job: SectionJob) -> SectionFrontier {
        SectionFrontier(settled: job.itemCount, offset: -.infinity)
    }
}
