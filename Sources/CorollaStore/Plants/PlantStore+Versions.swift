extension PlantStore {
    /// The version of the plant `id` (`Migrations/0014_plant_versions.sql`): it changes with any
    /// change to the plant, its watering history or its favorite state, whoever writes it.
    ///
    /// - Returns: nil when no plant has the id.
    /// - Complexity: O(log n) for n plants.
    public func version(id: Int64) throws -> Int64? {
        try database.fetchValue(Int64.self, "SELECT version FROM plants WHERE id = ?", [.integer(id)])
    }

    /// The versions of the plants `ids` has (an id no plant has is left out), in one snapshot.
    ///
    /// - Complexity: O(m log n) for m ids and n plants (one query through the primary key).
    public func versions(ids: some Collection<Int64>) throws -> [Int64: Int64] {
        guard !ids.isEmpty else { return [:] }
        var versions: [Int64: Int64] = [:]
        try database.read { database in
            try database.cachedStatement("SELECT id, version FROM plants WHERE id IN (SELECT value FROM json_each(?))")
                .forEachRow([.text(ids.jsonArray)]) { columns in versions[try columns.int64(0)] = try columns.int64(1) }
        }
        return versions
    }

    /// Gives the plant `id` a new version, for a change the triggers do not see as its own (its
    /// favorite moved to another index: every favorite between renumbers, but only the moved one
    /// changed).
    ///
    /// - Complexity: O(log n) for n plants.
    func touchVersion(id: Int64) throws {
        try database.execute("UPDATE plants SET version = (SELECT version FROM next_plant_version) WHERE id = ?", [.integer(id)])
    }
}
