extension RandomAccessCollection {
    /// The end of the prefix of elements for which `isBefore` holds, found by binary search in a
    /// collection where every such element comes first (swift-algorithms'
    /// `partitioningIndex(where:)`, with the predicate the other way round).
    ///
    /// - Complexity: O(log n).
    func prefixEnd(while isBefore: (Element) -> Bool) -> Index {
        var low = startIndex
        var length = count
        while length > 0 {
            let half = length / 2
            let middle = index(low, offsetBy: half)
            if isBefore(self[middle]) {
                low = index(after: middle)
                length -= half + 1
            } else {
                length = half
            }
        }
        return low
    }
}
