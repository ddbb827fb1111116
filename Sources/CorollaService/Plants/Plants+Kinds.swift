extension CatalogService.Plants {
    /// A kind as the catalog's plants have it: spelled as most of them spell it, with how many
    /// plants have it in any spelling.
    public struct KindCount: Hashable, Sendable {
        public var kind: String
        public var plants: Int
    }

    /// The catalog's kinds, each once whatever its case (``PlantKind/folded(_:)``: "Succulent" and
    /// "succulent" are one), in the spelling most of its plants use, ordered ignoring case.
    ///
    /// - Complexity: O(n log n) for n plants.
    public func kinds() throws -> [KindCount] {
        var spellings: [String: [(spelling: String, plants: Int)]] = [:]
        try serving {
            try store.plants.forEachKindSpelling { kind, plants in
                guard let folded = PlantKind.folded(kind) else { return }
                spellings[folded, default: []].append((kind, plants))
            }
        }
        return spellings.sorted { $0.key < $1.key }.compactMap { _, spelled in
            let uses = spelled.flatMap { repeatElement($0.spelling, count: $0.plants) }
            return PlantKind.mostUsedSpelling(uses).map { KindCount(kind: $0, plants: spelled.map(\.plants).reduce(0, +)) }
        }
    }
}
