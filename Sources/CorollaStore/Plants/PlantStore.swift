/// The plants of a catalog.
///
/// Every method is one transaction: a write that throws leaves nothing behind.
public struct PlantStore {
    let database: Database

    /// Inserts a new plant. Without a key, the key is the slug of the name, made unique with a
    /// suffix (`monstera`, `monstera-2`, …).
    ///
    /// - Throws: `StoreError.duplicateKey` for a given key already in use; `DatabaseError` for a
    ///   broken constraint (blank name, `waterEveryDays` ≤ 0, …): SQLite names it.
    /// - Complexity: O(n) for n plants: the key is checked against the table, not only its index
    ///   (``requireUniqueKeys(ofPlants:)``).
    @discardableResult
    public func insert(_ draft: PlantDraft) throws -> Plant {
        try database.write { _ in
            try insertRow(draft, key: draft.key ?? uniqueKey(for: draft.name))
        }
    }

    /// Writes `plant`'s key and content to the stored plant with its id. `updatedAt` moves only when
    /// something really changed (and only then does the catalog revision grow).
    ///
    /// - Returns: the plant as stored.
    /// - Throws: `StoreError.plantNotFound`, `StoreError.duplicateKey`, or a constraint's `DatabaseError`.
    /// - Complexity: O(log n); O(n) for n plants when the key changes (it is checked against the table).
    @discardableResult
    public func update(_ plant: Plant) throws -> Plant {
        try update(id: plant.id, with: plant.draft)
    }

    /// Writes `draft` over the plant with `id`: its content, and its key when the draft has one.
    /// As ``update(_:)``, nothing is written when nothing changes.
    ///
    /// - Returns: the plant as stored.
    /// - Throws: `StoreError.plantNotFound`, `StoreError.duplicateKey`, or a constraint's `DatabaseError`.
    /// - Complexity: O(log n); O(n) for n plants when the key changes (it is checked against the table).
    @discardableResult
    public func update(id: Int64, with draft: PlantDraft) throws -> Plant {
        try database.write { _ in
            guard let existing = try plant(id: id) else { throw StoreError.plantNotFound(id: id) }
            return try write(draft, over: existing).plant
        }
    }

    /// Deletes a plant (and, by cascade, its favorite entry).
    ///
    /// - Returns: whether there was such a plant.
    /// - Complexity: O(log n).
    @discardableResult
    public func delete(id: Int64) throws -> Bool {
        try database.write { database in
            try database.execute("DELETE FROM plants WHERE id = ?", [.integer(id)])
            return database.changes > 0
        }
    }

    /// The plant with this id, or nil.
    ///
    /// - Complexity: O(log n).
    public func plant(id: Int64) throws -> Plant? {
        try database.fetchFirst("SELECT \(Plant.selection) FROM plants WHERE id = ?", [.integer(id)]) { try Plant(columns: $0) }
    }

    /// The plant with this key, or nil.
    ///
    /// - Complexity: O(log n).
    public func plant(key: String) throws -> Plant? {
        try database.fetchFirst("SELECT \(Plant.selection) FROM plants WHERE key = ?", [.text(key)]) { try Plant(columns: $0) }
    }

    /// The plants `filter` selects, by name (Unicode lowercase), then id.
    ///
    /// - Complexity: O(n log n) for n plants (O(k log k) for k plants of one kind: the kind is indexed);
    ///   a name search reads every candidate's name.
    public func list(_ filter: PlantFilter = PlantFilter()) throws -> [Plant] {
        let (whereSQL, arguments) = filter.whereClause
        let sql = "SELECT \(Plant.selection) FROM plants\(whereSQL) ORDER BY corolla_lower(name), id LIMIT ? OFFSET ?"
        let page: [DatabaseValue] = [.integer(filter.limit.map(Int64.init) ?? -1), .integer(Int64(filter.offset))]
        return try database.read { database in
            var plants: [Plant] = []
            try database.cachedStatement(sql).forEachRow(arguments + page) { plants.append(try Plant(columns: $0)) }
            return plants
        }
    }

    /// How many plants `filter` selects (its limit and offset included).
    ///
    /// - Complexity: O(n) for n candidates (the kind is indexed).
    public func count(_ filter: PlantFilter = PlantFilter()) throws -> Int {
        let (whereSQL, arguments) = filter.whereClause
        let total = try database.fetchScalar(Int.self, "SELECT count(*) FROM plants\(whereSQL)", arguments)
        let afterOffset = max(0, total - filter.offset)
        return filter.limit.map { min($0, afterOffset) } ?? afterOffset
    }
}

extension PlantStore {
    private static let insertSQL =
        "INSERT INTO plants (key, \(Plant.contentColumns.joined(separator: ", "))) VALUES (?\(String(repeating: ", ?", count: Plant.contentColumns.count))) RETURNING \(Plant.selection)"

    private static let updateSQL =
        "UPDATE plants SET key = ?, \(Plant.contentColumns.map { "\($0) = ?" }.joined(separator: ", ")), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? RETURNING \(Plant.selection)"

    /// Inserts one row with `key` (inside the caller's transaction), checked against the table's
    /// keys (``requireUniqueKeys(ofPlants:)``).
    func insertRow(_ draft: PlantDraft, key: String) throws -> Plant {
        let plant = try mappingDuplicateKey(key) {
            try database.fetchFirst(Self.insertSQL, [.text(key)] + draft.contentValues) { try Plant(columns: $0) }.orMissingRow("plants")
        }
        try requireUniqueKeys(ofPlants: [plant.id])
        return plant
    }

    /// Writes `draft` over `existing` unless they already agree (inside the caller's transaction); a
    /// new key is checked against the table's keys (``requireUniqueKeys(ofPlants:)``).
    func write(_ draft: PlantDraft, over existing: Plant) throws -> (plant: Plant, changed: Bool) {
        let key = draft.key ?? existing.key
        guard key != existing.key || draft.contentValues != existing.draft.contentValues else {
            return (existing, false)
        }
        let arguments = [.text(key)] + draft.contentValues + [.integer(existing.id)]
        let plant = try mappingDuplicateKey(key) {
            try database.fetchFirst(Self.updateSQL, arguments) { try Plant(columns: $0) }.orMissingRow("plants")
        }
        if key != existing.key { try requireUniqueKeys(ofPlants: [plant.id]) }
        // A new last watering is recorded as a watering and the triggers set last_watered to the
        // history's latest day, after the row RETURNING gave: read it as stored.
        guard draft.lastWatered != existing.lastWatered, let stored = try self.plant(id: plant.id) else { return (plant, true) }
        return (stored, true)
    }

    /// The slug of `name`, or the first of `slug-2`, `slug-3`, … no plant has.
    private func uniqueKey(for name: String) throws -> String {
        let base = Slug.make(from: name)
        var candidate = base
        var suffix = 1
        while try database.fetchOne("SELECT 1 FROM plants WHERE key = ?", [.text(candidate)]) != nil {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        return candidate
    }

    /// Runs `body`, turning SQLite's "UNIQUE constraint failed: plants.key" into `duplicateKey`.
    private func mappingDuplicateKey<T>(_ key: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError where error.extendedResultCode == .constraintUnique && error.message.hasSuffix("plants.key") {
            throw StoreError.duplicateKey(key)
        }
    }
}

extension Optional {
    /// The row a `RETURNING` statement must produce.
    func orMissingRow(_ table: String) throws -> Wrapped {
        guard let self else { throw StoreError.malformedValue(table: table, column: "*", reason: "the statement returned no row") }
        return self
    }
}
