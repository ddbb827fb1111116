extension WaterfallLayout {
    /// Places the items of `run` from the first while each covers one column, the shortest column
    /// first with no tolerance (the common masonry feed): the frames
    /// ``placeItem(_:of:columns:state:into:diagnostics:)`` gives, faster.
    ///
    /// What the general step decides per item is decided once: the render direction, the
    /// tolerance, the span (1, so the offset is the shortest column's and nothing is clamped). The
    /// only chain carried from one item to the next is then the column offsets', and each item's
    /// read and checks overlap it (a pass of their own before the loop would not overlap the chain,
    /// and would read the items from memory twice). Two columns, the common case, are kept in
    /// registers (``TwoOffsets``), more in ``ColumnState``'s buffer.
    ///
    /// - Returns: the first item of `run` not placed: `run.upperBound`, or one that spans columns
    ///   (placed item by item, as any after it in the run).
    /// - Throws: ``LayoutError`` for the first item without a valid length, as item by item.
    /// - Complexity: O(m·n) for m items and n columns.
    func placeSingles(
        _ run: Range<Int>, of job: SectionJob, columns: Columns, state: inout ColumnState, into frames: inout FrameSink
    ) throws -> Int {
        guard state.count == 2 else {
            return try placeSingles(run, of: job, columns: columns, in: &state.next, bottom: &state.bottom, into: &frames)
        }
        var two = TwoOffsets(lanes: SIMD2(state.next[0], state.next[1]))
        defer {
            state.next[0] = two.lanes.x
            state.next[1] = two.lanes.y
        }
        return try placeSingles(run, of: job, columns: columns, in: &two, bottom: &state.bottom, into: &frames)
    }

    /// ``placeSingles(_:of:columns:state:into:)`` with the column offsets in `storage` and the
    /// bottom of the lowest item in `bottom`.
    ///
    /// - Complexity: O(m·n) for m items and n columns.
    private func placeSingles<Offsets: ColumnOffsets>(
        _ run: Range<Int>, of job: SectionJob, columns: Columns, in storage: inout Offsets, bottom: inout Double,
        into frames: inout FrameSink
    ) throws -> Int {
        // Local copies, which stay in registers through the loop.
        var offsets = storage
        var lowest = bottom
        var sink = frames
        defer {
            storage = offsets
            bottom = lowest
            frames = sink
        }
        var index = run.lowerBound
        for given in job.section.items[run] {
            let item = job.orient(given)
            guard item.span == 1 else { break }
            let length = try length(of: item, at: index, job, fittedTo: columns.width)
            let (column, offset) = offsets.shortest()
            sink.append(
                offsets.place(
                    length, column: column, span: 1, at: offset, of: columns, spacing: minimumInteritemSpacing,
                    bottom: &lowest))
            index += 1
        }
        return index
    }
}
