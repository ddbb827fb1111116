import Foundation

/// Kinds as people read them: "Succulent", "succulent" and " SUCCULENT" are one kind, shown as
/// most of the plants spell it.
public enum PlantKind {
    /// What the spellings of one kind share: the kind trimmed and in Unicode lowercase; nil for a
    /// blank kind.
    public static func folded(_ kind: String) -> String? {
        let trimmed = kind.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed.lowercased()
    }

    /// The spelling (trimmed) that most of `spellings` use, the first of them to reach that count
    /// on a tie; nil when there is none.
    ///
    /// - Complexity: O(n) for n spellings.
    public static func mostUsedSpelling(_ spellings: some Sequence<String>) -> String? {
        var counts: [String: Int] = [:]
        var best: (spelling: String, count: Int)?
        for spelling in spellings {
            let trimmed = spelling.trimmingCharacters(in: .whitespacesAndNewlines)
            let count = counts[trimmed, default: 0] + 1
            counts[trimmed] = count
            if count > best?.count ?? 0 { best = (trimmed, count) }
        }
        return best?.spelling
    }
}
