/// Where the next item of each column goes (its last item's bottom plus the spacing): the storage
/// ``ColumnState`` places items through, and the rules every storage shares.
protocol ColumnOffsets {
    /// The number of columns (at least 1).
    var count: Int { get }
    /// The offset of `column`, in `0..<count`.
    subscript(column: Int) -> Double { get set }
}

extension ColumnOffsets {
    /// The offset an item covering `span` columns from `column` goes to: the largest of theirs.
    @inline(__always)
    func offset(under column: Int, span: Int) -> Double {
        var offset = self[column]
        for other in column..<(column + span) where self[other] > offset { offset = self[other] }
        return offset
    }

    /// The leftmost shortest column and its offset: where a one-column item goes, shortest first,
    /// with no tolerance (ties to the lowest index, as UIKit's and CHT's layouts).
    ///
    /// - Complexity: O(n) for n columns, in one pass.
    @inline(__always)
    func shortest() -> (column: Int, offset: Double) {
        var best = self[0]
        var column = 0
        for other in 1..<count where self[other] < best {
            best = self[other]
            column = other
        }
        return (column, best)
    }

    /// Places an item `length` long covering `span` columns from `column` of `columns` at `offset`
    /// (``offset(under:span:)``): the covered columns go on `spacing` below it, and `bottom` down
    /// to it if it ends lower.
    ///
    /// - Returns: its frame.
    @inline(__always)
    mutating func place(
        _ length: Double, column: Int, span: Int, at offset: Double, of columns: Columns, spacing: Double,
        bottom: inout Double
    ) -> Rect {
        let frame = Rect(x: columns.x(of: column), y: offset, width: columns.width(spanning: span), height: length)
        for covered in column..<(column + span) { self[covered] = frame.maxY + spacing }
        // A select, not a branch: which of the columns ends lowest changes at random.
        bottom = frame.maxY > bottom ? frame.maxY : bottom
        return frame
    }
}

/// Offsets in a buffer (any number of columns), without bounds or uniqueness checks: the indices
/// are columns by construction.
struct BufferedOffsets: ColumnOffsets {
    let buffer: UnsafeMutableBufferPointer<Double>

    var count: Int { buffer.count }

    subscript(column: Int) -> Double {
        @inline(__always) get { buffer[column] }
        @inline(__always) nonmutating set { buffer[column] = newValue }
    }
}

/// The offsets of two columns (a phone's feed) in one vector register, where the placing loop
/// keeps them: no round trip through memory from one item to the next, and no branch on which
/// column an item took (a blend).
struct TwoOffsets: ColumnOffsets {
    var lanes: SIMD2<Double>

    var count: Int { 2 }

    subscript(column: Int) -> Double {
        @inline(__always) get { lanes[column] }
        @inline(__always) set {
            lanes.replace(with: newValue, where: SIMD2<Int64>(0, 1) .== SIMD2(repeating: Int64(column)))
        }
    }
}
