extension FavoriteStore {
    /// The favorites' order as a tag: the XXH3-128 of their plant ids in order, each as 8
    /// little-endian bytes, 32 hexadecimal digits. Two orders have the same tag exactly when they
    /// list the same plants in the same order (barring a hash collision), whoever wrote them: what
    /// a move of a favorite is conditioned on, since every move renumbers the favorites between.
    ///
    /// - Complexity: O(n) for n favorites, through the position index; memory O(1).
    public func orderTag() throws -> String {
        let hasher = XXH3Hasher()
        try database.read { database in
            try database.cachedStatement("SELECT plant_id FROM favorites ORDER BY position, plant_id").forEachRow { columns in
                Self.add(try columns.int64(0), to: hasher)
            }
        }
        return hasher.digest().description
    }

    /// The order tag of favorites whose plant ids are `ids`, in order (``orderTag()``): what a
    /// reader that holds every favorite's id gives without reading them again.
    ///
    /// - Complexity: O(n) for n ids.
    public static func orderTag(ofPlantIDs ids: [Int64]) -> String {
        let hasher = XXH3Hasher()
        #if _endian(little)
            ids.withUnsafeBytes { hasher.update($0) }
        #else
            for id in ids { add(id, to: hasher) }
        #endif
        return hasher.digest().description
    }

    /// Adds one plant id to an order tag's message.
    private static func add(_ id: Int64, to hasher: XXH3Hasher) {
        hasher.update(littleEndian: UInt64(bitPattern: id))
    }
}
