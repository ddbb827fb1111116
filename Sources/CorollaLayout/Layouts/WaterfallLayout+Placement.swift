extension WaterfallLayout {
    /// Items between two checkpoints: a relayout replays at most this many items before the change.
    static let checkpointInterval = 64

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
        let columns = try Columns(of: self, for: job)
        var placed = PlacedSection(end: job.start)
        var offset = job.start
        placed.header = try supplementary(
            job.section.header ?? headerHeight, "header", inset: job.orient(headerInset), at: &offset, job)
        let inset = columns.inset
        offset += inset.top

        var state = job.resume.map { ColumnState(restoring: $0.state, columns: columns.count) }
            ?? ColumnState(top: offset, columns: columns.count)
        placed.items.reserveCapacity(job.itemCount - job.firstItem)
        for index in job.firstItem..<job.itemCount {
            if index > 0 && index % Self.checkpointInterval == 0 {
                placed.checkpoints.append(Checkpoint(item: index, state: state.saved))
            }
            let item = job.item(index)
            let span = try columns.span(of: item, at: index, job, &placed.diagnostics)
            let column = state.column(for: span, direction: itemRenderDirection, tolerance: tolerance)
            let width = columns.width(spanning: span)
            let height = try itemHeight(item, width: width, at: index, job)
            let frame = Rect(
                x: inset.left + (columns.width + minimumColumnSpacing) * Double(column),
                y: state.offset(under: column, span: span), width: width, height: height)
            state.place(frame, column: column, span: span, spacing: minimumInteritemSpacing)
            placed.items.append(frame)
        }
        offset = (job.itemCount == 0 ? offset : state.bottom) + inset.bottom
        placed.footer = try supplementary(
            job.section.footer ?? footerHeight, "footer", inset: job.orient(footerInset), at: &offset, job)
        placed.end = offset
        return placed
    }

    /// The height of an item `width` wide: its own height, or its size scaled to the width (CHT).
    private func itemHeight(_ item: LayoutItem, width: Double, at index: Int, _ job: SectionJob) throws -> Double {
        guard let height = item.height else {
            throw LayoutError(field: job.field(index, "height"), value: "null", reason: "a waterfall item needs a height")
        }
        try Validate.length(height, job.field(index, "height"))
        guard let given = item.width else { return height }
        try Validate.positive(given, job.field(index, "width"))
        return job.scale.floor(height * width / given)
    }

    /// Places a header or footer of `length` spanning the container less `inset` at `offset`.
    private func supplementary(
        _ length: Double, _ name: String, inset: EdgeInsets, at offset: inout Double, _ job: SectionJob
    ) throws -> Rect? {
        try Validate.length(length, "sections[\(job.index)].\(name)")
        offset += inset.top
        var frame: Rect?
        if length > 0 {
            let placed = Rect(x: inset.left, y: offset, width: max(0, job.container.width - inset.horizontal), height: length)
            offset = placed.maxY
            frame = placed
        }
        offset += inset.bottom
        return frame
    }
}

/// The columns of one waterfall section.
private struct Columns {
    let count: Int
    let width: Double
    let spacing: Double
    let inset: EdgeInsets

    init(of layout: WaterfallLayout, for job: SectionJob) throws {
        inset = job.sectionInset(default: layout.sectionInset)
        if job.section.sectionInset != nil { try Validate.insets(inset, "sections[\(job.index)].sectionInset") }
        let available = job.container.width - inset.horizontal
        try Validate.room(available, section: job.index, insets: inset, container: job.container.width)
        spacing = layout.minimumColumnSpacing
        if let own = job.section.columnCount {
            try Validate.count(own, "sections[\(job.index)].columnCount")
            count = own
        } else if let minimum = layout.minimumColumnWidth {
            count = max(1, Int(((available + spacing) / (minimum + spacing)).rounded(.down)))
        } else {
            count = layout.columnCount
        }
        width = job.scale.floor((available - Double(count - 1) * spacing) / Double(count))
        guard width > 0 else {
            throw LayoutError(
                field: job.section.columnCount == nil ? "layout.columnCount" : "sections[\(job.index)].columnCount",
                value: "\(count)",
                reason: "\(count) columns with spacing \(spacing) do not fit in \(available) points")
        }
    }

    /// The width of an item covering `span` columns.
    func width(spanning span: Int) -> Double {
        Double(span) * width + Double(span - 1) * spacing
    }

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
