import CorollaJSON

extension CatalogService.Plants {
    /// Calls `body` with every plant's key, in id order (for shell completion).
    ///
    /// - Complexity: O(n) for n plants.
    public func forEachKey(_ body: (String) throws -> Void) throws {
        try serving { try store.plants.forEachKeyAndName { key, _ in try body(key) } }
    }

    /// The keys of the plants named `name` (ignoring case, as Unicode lowercases it), in id order.
    ///
    /// - Complexity: O(n) for n plants.
    public func keys(named name: String) throws -> [String] {
        let wanted = name.lowercased()
        var keys: [String] = []
        try serving {
            try store.plants.forEachKeyAndName { key, name in
                if name.lowercased() == wanted { keys.append(key) }
            }
        }
        return keys
    }

    /// The plants a mistyped key or name most likely meant, best first, at most `limit`: those
    /// whose key or name starts with `text` (ignoring case; shorter keys first), then those whose
    /// key or name, or one of their words (split at spaces and hyphens), is a slip of the fingers
    /// away from it (``Suggestion/closest(to:among:)``'s distance:
    /// one edit per three characters, one to three).
    ///
    /// - Complexity: O(n·k²) for n plants and keys and names of about k characters; candidates whose
    ///   length differs from `text`'s by more than the allowed edits are not compared.
    public func nearest(to text: String, limit: Int = 3) throws -> [PlantSuggestion] {
        let typed = Array(text.lowercased())
        guard !typed.isEmpty else { return [] }
        let allowed = max(1, min(3, typed.count / 3))
        var ranked: [(rank: Int, length: Int, suggestion: PlantSuggestion)] = []
        try serving {
            try store.plants.forEachKeyAndName { key, name in
                let words = [key, name].flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init) }
                let rank = ([key, name] + words).map { candidate -> Int in
                    let letters = Array(candidate.lowercased())
                    if letters.starts(with: typed) { return 0 }
                    guard abs(letters.count - typed.count) <= allowed else { return .max }
                    let distance = Suggestion.editDistance(typed, letters)
                    return distance <= allowed ? distance : .max
                }.min() ?? .max
                if rank != .max { ranked.append((rank, key.count, PlantSuggestion(key: key, name: name))) }
            }
        }
        return ranked.sorted { ($0.rank, $0.length) < ($1.rank, $1.length) }.prefix(limit).map(\.suggestion)
    }
}
