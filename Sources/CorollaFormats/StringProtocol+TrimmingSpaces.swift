extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    package var trimmingSpaces: SubSequence {
        // Most values have no space around them: the first and last characters tell.
        if let first, let last, first != " ", first != "\t", last != " ", last != "\t" {
            return self[startIndex..<endIndex]
        }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let start = firstIndex { !isSpace($0) } ?? endIndex
        let end = lastIndex { !isSpace($0) }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
