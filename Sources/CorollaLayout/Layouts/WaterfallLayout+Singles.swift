extension WaterfallLayout {
    /// Places the items of `run` from the first while each covers one column, the shortest column
    /// first with no tolerance (the common masonry feed): the frames
    /// ``placeItem(_:of:columns:state:into:diagnostics:)`` gives, faster.
    ///
    /// What the general step decides per item is decided once: the render direction, the
    /// tolerance, the span (1, so the offset is the shortest column's and nothing is clamped), and
    /// the column offsets live in ``ColumnState``'s own buffer, so the only chain carried from one
    /// item to the next is the offsets' (each item's checks overlap it). Reading an item and
    /// checking it in the same loop measured faster than a checking pass before the loop: the
    /// items' reads from memory then overlap the chain too.
    ///
    /// - Returns: the first item of `run` not placed: `run.upperBound`, or one that spans columns
    ///   (placed item by item, as any after it in the run).
    /// - Throws: ``LayoutError`` for the first item without a valid length, as item by item.
    /// - Complexity: O(m·n) for m items and n columns.
    func placeSingles(
        _ run: Range<Int>, of job: SectionJob, columns: Columns, state: inout ColumnState, into frames: inout FrameSink
    ) throws -> Int {
        var index = run.lowerBound
        for given in job.section.items[run] {
            let item = job.orient(given)
            guard item.span == 1 else { break }
            let length = try length(of: item, at: index, job, fittedTo: columns.width)
            let (column, offset) = state.shortest()
            frames.append(
                state.place(length, column: column, span: 1, at: offset, of: columns, spacing: minimumInteritemSpacing))
            index += 1
        }
        return index
    }
}
