import CorollaStore

extension CatalogService {
    /// The watering history of a catalog's plants, what needs water and the watering calendar:
    /// ``CatalogService/waterings``.
    public struct Waterings: CatalogFacet {
        let service: CatalogService
    }
}

extension CatalogService.Waterings {
    /// Records that the plants `references` name were watered on `day`, all in one transaction:
    /// each gets `day` in its watering history, and as its last watering unless it was last
    /// watered later. `by` is who watered them (a paired device's name, a command line's user;
    /// nil: unknown); a day already recorded keeps who recorded it first.
    ///
    /// - Returns: the plants as stored, in the order named (a plant named twice, twice).
    /// - Throws: ``WateringDayError`` for a day before 1900-01-01 or after today,
    ///   ``ServiceError/plantNotFound(_:)`` for the first reference no plant has: nothing is watered.
    /// - Complexity: O(k log n) for k references among n plants.
    @discardableResult
    public func water(_ references: [PlantReference], on day: CalendarDate, by: String? = nil) throws -> [Plant] {
        try WateringDayError.check(day)
        return try writing {
            let ids = try references.map { try service.plants.plant($0).id }
            try store.waterings.water(plantIDs: ids, on: day, by: by)
            return try ids.map { id in
                guard let plant = try store.plants.plant(id: id) else { throw StoreError.plantNotFound(id: id) }
                return plant
            }
        }
    }

    /// Removes a recorded watering of `reference`: the one on `day`, or (nil) the latest. Its last
    /// watering becomes the latest day left (never, when none is).
    ///
    /// - Returns: the plant as stored, and the day removed (nil: `day` was not recorded, or none was).
    /// - Throws: ``ServiceError/plantNotFound(_:suggestions:)``.
    /// - Complexity: O(log n + log w) for n plants and w recorded waterings.
    public func unwater(_ reference: PlantReference, on day: CalendarDate?) throws -> (plant: Plant, removed: CalendarDate?) {
        try writing {
            let id = try service.plants.plant(reference).id
            let removed =
                if let day { try store.waterings.remove(plantID: id, on: day) ? day : nil } else { try store.waterings.removeLatest(plantID: id) }
            guard let plant = try store.plants.plant(id: id) else { throw StoreError.plantNotFound(id: id) }
            return (plant, removed)
        }
    }

    /// The plants `filter` selects that need water on `day` (see ``PlantFilter/needsWaterOn``),
    /// most overdue first: ``forEachDue(on:_:_:)`` gathered into an array.
    ///
    /// - Complexity: O(n log n) for n plants.
    public func due(on day: CalendarDate, _ filter: PlantFilter = PlantFilter()) throws -> [DueWatering] {
        var dues: [DueWatering] = []
        try forEachDue(on: day, filter) { due, _ in dues.append(due) }
        return dues
    }

    /// Calls `body` with each plant `filter` selects that needs water on `day`, most overdue first
    /// (``DueWatering``'s order: never watered, then by days overdue, then by name and id, sorted by
    /// SQLite), and its favorite index (nil: not a favorite), as the rows are read: one statement,
    /// one snapshot, memory that does not grow with the catalog.
    ///
    /// - Complexity: O(n log n) for n plants; memory O(1) in n.
    public func forEachDue(on day: CalendarDate, _ filter: PlantFilter = PlantFilter(), _ body: (DueWatering, Int?) throws -> Void) throws {
        var filter = filter
        filter.needsWaterOn = day
        try serving {
            try store.plants.forEach(filter, order: .mostOverdue) { plant, position in
                try body(DueWatering(plant: plant, on: day), position)
            }
        }
    }

    /// The watering history of `plant`, with its `recent` latest days.
    ///
    /// - Complexity: O(log n + k) for k recorded days of the plant.
    public func history(of plant: Plant, recent: Int) throws -> WateringHistory {
        try serving { try store.waterings.history(plantID: plant.id, recent: recent) }
    }

    /// Records that a plant was watered today (local time) by `by` (nil: unknown), as `corolla
    /// plants water KEY` does.
    ///
    /// - Returns: whether its last watering moved to today (false: it was watered today already,
    ///   and nothing changed).
    /// - Throws: ``ServiceError/plantNotFound(_:suggestions:)``.
    /// - Complexity: O(log n).
    @discardableResult
    public func waterToday(_ reference: PlantReference, by: String? = nil) throws -> Bool {
        try writing {
            let id = try service.plants.plant(reference).id
            return try store.waterings.water(plantIDs: [id], on: .today, by: by).contains(id)
        }
    }

    /// The watering calendar of every plant as it stands on `day` (see ``WateringCalendar``), each
    /// event reminding at `reminder` (nil: none).
    ///
    /// - Complexity: O(n log n) for n plants.
    public func calendar(on day: CalendarDate, reminder: WateringReminder? = .standard) throws -> WateringCalendar {
        WateringCalendar(plants: try serving { try store.plants.list() }, day: day, reminder: reminder)
    }
}
