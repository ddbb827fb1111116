/// What flow and aligned flow share: UICollectionViewFlowLayout's options, greedy line breaking
/// and the frame of a section (header, top inset, lines, bottom inset, footer). Each layout only
/// says how a line's items are spread along it and aligned across it.
protocol FlowLineLayout: SectionPlacer {
    /// The size of an item that gives no `width` or `height` of its own.
    var itemSize: Size { get }
    /// The smallest gap between neighbours in a line; it decides how many items fit.
    var minimumInteritemSpacing: Double { get }
    /// The gap between lines.
    var minimumLineSpacing: Double { get }
    var sectionInset: EdgeInsets { get }
    /// The header size; only its scroll-axis dimension is used (0 = none).
    var headerReferenceSize: Size { get }
    /// The footer size; only its scroll-axis dimension is used (0 = none).
    var footerReferenceSize: Size { get }
    /// How the items of a line are spread along it.
    var lineSpread: LineSpread { get }
    /// Where an item shorter than its line sits in it: 0 at the top, 0.5 centred, 1 at the bottom.
    var crossAlignment: Double { get }
}

extension FlowLineLayout {
    /// Refuses impossible values of the options flow and aligned flow share, and insets wider than
    /// `job`'s container.
    func validateFlowOptions(_ job: SectionJob) throws {
        try Validate.length(itemSize.width, "layout.itemSize.width")
        try Validate.length(itemSize.height, "layout.itemSize.height")
        try Validate.length(minimumInteritemSpacing, "layout.minimumInteritemSpacing")
        try Validate.length(minimumLineSpacing, "layout.minimumLineSpacing")
        try Validate.insets(sectionInset, "layout.sectionInset")
        try Validate.length(headerReferenceSize.width, "layout.headerReferenceSize.width")
        try Validate.length(headerReferenceSize.height, "layout.headerReferenceSize.height")
        try Validate.length(footerReferenceSize.width, "layout.footerReferenceSize.width")
        try Validate.length(footerReferenceSize.height, "layout.footerReferenceSize.height")
        var diagnostics: [LayoutDiagnostic] = []
        _ = try FlowSection(of: self, for: job, diagnostics: &diagnostics)
    }

    /// Places the header, the lines from the job's first item (a line start) on, and the footer.
    /// A checkpoint is recorded at the start of every line but the first.
    ///
    /// - Complexity: O(m) for the m items from the job's first item to the end of the section.
    func place(_ job: SectionJob) throws -> PlacedSection {
        var placed = PlacedSection(end: job.start)
        var offset = job.start
        placed.header = try supplementary(job.section.header, headerReferenceSize, "header", at: &offset, job)
        let section = try FlowSection(of: self, for: job, diagnostics: &placed.diagnostics)
        offset = job.resume?.state.first ?? offset + section.inset.top
        var arranger = LineArranger(spread: lineSpread, section: section, restoring: job.resume?.state.dropFirst() ?? [])
        placed.items.reserveCapacity(job.frameCapacity)
        var start = job.firstItem
        while start < job.itemCount {
            if start > 0 { placed.checkpoints.append(Checkpoint(item: start, state: [offset] + arranger.saved)) }
            let line = section.line(from: start)
            for (index, x) in zip(line.items, arranger.origins(of: line)) {
                let size = section.size(of: index)
                let y = offset + (line.height - size.height) * crossAlignment
                placed.items.append(
                    Rect(x: job.scale.round(x), y: job.scale.round(y), width: size.width, height: size.height))
            }
            offset += line.height
            start = line.items.upperBound
            if !line.isLast { offset += minimumLineSpacing }
        }
        offset += section.inset.bottom
        placed.footer = try supplementary(job.section.footer, footerReferenceSize, "footer", at: &offset, job)
        placed.end = offset
        return placed
    }

    /// A header or footer at `offset` spanning the container: the section's own length, or the
    /// scroll-axis dimension of the layout's `reference` size; `nil` when the length is 0.
    private func supplementary(
        _ own: Double?, _ reference: Size, _ name: String, at offset: inout Double, _ job: SectionJob
    ) throws -> Rect? {
        if let own { try Validate.length(own, "sections[\(job.index)].\(name)") }
        let length = own ?? job.orient(reference).height
        guard length > 0 else { return nil }
        let frame = Rect(x: 0, y: offset, width: job.container.width, height: length)
        offset = frame.maxY
        return frame
    }
}

/// One line of a flow section: a run of items that fit the available width side by side.
struct FlowLine {
    /// The section indices of the line's items.
    var items: Range<Int>
    /// The sum of the items' widths.
    var widths: Double
    /// The widths plus one `minimumInteritemSpacing` between each pair of neighbours.
    var used: Double
    /// The height of the tallest item: the line's height.
    var height: Double
    /// Whether the section ends with this line.
    var isLast: Bool
    /// Whether the line's items all have one size.
    var uniformity: Uniformity
}

/// The items of one flow section from the job's first item on, sized and ready to break into lines.
struct FlowSection {
    /// The section's inset in vertical space.
    let inset: EdgeInsets
    /// The width between the left and right insets.
    let available: Double
    /// `minimumInteritemSpacing`.
    let spacing: Double
    /// The first item held.
    let first: Int
    /// Whether the items from `first` on all have one size.
    let rest: Uniformity
    /// The sizes of the items from `first` on, widths clamped to `available`.
    private let sizes: [Size]

    /// Sizes the job's items: their own `width`/`height`, each missing one from `itemSize`. An
    /// item wider than the available width is clamped to it and reported in `diagnostics`.
    ///
    /// - Complexity: O(m) for the m items from the job's first item on.
    init<Layout: FlowLineLayout>(of layout: Layout, for job: SectionJob, diagnostics: inout [LayoutDiagnostic]) throws {
        if let own = job.section.sectionInset { try Validate.insets(own, "sections[\(job.index)].sectionInset") }
        inset = job.sectionInset(default: layout.sectionInset)
        available = job.container.width - inset.horizontal
        try Validate.room(available, job.sectionInsetField, insets: inset, container: job.container.width)
        spacing = layout.minimumInteritemSpacing
        first = job.firstItem
        let fallback = job.orient(layout.itemSize)
        var sizes: [Size] = []
        sizes.reserveCapacity(job.itemCount - first)
        var rest = Uniformity.empty
        for index in first..<job.itemCount {
            let item = job.item(index)
            if let width = item.width { try Validate.length(width, job.field(index, "width")) }
            if let height = item.height { try Validate.length(height, job.field(index, "height")) }
            var size = Size(width: item.width ?? fallback.width, height: item.height ?? fallback.height)
            if size.width > available {
                diagnostics.append(
                    LayoutDiagnostic(
                        section: job.index, item: index,
                        message: "\(job.field(index, "width")) = \(size.width) is wider than the \(available) "
                            + "points between the section insets; clamped to \(available)"))
                size.width = available
            }
            sizes.append(size)
            rest = rest.adding(size)
        }
        self.sizes = sizes
        self.rest = rest
    }

    /// The size of the item at section index `item` (at least `first`).
    func size(of item: Int) -> Size { sizes[item - first] }

    /// The line starting at `start`: items are added while
    /// `sum(widths) + (k−1)·minimumInteritemSpacing <= available`; a line holds at least one item.
    ///
    /// - Complexity: O(k) for the k items of the line.
    func line(from start: Int) -> FlowLine {
        let end = first + sizes.count
        let head = size(of: start)
        var line = FlowLine(
            items: start..<(start + 1), widths: head.width, used: head.width, height: head.height, isLast: false,
            uniformity: .uniform(head))
        while line.items.upperBound < end {
            let next = size(of: line.items.upperBound)
            let used = line.used + spacing + next.width
            guard used <= available else { break }
            line.items = start..<(line.items.upperBound + 1)
            line.widths += next.width
            line.used = used
            line.height = max(line.height, next.height)
            line.uniformity = line.uniformity.adding(next)
        }
        line.isLast = line.items.upperBound == end
        return line
    }
}
