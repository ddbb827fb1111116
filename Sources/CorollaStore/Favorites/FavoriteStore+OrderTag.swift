extension FavoriteStore {
    /// The favorites' order as a tag: the XXH3-128 of their plant ids in order, 32 hexadecimal
    /// digits. Two orders have the same tag exactly when they list the same plants in the same
    /// order (barring a hash collision), whoever wrote them: what a move of a favorite is
    /// conditioned on, since every move renumbers the favorites between.
    ///
    /// - Complexity: O(n) for n favorites, through the position index.
    public func orderTag() throws -> String {
        let hasher = XXH3Hasher()
        try database.read { database in
            try database.cachedStatement("SELECT plant_id FROM favorites ORDER BY position, plant_id").forEachRow { columns in
                hasher.update(littleEndian: UInt64(bitPattern: try columns.int64(0)))
            }
        }
        return hasher.digest().description
    }
}
