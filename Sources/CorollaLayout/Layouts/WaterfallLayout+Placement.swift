extension WaterfallLayout {
    /// Items between two checkpoints: a relayout replays at most this many items before the change.
    static let checkpointInterval = 64

    var resumesAtTheChange: Bool { true }

    func validate(_ job: SectionJob) throws {
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
        _ = try columns(for: job)
    }

    func contentSize(end: Double, container: Size, itemCount: Int) -> Size {
        Size(width: container.width, height: max(end, minimumContentHeight))
    }

    /// - Complexity: O(m·n·s) for m items placed, n columns and spans of s columns (O(m·n) without
    ///   spans).
    func place(_ job: SectionJob) throws -> PlacedSection { try place(job, itemByItem: false) }

    /// ``place(_:)``, with every item placed by the general step when `itemByItem` is set: the
    /// frames are the same either way (the tests compare the two).
    ///
    /// - Complexity: O(m·n·s) for m items placed, n columns and spans of s columns.
    func place(_ job: SectionJob, itemByItem: Bool) throws -> PlacedSection {
        let columns = try columns(for: job)
        var placed = PlacedSection(end: job.start)
        var offset = job.start
        placed.header = try job.supplementary(
            job.section.header ?? headerHeight, "header", inset: job.orient(headerInset), at: &offset)
        let inset = columns.inset
        offset += inset.top

        var state = if let resume = job.resume {
            try ColumnState(restoring: resume.state, columns: columns.count, section: job.index)
        } else {
            ColumnState(top: offset, columns: columns.count)
        }
        let singlesFirst = !itemByItem && itemRenderDirection == .shortestFirst && tolerance == 0
        var checkpoints: [Checkpoint] = []
        var diagnostics: [LayoutDiagnostic] = []
        placed.items = try Array(unsafeUninitializedCapacity: job.frameCapacity) { buffer, count in
            var frames = FrameSink(buffer)
            defer { count = frames.count }
            try placeItems(
                of: job, columns: columns, singlesFirst: singlesFirst, state: &state, into: &frames,
                checkpoints: &checkpoints, diagnostics: &diagnostics)
        }
        placed.checkpoints = checkpoints
        placed.diagnostics = diagnostics
        offset = (job.itemCount == 0 ? offset : state.bottom) + inset.bottom
        placed.footer = try job.supplementary(
            job.section.footer ?? footerHeight, "footer", inset: job.orient(footerInset), at: &offset)
        placed.end = offset
        return placed
    }

    /// Places `job`'s items from its first on, with a checkpoint every ``checkpointInterval`` items
    /// and one past the last.
    ///
    /// They go in runs between checkpoints. With `singlesFirst` (only when the layout places the
    /// shortest column first with no tolerance) a run's one-column items take
    /// ``placeSingles(_:of:columns:state:into:)``, which gives the frames
    /// ``placeItem(_:of:columns:state:into:diagnostics:)`` does, faster; the latter places whatever
    /// remains of the run.
    ///
    /// - Complexity: O(m·n·s) for m items placed, n columns and spans of s columns.
    private func placeItems(
        of job: SectionJob, columns: Columns, singlesFirst: Bool, state: inout ColumnState,
        into frames: inout FrameSink, checkpoints: inout [Checkpoint], diagnostics: inout [LayoutDiagnostic]
    ) throws {
        var index = job.firstItem
        while index < job.itemCount {
            if index > 0 && index % Self.checkpointInterval == 0 {
                checkpoints.append(Checkpoint(item: index, state: state.saved))
            }
            let run = index..<min(job.itemCount, (index / Self.checkpointInterval + 1) * Self.checkpointInterval)
            let rest = singlesFirst
                ? try placeSingles(run, of: job, columns: columns, state: &state, into: &frames) : index
            for item in rest..<run.upperBound {
                try placeItem(item, of: job, columns: columns, state: &state, into: &frames, diagnostics: &diagnostics)
            }
            index = run.upperBound
        }
        // Past the last item too, so that appending resumes right at the first new item.
        if job.itemCount > 0 { checkpoints.append(Checkpoint(item: job.itemCount, state: state.saved)) }
    }

    /// Places item `index` of `job`, whatever its span and the render direction.
    ///
    /// - Complexity: O(n·s) for n columns and a span of s columns.
    private func placeItem(
        _ index: Int, of job: SectionJob, columns: Columns, state: inout ColumnState, into frames: inout FrameSink,
        diagnostics: inout [LayoutDiagnostic]
    ) throws {
        let item = job.item(index)
        let span = try columns.span(of: item, at: index, job, &diagnostics)
        let column = state.column(for: span, direction: itemRenderDirection, tolerance: tolerance)
        let length = try length(of: item, at: index, job, fittedTo: columns.width(spanning: span))
        let offset = state.next.offset(under: column, span: span)
        frames.append(
            state.next.place(
                length, column: column, span: span, at: offset, of: columns, spacing: minimumInteritemSpacing,
                bottom: &state.bottom))
    }

    /// The length of `item` (number `index` of `job`) along the scroll axis in a column `width`
    /// wide.
    ///
    /// - Throws: ``LayoutError`` when it has none or it is invalid.
    @inline(__always)
    func length(of item: LayoutItem, at index: Int, _ job: SectionJob, fittedTo width: Double) throws -> Double {
        guard let length = try job.height(of: item, at: index, fittedTo: width) else {
            throw LayoutError(field: job.field(index, "height"), value: "null", reason: "a waterfall item needs a height")
        }
        return length
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
