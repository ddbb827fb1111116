extension SectionPlacer {
    /// Lays out `sections` as far as their first `known` items settle it: sections whose items are
    /// all known are placed whole; the section the known items end in is placed up to them, and
    /// the layout's ``frontier(of:_:)`` says which of them are final and where anything later
    /// starts. Items after the first `known` are never read (they may be placeholders); only the
    /// item counts are, which a fitted fan's frames depend on.
    ///
    /// - Throws: ``LayoutError`` as ``layout(_:in:scale:)`` for the items placed.
    /// - Complexity: O(k) for the k known items, plus the sections' count.
    public func layoutPrefix(_ sections: [LayoutSection], known: Int, in container: Size, scale: DisplayScale) throws -> LayoutPrefix {
        let itemsInAll = sections.reduce(0) { $0 + $1.items.count }
        guard known < itemsInAll else {
            let result = try layout(sections, in: container, scale: scale)
            return LayoutPrefix(result: result, settledItems: itemsInAll, reach: .infinity)
        }
        try validate(in: container, scale: scale)
        let space = scrollDirection == .horizontal ? container.transposed : container
        var result = LayoutResult(contentSize: .zero, scrollDirection: scrollDirection, sections: [], diagnostics: [], traces: [])
        var (start, itemsBefore) = (0.0, 0)
        var reach = 0.0
        for (index, section) in sections.enumerated() {
            let cut = max(0, known - itemsBefore)
            var job = SectionJob(
                index: index, section: section, start: start, itemsBefore: itemsBefore, itemsInAll: itemsInAll, container: space,
                scale: scale, scrollDirection: scrollDirection, resume: nil)
            if cut >= section.items.count {
                var placed = try place(job)
                try placed.checkFiniteEnd(of: job)
                store(&placed, of: job, into: &result, width: container.width)
                start = placed.end
                itemsBefore += section.items.count
                continue
            }
            reach = start
            guard cut > 0 else { break }
            job.section.items = Array(section.items.prefix(cut))
            var placed = try place(job)
            let frontier = frontier(of: placed, job)
            placed.items.removeSubrange(frontier.settled...)
            placed.rotations?.removeSubrange(frontier.settled...)
            placed.checkpoints.removeAll { $0.item > frontier.settled }
            placed.diagnostics.removeAll { ($0.item ?? -1) >= frontier.settled }
            placed.footer = nil
            store(&placed, of: job, into: &result, width: container.width)
            reach = frontier.offset
            break
        }
        if scrollDirection == .horizontal && layoutDirection == .rightToLeft {
            // The content is mirrored across its width, which the items not known yet decide.
            result.sections = []
            result.diagnostics = []
            reach = -.infinity
        }
        let settled = result.itemCount
        result.traces = []
        let along = reach.isFinite ? max(0, reach) : space.height
        result.contentSize = scrollDirection == .horizontal ? Size(width: along, height: container.height) : Size(width: container.width, height: along)
        return LayoutPrefix(result: result, settledItems: settled, reach: reach)
    }
}
