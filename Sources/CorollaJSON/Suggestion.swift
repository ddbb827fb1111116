/// "Did you mean …?": the candidate closest to a misspelt name.
public enum Suggestion {
    /// The candidate nearest to `name` by edit distance (insertions, deletions, substitutions and
    /// swaps of neighbours), when it is near enough to be a slip of the fingers: at most one edit
    /// per three characters, between one and three. Ties go to the earlier candidate.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let limit = max(1, min(3, name.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(Array(name.lowercased()), Array(candidate.lowercased()))
            if distance <= limit && distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance between `a` and `b`.
    ///
    /// - Complexity: O(|a|·|b|).
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
