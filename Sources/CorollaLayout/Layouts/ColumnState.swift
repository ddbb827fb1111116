/// The next free offset of each column while a waterfall section is placed.
///
/// The offsets live in a buffer of their own, allocated once per section: the loop that places
/// items reads and writes them on every item, and a Swift array would check bounds and
/// uniqueness on every access of that loop-carried chain. Every index used is a column in
/// `0..<count` by construction (a restored cursor is checked), so the buffer is never overrun.
struct ColumnState: ~Copyable {
    /// Where the next item of each column goes (its last item's bottom plus the spacing).
    var next: BufferedOffsets
    /// The bottom of the lowest item so far (the section's top while there is none).
    var bottom: Double
    /// The next column for the in-turn render directions, in `0..<count`.
    private var cursor: Int

    /// The number of columns.
    var count: Int { next.count }

    /// Empty columns (`columns` ≥ 1) whose first items go at `top`.
    init(top: Double, columns: Int) {
        next = BufferedOffsets(buffer: .allocate(capacity: columns))
        next.buffer.initialize(repeating: top)
        bottom = top
        cursor = 0
    }

    /// The state ``saved`` recorded, for `columns` columns.
    ///
    /// - Throws: ``LayoutError`` when `state` was not recorded for `columns` columns (a relayout of
    ///   a result made with another configuration): it holds no place to resume from.
    init(restoring state: [Double], columns: Int, section: Int) throws {
        guard state.count == columns + 2, let cursor = Int(exactly: state[columns + 1]),
            (0..<columns).contains(cursor)
        else {
            throw LayoutError(
                field: "sections[\(section)]", value: "a checkpoint of \(state.count) numbers",
                reason: "was not recorded for \(columns) columns: lay the section out again")
        }
        next = BufferedOffsets(buffer: .allocate(capacity: columns))
        _ = next.buffer.initialize(from: state[..<columns])
        bottom = state[columns]
        self.cursor = cursor
    }

    deinit { next.buffer.deallocate() }

    /// What a checkpoint records: the offsets, the bottom and the cursor (one allocation).
    var saved: [Double] {
        var state: [Double] = []
        state.reserveCapacity(count + 2)
        state.append(contentsOf: next.buffer)
        state.append(bottom)
        state.append(Double(cursor))
        return state
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
            return count - span - takeTurn(span)
        }
    }

    /// The leftmost start column whose tallest covered column is within `tolerance` of the best.
    ///
    /// The best start itself is within the tolerance, so only the starts left of it are looked at
    /// again.
    private func shortest(for span: Int, tolerance: Double) -> Int {
        var (column, best) = (0, 0.0)
        if span == 1 {
            // The common case in one pass.
            (column, best) = next.shortest()
        } else {
            best = next.offset(under: 0, span: span)
            for start in 1..<(count - span + 1) where next.offset(under: start, span: span) < best {
                (column, best) = (start, next.offset(under: start, span: span))
            }
        }
        guard tolerance > 0 else { return column }
        return (0..<column).first { next.offset(under: $0, span: span) <= best + tolerance } ?? column
    }

    /// The next column in turn, wrapping to the first when the span does not fit.
    private mutating func takeTurn(_ span: Int) -> Int {
        let column = cursor + span > count ? 0 : cursor
        cursor = (column + span) % count
        return column
    }
}
