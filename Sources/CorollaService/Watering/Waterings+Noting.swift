import CorollaStore

extension CatalogService.Waterings {
    /// Records that the plants `references` name were watered on `day` by `by` (nil: unknown), as
    /// ``water(_:on:by:)`` does and in the same transaction, noting for each whether `day` was new
    /// to its history.
    ///
    /// - Returns: the plants as stored, in the order named, each with `added`: false when its
    ///   history held `day` already (or a plant named earlier in `references` is the same), and
    ///   nothing was added for it.
    /// - Throws: what ``water(_:on:by:)`` throws; nothing is watered.
    /// - Complexity: O(k log n) for k references among n plants.
    public func waterNoting(_ references: [PlantReference], on day: CalendarDate, by: String? = nil) throws -> [(plant: Plant, added: Bool)] {
        try writing {
            var seen: Set<Int64> = []
            let added = try references.map { reference in
                let id = try service.plants.plant(reference).id
                return try seen.insert(id).inserted && !store.waterings.isRecorded(plantID: id, on: day)
            }
            return Array(zip(try water(references, on: day, by: by), added))
        }
    }
}
