import CorollaStore

/// A plant as it was when it was removed (``CatalogService/Plants/removeForUndo(id:)``): all that
/// ``CatalogService/Plants/restore(_:)`` needs to put it back exactly.
public struct RemovedPlant: Hashable, Sendable {
    /// The plant as stored: id, key, every field, photo, timestamps.
    public let plant: Plant
    /// Its watering history with when each day was recorded, newest first.
    public let waterings: [RecordedWatering]
    /// Its index among the favorites; nil when it was not one.
    public let favoritePosition: Int?
}

/// Why a removed plant cannot be put back.
public enum PlantRestoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Another plant was given its id since.
    case idTaken(Int64)
    /// Another plant has its key now.
    case keyTaken(String)

    public var description: String {
        switch self {
        case .idTaken(let id): "another plant has the id \(id) now: the removed plant cannot be put back under it"
        case .keyTaken(let key): "another plant has the key '\(key)' now: the removed plant cannot be put back under it"
        }
    }
}

extension CatalogService.Plants {
    /// Removes the plant with this id (and its favorite entry and watering history), in one
    /// transaction, and gives what it was.
    ///
    /// - Throws: ``ServiceError/plantNotFound(_:suggestions:)`` when no plant has the id (no key or
    ///   name is tried).
    /// - Complexity: O(n + w) for n favorites and w waterings of the plant.
    public func removeForUndo(id: Int64) throws -> RemovedPlant {
        try writing {
            guard let plant = try store.plants.plant(id: id) else { throw ServiceError.plantNotFound(.id(id)) }
            let removed = RemovedPlant(
                plant: plant, waterings: try store.waterings.recorded(plantID: id),
                favoritePosition: try store.favorites.orderedPlantIDs().firstIndex(of: id))
            _ = try store.favorites.remove(plantID: id)
            try store.plants.delete(id: id)
            return removed
        }
    }

    /// Puts a removed plant back as it was, in one transaction: the same id, key, fields, photo and
    /// timestamps, its watering history (each day's `recorded_at` too), and its favorite index (clamped to the favorites there
    /// are now).
    ///
    /// - Returns: the plant as stored.
    /// - Throws: ``PlantRestoreError`` when its id or key is another plant's now (nothing is written).
    /// - Complexity: O(n + w) for n plants and favorites and w waterings.
    @discardableResult
    public func restore(_ removed: RemovedPlant) throws -> Plant {
        try writing {
            let plant = removed.plant
            let stored: Plant?
            do {
                stored = try store.plants.reinsert(plant)
            } catch StoreError.duplicateKey(let key) {
                throw PlantRestoreError.keyTaken(key)
            }
            guard stored != nil else { throw PlantRestoreError.idTaken(plant.id) }
            try store.waterings.record(removed.waterings, plantID: plant.id)
            if let position = removed.favoritePosition { try store.favorites.add(plantID: plant.id, at: position) }
            guard let restored = try store.plants.plant(id: plant.id) else { throw StoreError.plantNotFound(id: plant.id) }
            return restored
        }
    }
}
