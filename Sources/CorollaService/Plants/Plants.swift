import CorollaStore

extension CatalogService {
    /// The plants of a catalog: ``CatalogService/plants``.
    public struct Plants: CatalogFacet {
        let service: CatalogService
    }
}

extension CatalogService.Plants {
    /// The plant `reference` names: the plant with its id or key, else the one plant with its name
    /// (ignoring case).
    ///
    /// - Throws: ``ServiceError/plantNotFound(_:suggestions:)``, with the plants a key most likely
    ///   meant; ``ServiceError/ambiguousPlantName(_:keys:)`` when several plants have the name.
    /// - Complexity: O(log n) for an id or a key; a text that is neither reads every key and name.
    public func plant(_ reference: PlantReference) throws -> Plant {
        let plants = store.plants
        let text = reference.text
        let found: Plant? = try serving {
            switch reference {
            case .id(let id): try plants.plant(id: id) ?? plants.plant(key: text)
            case .key: try plants.plant(key: text)
            }
        }
        if let found { return found }
        let named = try keys(named: text)
        if let key = named.first, named.count == 1, let plant = try serving({ try plants.plant(key: key) }) { return plant }
        if named.count > 1 { throw ServiceError.ambiguousPlantName(text, keys: named) }
        guard case .key = reference else { throw ServiceError.plantNotFound(reference) }
        throw ServiceError.plantNotFound(reference, suggestions: try nearest(to: text))
    }

    /// The plant with this id, and no other: unlike ``plant(_:)``, no key or name is tried, so a
    /// client that names a plant by the id it was shown never reaches another plant.
    ///
    /// - Complexity: O(log n).
    public func plant(id: Int64) throws -> Plant? {
        try serving { try store.plants.plant(id: id) }
    }

    /// Inserts a plant (its key derived from its name when not given, made unique); its last
    /// watering, if any, is recorded in its history.
    ///
    /// - Throws: ``WateringDayError`` for a last watering before 1900-01-01 or after today,
    ///   ``ServiceError/duplicateKey(_:)``, or ``ServiceError/database(_:)`` for a value a
    ///   constraint refuses.
    /// - Complexity: O(log n).
    @discardableResult
    public func add(_ draft: PlantDraft) throws -> Plant {
        if let day = draft.lastWatered { try WateringDayError.check(day) }
        return try serving { try store.plants.insert(draft) }
    }

    /// Changes a plant: `change` edits its draft (name, kind, notes, watering, photo, key), which is
    /// written back in the same transaction. Nothing is written when nothing changed.
    ///
    /// - Returns: the plant as stored.
    /// A new last watering is recorded as a watering on that day (the triggers keep the latest
    /// day of the history as the last watering, so an earlier day leaves it; clearing it does
    /// nothing while a watering is recorded: ``CatalogService/Waterings/unwater(_:on:)`` removes them).
    ///
    /// - Throws: ``ServiceError/plantNotFound(_:suggestions:)``, ``WateringDayError`` for a new last
    ///   watering before 1900-01-01 or after today, what `change` throws, or the store's errors.
    /// - Complexity: O(log n).
    @discardableResult
    public func edit(_ reference: PlantReference, _ change: (inout PlantDraft) throws -> Void) throws -> Plant {
        try writing {
            let plant = try plant(reference)
            var draft = plant.draft
            try change(&draft)
            if let day = draft.lastWatered, day != plant.lastWatered { try WateringDayError.check(day) }
            return try store.plants.update(id: plant.id, with: draft)
        }
    }

    /// Deletes a plant (and its favorite entry).
    ///
    /// - Returns: the plant as it was.
    /// - Throws: ``ServiceError/plantNotFound(_:suggestions:)``.
    /// - Complexity: O(n) for n favorites (the favorites' order is kept).
    @discardableResult
    public func remove(_ reference: PlantReference) throws -> Plant {
        try writing {
            let plant = try plant(reference)
            _ = try store.favorites.remove(plantID: plant.id)
            try store.plants.delete(id: plant.id)
            return plant
        }
    }

    /// The plants `filter` selects, by name.
    ///
    /// - Complexity: O(n log n) for n plants.
    public func list(_ filter: PlantFilter = PlantFilter()) throws -> [Plant] {
        try serving { try store.plants.list(filter) }
    }

    /// Calls `body` with each plant `filter` selects, by name, and its favorite index (nil: not a
    /// favorite), as the rows are read: memory does not grow with the catalog.
    ///
    /// - Complexity: O(n log n) for n plants.
    public func forEach(_ filter: PlantFilter = PlantFilter(), _ body: (Plant, Int?) throws -> Void) throws {
        try serving { try store.plants.forEach(filter, body) }
    }
}
