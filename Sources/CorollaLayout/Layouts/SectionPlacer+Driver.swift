extension SectionPlacer {
    public func layout(_ sections: [LayoutSection], in container: Size, scale: DisplayScale) throws -> LayoutResult {
        var result = LayoutResult(
            contentSize: .zero, scrollDirection: scrollDirection, sections: [], diagnostics: [], traces: [])
        try place(sections, from: 0, resume: nil, into: &result, container: container, scale: scale)
        return result
    }

    public func relayout(
        _ result: inout LayoutResult, sections: [LayoutSection], in container: Size, scale: DisplayScale,
        from firstChange: ItemPath
    ) throws {
        guard let (section, resume) = resumption(of: result, sectionCount: sections.count, from: firstChange) else {
            result = try layout(sections, in: container, scale: scale)
            return
        }
        try place(sections, from: section, resume: resume, into: &result, container: container, scale: scale)
    }

    /// Where a relayout of `result` for new sections (`sectionCount` of them) changed from
    /// `firstChange` on starts placing again: a section and the checkpoint inside it (nil: the
    /// section's top), or nil when it lays out everything again.
    ///
    /// - Complexity: O(log c) for c checkpoints in the section.
    func resumption(of result: LayoutResult, sectionCount: Int, from firstChange: ItemPath)
        -> (section: Int, resume: Checkpoint?)?
    {
        let mirrorsContent = scrollDirection == .horizontal && layoutDirection == .rightToLeft
        guard keepsFramesBeforeAChange, !mirrorsContent, result.traces.count == result.sections.count,
            result.scrollDirection == scrollDirection
        else { return nil }
        let section = max(0, min(firstChange.section, result.sections.count))
        guard section < result.sections.count, section < sectionCount else { return (section, nil) }
        let checkpoints = result.traces[section].checkpoints
        let before = checkpoints.prefixEnd { $0.item < firstChange.item || (resumesAtTheChange && $0.item == firstChange.item) }
        return (section, before > 0 ? checkpoints[before - 1] : nil)
    }

    /// The dimension across the scroll direction, which lines, rows and columns are fitted into.
    public var containerDependency: ContainerDimensions { .across(scrollDirection) }

    /// Runs `body` on a job for `section` alone, after the checks a layout makes first: what a
    /// placer computes for a section (its columns), without placing it.
    func probe<Value>(
        _ section: LayoutSection, in container: Size, scale: DisplayScale, _ body: (SectionJob) throws -> Value
    ) throws -> Value {
        try validate(in: container, scale: scale)
        return try body(job(for: section, in: space(of: container), scale: scale))
    }

    public func validate(in container: Size, scale: DisplayScale) throws {
        try Validate.length(container.width, "width")
        try Validate.length(container.height, "height")
        try Validate.scale(scale)
        try validate(job(for: LayoutSection(items: []), in: space(of: container), scale: scale))
    }

    /// The container in vertical space.
    private func space(of container: Size) -> Size {
        scrollDirection == .horizontal ? container.transposed : container
    }

    /// A job placing `section` alone, from the top.
    private func job(for section: LayoutSection, in space: Size, scale: DisplayScale) -> SectionJob {
        SectionJob(
            index: 0, section: section, start: 0, itemsBefore: 0, itemsInAll: section.items.count, container: space, scale: scale,
            scrollDirection: scrollDirection, resume: nil)
    }

    /// Places `sections` from `first` on (resuming inside it at `resume`), keeping what `result`
    /// holds before that point.
    private func place(
        _ sections: [LayoutSection], from first: Int, resume: Checkpoint?, into result: inout LayoutResult,
        container: Size, scale: DisplayScale
    ) throws {
        try validate(in: container, scale: scale)
        let space = space(of: container)

        let kept = first < result.sections.count ? first + (resume == nil ? 0 : 1) : result.sections.count
        let keptItems = resume?.item ?? 0
        result.sections.removeSubrange(kept...)
        result.traces.removeSubrange(kept...)
        result.diagnostics.removeAll { $0.section > first || ($0.section == first && ($0.item ?? -1) >= keptItems) }
        if resume != nil {
            result.sections[first].items.removeSubrange(keptItems...)
            result.sections[first].rotations?.removeSubrange(keptItems...)
            let checkpoints = result.traces[first].checkpoints
            result.traces[first].checkpoints.removeSubrange(checkpoints.prefixEnd { $0.item < keptItems }...)
            result.diagnostics.removeAll { $0.section == first && $0.item == nil }
        }

        var start = first == 0 ? 0 : result.traces[first - 1].end
        if resume != nil { start = result.traces[first].start }
        var itemsBefore = sections[..<min(first, sections.count)].reduce(0) { $0 + $1.items.count }
        let itemsInAll = sections.reduce(0) { $0 + $1.items.count }
        for index in first..<sections.count {
            let job = SectionJob(
                index: index, section: sections[index], start: start, itemsBefore: itemsBefore, itemsInAll: itemsInAll,
                container: space, scale: scale, scrollDirection: scrollDirection, resume: index == first ? resume : nil)
            var placed = try place(job)
            try placed.checkFiniteEnd(of: job)
            store(&placed, of: job, into: &result, width: container.width)
            start = placed.end
            itemsBefore += sections[index].items.count
        }
        result.diagnostics.sort { ($0.section, $0.item ?? -1) < ($1.section, $1.item ?? -1) }
        let size = contentSize(end: start, container: space, itemCount: itemsInAll)
        result.contentSize = scrollDirection == .horizontal ? size.transposed : size
        if scrollDirection == .horizontal && layoutDirection == .rightToLeft {
            result.mirror(inWidth: result.contentSize.width)
        }
    }

    /// Appends (or, when resuming, splices in) a placed section, in output coordinates.
    ///
    /// The item frames are turned into output coordinates in place, and not at all when scrolling
    /// vertically left to right: a million frames are 32 MB, which a copy would double.
    func store(_ placed: inout PlacedSection, of job: SectionJob, into result: inout LayoutResult, width: Double) {
        let output = { (rect: Rect) -> Rect in
            if self.scrollDirection == .horizontal { return rect.transposed }
            return self.layoutDirection == .rightToLeft ? rect.mirrored(inWidth: width) : rect
        }
        var items = placed.items
        placed.items = []  // `items` is now the only reference: the loop below does not copy
        if scrollDirection == .horizontal || layoutDirection == .rightToLeft {
            for index in items.indices { items[index] = output(items[index]) }
        }
        if job.resume != nil {
            result.sections[job.index].header = placed.header.map(output)
            result.sections[job.index].footer = placed.footer.map(output)
            result.sections[job.index].items.append(contentsOf: items)
            if let rotations = placed.rotations { result.sections[job.index].rotations?.append(contentsOf: rotations) }
            result.traces[job.index].end = placed.end
            result.traces[job.index].checkpoints.append(contentsOf: placed.checkpoints)
        } else {
            result.sections.append(
                SectionFrames(
                    header: placed.header.map(output), footer: placed.footer.map(output), items: items,
                    rotations: placed.rotations))
            result.traces.append(SectionTrace(start: job.start, end: placed.end, checkpoints: placed.checkpoints))
        }
        result.diagnostics.append(contentsOf: placed.diagnostics)
    }
}

extension LayoutResult {
    /// Mirrors every frame across the vertical centre line of a `width`-wide content area.
    mutating func mirror(inWidth width: Double) {
        for index in sections.indices {
            sections[index].header = sections[index].header?.mirrored(inWidth: width)
            sections[index].footer = sections[index].footer?.mirrored(inWidth: width)
            sections[index].items = sections[index].items.map { $0.mirrored(inWidth: width) }
        }
    }
}
