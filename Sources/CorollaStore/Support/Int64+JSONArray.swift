extension Sequence<Int64> {
    /// The ids as a JSON array (`[3,1,2]`), for `json_each(?)`: a whole list bound as one value.
    ///
    /// - Complexity: O(m) for m ids.
    var jsonArray: String {
        var list = "["
        list.reserveCapacity(underestimatedCount * 8 + 2)
        for (index, id) in enumerated() {
            if index > 0 { list += "," }
            list += String(id)
        }
        return list + "]"
    }
}
