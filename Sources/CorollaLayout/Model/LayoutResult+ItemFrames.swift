extension LayoutResult {
    /// Calls `body` with the index among all the items (counted section by section, as
    /// ``itemOffsets``) and the frame of each item at `range`, in order; indices past the last item
    /// are skipped.
    ///
    /// - Complexity: O(s + k) for s sections and k items in `range`.
    public func forEachItemFrame(in range: Range<Int>, _ body: (Int, Rect) throws -> Void) rethrows {
        var first = 0
        for section in sections {
            guard first < range.upperBound else { return }
            let (lower, upper) = (max(range.lowerBound, first), min(range.upperBound, first + section.items.count))
            if lower < upper {
                try section.items.withUnsafeBufferPointer { frames in
                    for index in lower..<upper { try body(index, frames[index - first]) }
                }
            }
            first += section.items.count
        }
    }
}
