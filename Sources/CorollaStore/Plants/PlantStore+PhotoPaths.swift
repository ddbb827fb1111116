extension PlantStore {
    /// A plant whose photo is still a file path (a catalog made before photos were stored).
    public struct PhotoPath: Hashable, Sendable {
        public var plantID: Int64
        public var key: String
        public var path: String
    }

    /// The plants whose `photo_path` is set, by id.
    ///
    /// - Complexity: O(n) for n plants.
    public func photoPaths() throws -> [PhotoPath] {
        try database.fetchAll("SELECT id, key, photo_path FROM plants WHERE photo_path IS NOT NULL ORDER BY id").map { row in
            PhotoPath(plantID: try row.decode(at: 0), key: try row.decode(at: 1), path: try row.decode(at: 2))
        }
    }
}
