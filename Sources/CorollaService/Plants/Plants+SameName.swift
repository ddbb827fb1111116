extension CatalogService.Plants {
    /// What to say when `plant` shares its name (ignoring case) with other plants — `a plant named
    /// Fern exists (fern); <outcome>` — so that no second plant of a name arrives unannounced;
    /// nil when no other plant has the name.
    ///
    /// - Complexity: O(n) for n plants.
    public func sameNameNote(_ plant: Plant, outcome: String) throws -> String? {
        let others = try keys(named: plant.name).filter { $0 != plant.key }
        guard !others.isEmpty else { return nil }
        return "a plant named \(plant.name) exists (\(others.joined(separator: ", "))); \(outcome)"
    }
}
