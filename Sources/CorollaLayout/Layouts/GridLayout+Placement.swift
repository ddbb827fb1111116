extension GridLayout {
    var resumesAtTheChange: Bool { true }

    func validate(_ job: SectionJob) throws {
        try Validate.positive(minimumItemWidth, "layout.minimumItemWidth")
        if let columnCount { try Validate.count(columnCount, "layout.columnCount") }
        try Validate.length(interitemSpacing, "layout.interitemSpacing")
        try Validate.length(lineSpacing, "layout.lineSpacing")
        try Validate.insets(sectionInset, "layout.sectionInset")
        if let itemHeight { try Validate.length(itemHeight, "layout.itemHeight") }
        try Validate.positive(aspectRatio, "layout.aspectRatio")
        try Validate.length(headerHeight, "layout.headerHeight")
        try Validate.length(footerHeight, "layout.footerHeight")
        _ = try columns(for: job)
    }

    /// Places the section row by row (stretching each row's items to its height when
    /// `itemAlignment` says so), recording a checkpoint (the row's top and the previous row's
    /// bottom) at each row start, and after the last row when it is full.
    ///
    /// - Complexity: O(m) for m items placed.
    func place(_ job: SectionJob) throws -> PlacedSection {
        let columns = try columns(for: job)
        var placed = PlacedSection(end: job.start)
        var offset = job.start
        placed.header = try job.supplementary(job.section.header ?? headerHeight, "header", at: &offset)
        offset += columns.inset.top

        var rowTop = job.resume?.state[0] ?? offset
        var bottom = job.resume?.state[1] ?? offset
        placed.items.reserveCapacity(job.frameCapacity)
        for rowStart in stride(from: job.firstItem, to: job.itemCount, by: columns.count) {
            if rowStart > 0 { placed.checkpoints.append(Checkpoint(item: rowStart, state: [rowTop, bottom])) }
            let row = placed.items.count
            var rowHeight = 0.0
            for index in rowStart..<min(rowStart + columns.count, job.itemCount) {
                let height = try job.height(of: index, fittedTo: columns.width)
                    ?? itemHeight ?? job.scale.floor(columns.width / aspectRatio)
                placed.items.append(
                    Rect(x: columns.x(of: index - rowStart), y: rowTop, width: columns.width, height: height))
                rowHeight = max(rowHeight, height)
            }
            if itemAlignment == .stretch {
                for index in row..<placed.items.count { placed.items[index].size.height = rowHeight }
            }
            bottom = rowTop + rowHeight
            rowTop = bottom + lineSpacing
        }
        // After a full last row too, so that appending resumes right at the first new item.
        if job.itemCount > 0, job.itemCount % columns.count == 0 {
            placed.checkpoints.append(Checkpoint(item: job.itemCount, state: [rowTop, bottom]))
        }
        offset = bottom + columns.inset.bottom
        placed.footer = try job.supplementary(job.section.footer ?? footerHeight, "footer", at: &offset)
        placed.end = offset
        return placed
    }
}

extension GridLayout {
    /// The columns of `job`'s section.
    func columns(for job: SectionJob) throws -> Columns {
        let rule: Columns.Rule = columnCount.map { .fixed($0, field: "layout.columnCount") }
            ?? .adaptive(minimumWidth: minimumItemWidth, field: "layout.minimumItemWidth")
        return try Columns(for: job, inset: sectionInset, spacing: interitemSpacing, rule: rule)
    }

    /// The width of an item of `section` in `container`: exactly the width ``layout(_:in:scale:)``
    /// gives it (the height of a row when scrolling horizontally), so a card measured at it fits.
    ///
    /// - Throws: ``LayoutError`` as the layout would.
    /// - Complexity: O(1).
    public func columnWidth(of section: LayoutSection = LayoutSection(items: []), in container: Size, scale: DisplayScale)
        throws -> Double
    {
        try probe(section, in: container, scale: scale) { try columns(for: $0).width }
    }
}
