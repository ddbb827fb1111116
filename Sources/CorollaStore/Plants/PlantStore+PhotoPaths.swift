extension PlantStore {
    /// A plant whose photo is still a file path (a catalog made before photos were stored).
    public struct PhotoPath: Hashable, Sendable {
        public var plantID: Int64
        public var key: String
        public var path: String
    }

    /// The plants with a photo file not read into the catalog yet (`unread_photo_files`), by id.
    ///
    /// - Complexity: O(k log n) for k such plants among n.
    public func photoPaths() throws -> [PhotoPath] {
        try database.fetchAll("SELECT id, key, path FROM unread_photo_files JOIN plants ON plants.id = plant_id ORDER BY id").map { row in
            PhotoPath(plantID: try row.decode(at: 0), key: try row.decode(at: 1), path: try row.decode(at: 2))
        }
    }
}
