extension WaterfallLayout {
    /// Items between two checkpoints: a relayout replays at most this many items before the change.
    static let checkpointInterval = 64

    var resumesAtTheChange: Bool { true }

    func validate(container: Size) throws {
        try Validate.count(columnCount, "layout.columnCount")
        if let minimumColumnWidth { try Validate.positive(minimumColumnWidth, "layout.minimumColumnWidth") }
        try Validate.length(minimumColumnSpacing, "layout.minimumColumnSpacing")
        try Validate.length(minimumInteritemSpacing, "layout.minimumInteritemSpacing")
        try Validate.insets(sectionInset, "layout.sectionInset")
        try Validate.length(headerHeight, "layout.headerHeight")
        try Validate.length(footerHeight, "layout.footerHeight")
        try Validate.insets(headerInset, "layout.headerInset")
        try Validate.insets(footerInset, "layout.footerInset")
        try Validate.length(minimumContentHeight, "layout.minimumContentHeight")
        try Validate.length(tolerance, "layout.tolerance")
    }

    func contentSize(end: Double, container: Size) -> Size {
        Size(width: container.width, height: max(end, minimumContentHeight))
    }

    /// - Complexity: O(m·n·s) for m items placed, n columns and spans of s columns (O(m·n) without
    ///   spans).
    func place(_ job: SectionJob) throws -> PlacedSection {
        let columns = try columns(for: job)
        var placed = PlacedSection(end: job.start)
        var offset = job.start
        placed.header = try job.supplementary(
            job.section.header ?? headerHeight, "header", inset: job.orient(headerInset), at: &offset)
        let inset = columns.inset
        offset += inset.top

        var state = job.resume.map { ColumnState(restoring: $0.state, columns: columns.count) }
            ?? ColumnState(top: offset, columns: columns.count)
        placed.items.reserveCapacity(job.frameCapacity)
        for index in job.firstItem..<job.itemCount {
            if index > 0 && index % Self.checkpointInterval == 0 {
                placed.checkpoints.append(Checkpoint(item: index, state: state.saved))
            }
            let item = job.item(index)
            let span = try columns.span(of: item, at: index, job, &placed.diagnostics)
            let column = state.column(for: span, direction: itemRenderDirection, tolerance: tolerance)
            let width = columns.width(spanning: span)
            guard let height = try job.height(of: item, at: index, fittedTo: width) else {
                throw LayoutError(field: job.field(index, "height"), value: "null", reason: "a waterfall item needs a height")
            }
            let frame = Rect(
                x: columns.x(of: column), y: state.offset(under: column, span: span), width: width, height: height)
            state.place(frame, column: column, span: span, spacing: minimumInteritemSpacing)
            placed.items.append(frame)
        }
        // Past the last item too, so that appending resumes right at the first new item.
        if job.itemCount > 0 { placed.checkpoints.append(Checkpoint(item: job.itemCount, state: state.saved)) }
        offset = (job.itemCount == 0 ? offset : state.bottom) + inset.bottom
        placed.footer = try job.supplementary(
            job.section.footer ?? footerHeight, "footer", inset: job.orient(footerInset), at: &offset)
        placed.end = offset
        return placed
    }
}

extension WaterfallLayout {
    /// The columns of `job`'s section.
    func columns(for job: SectionJob) throws -> Columns {
        let rule: Columns.Rule = minimumColumnWidth.map { .adaptive(minimumWidth: $0, field: "layout.minimumColumnWidth") }
            ?? .fixed(columnCount, field: "layout.columnCount")
        return try Columns(for: job, inset: sectionInset, spacing: minimumColumnSpacing, rule: rule)
    }

    /// The width of a one-column item of `section` in `container`: exactly the width ``layout(_:in:scale:)``
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

extension Columns {
    /// The number of columns `item` covers, clamped to the section's columns (with a diagnostic).
    func span(of item: LayoutItem, at index: Int, _ job: SectionJob, _ diagnostics: inout [LayoutDiagnostic]) throws -> Int {
        try Validate.count(item.span, job.field(index, "span"))
        guard item.span > count else { return item.span }
        diagnostics.append(
            LayoutDiagnostic(
                section: job.index, item: index,
                message: "span \(item.span) is wider than the section's \(count) columns; clamped to \(count)"))
        return count
    }
}

/// The next free offset of each column while a section is placed.
private struct ColumnState {
    /// Where the next item of each column goes (its last item's bottom plus the spacing).
    var next: [Double]
    /// The bottom of the lowest item so far (the section's top while there is none).
    var bottom: Double
    /// The next column for the in-turn render directions.
    var cursor: Int

    init(top: Double, columns: Int) {
        next = Array(repeating: top, count: columns)
        bottom = top
        cursor = 0
    }

    init(restoring state: [Double], columns: Int) {
        next = Array(state[..<columns])
        bottom = state[columns]
        cursor = Int(state[columns + 1])
    }

    var saved: [Double] { next + [bottom, Double(cursor)] }

    /// The offset an item covering `span` columns from `column` goes to.
    func offset(under column: Int, span: Int) -> Double {
        var offset = next[column]
        for other in column..<(column + span) where next[other] > offset { offset = next[other] }
        return offset
    }

    /// The start column for an item covering `span` columns.
    mutating func column(
        for span: Int, direction: WaterfallLayout.ItemRenderDirection, tolerance: Double
    ) -> Int {
        switch direction {
        case .shortestFirst:
            return shortest(for: span, tolerance: tolerance)
        case .leftToRight:
            return takeTurn(span)
        case .rightToLeft:
            return next.count - span - takeTurn(span)
        }
    }

    /// The leftmost start column whose tallest covered column is within `tolerance` of the best.
    private func shortest(for span: Int, tolerance: Double) -> Int {
        if span == 1 {
            // The common case in one pass: the leftmost shortest column, then (with a tolerance)
            // the leftmost column within it.
            var best = next[0]
            var column = 0
            for other in next.indices.dropFirst() where next[other] < best {
                best = next[other]
                column = other
            }
            guard tolerance > 0 else { return column }
            return next.indices.first { next[$0] <= best + tolerance } ?? column
        }
        let starts = 0...(next.count - span)
        var best = Double.infinity
        for start in starts { best = min(best, offset(under: start, span: span)) }
        return starts.first { offset(under: $0, span: span) <= best + tolerance } ?? 0
    }

    /// The next column in turn, wrapping to the first when the span does not fit.
    private mutating func takeTurn(_ span: Int) -> Int {
        let column = cursor + span > next.count ? 0 : cursor
        cursor = (column + span) % next.count
        return column
    }

    /// Records an item placed at `frame` covering `span` columns from `column`.
    mutating func place(_ frame: Rect, column: Int, span: Int, spacing: Double) {
        for covered in column..<(column + span) { next[covered] = frame.maxY + spacing }
        if frame.maxY > bottom { bottom = frame.maxY }
    }
}
