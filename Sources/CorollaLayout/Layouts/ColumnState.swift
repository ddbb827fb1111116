/// The next free offset of each column while a waterfall section is placed.
///
/// The offsets live in a buffer of their own, allocated once per section: the loop that places
/// items reads and writes them on every item, and a Swift array would check bounds and
/// uniqueness on every access of that loop-carried chain. Every index used is a column in
/// `0..<count` by construction (a restored cursor is checked), so the buffer is never overrun.
struct ColumnState: ~Copyable {
    /// Where the next item of each column goes (its last item's bottom plus the spacing).
    private let next: UnsafeMutableBufferPointer<Double>
    /// The bottom of the lowest item so far (the section's top while there is none).
    private(set) var bottom: Double
    /// The next column for the in-turn render directions, in `0..<count`.
    private var cursor: Int

    /// The number of columns.
    var count: Int { next.count }

    /// Empty columns (`columns` ≥ 1) whose first items go at `top`.
    init(top: Double, columns: Int) {
        next = .allocate(capacity: columns)
        next.initialize(repeating: top)
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
        next = .allocate(capacity: columns)
        _ = next.initialize(from: state[..<columns])
        bottom = state[columns]
        self.cursor = cursor
    }

    deinit { next.deallocate() }

    /// What a checkpoint records: the offsets, the bottom and the cursor (one allocation).
    var saved: [Double] {
        var state: [Double] = []
        state.reserveCapacity(count + 2)
        state.append(contentsOf: next)
        state.append(bottom)
        state.append(Double(cursor))
        return state
    }

    /// The offset an item covering `span` columns from `column` goes to.
    @inline(__always)
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
            return count - span - takeTurn(span)
        }
    }

    /// The leftmost shortest column and its offset: where a one-column item goes, shortest first,
    /// with no tolerance (ties to the lowest index, as UIKit's and CHT's layouts).
    ///
    /// - Complexity: O(n) for n columns, in one pass.
    @inline(__always)
    func shortest() -> (column: Int, offset: Double) {
        var best = next[0]
        var column = 0
        for other in 1..<count where next[other] < best {
            best = next[other]
            column = other
        }
        return (column, best)
    }

    /// The leftmost start column whose tallest covered column is within `tolerance` of the best.
    private func shortest(for span: Int, tolerance: Double) -> Int {
        if span == 1 {
            // The common case in one pass, then (with a tolerance) the leftmost column within it.
            let (column, best) = shortest()
            guard tolerance > 0 else { return column }
            return next.indices.first { next[$0] <= best + tolerance } ?? column
        }
        let starts = 0...(count - span)
        var best = Double.infinity
        for start in starts { best = min(best, offset(under: start, span: span)) }
        return starts.first { offset(under: $0, span: span) <= best + tolerance } ?? 0
    }

    /// The next column in turn, wrapping to the first when the span does not fit.
    private mutating func takeTurn(_ span: Int) -> Int {
        let column = cursor + span > count ? 0 : cursor
        cursor = (column + span) % count
        return column
    }

    /// Places an item `length` long covering `span` columns from `column` of `columns` at `offset`
    /// (``offset(under:span:)``), and records it: the covered columns go on `spacing` below it.
    ///
    /// - Returns: its frame.
    @inline(__always)
    mutating func place(
        _ length: Double, column: Int, span: Int, at offset: Double, of columns: Columns, spacing: Double
    ) -> Rect {
        let frame = Rect(x: columns.x(of: column), y: offset, width: columns.width(spanning: span), height: length)
        for covered in column..<(column + span) { next[covered] = frame.maxY + spacing }
        // A select, not a branch: which of the columns ends lowest changes at random.
        bottom = frame.maxY > bottom ? frame.maxY : bottom
        return frame
    }
}
