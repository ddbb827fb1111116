extension PlantStore {
    /// Inserts the plant with `draft.derivedKey`, or updates it when its values differ.
    ///
    /// Re-importing identical data writes nothing, so `updatedAt` and the catalog revision stay.
    ///
    /// - Complexity: O(log n); O(n) for n plants when it inserts (the key is checked against the table,
    ///   ``requireUniqueKeys(ofPlants:)``).
    public func upsert(_ draft: PlantDraft) throws -> UpsertOutcome {
        try database.write { database in
            let outcome = try upsertRow(draft, now: database.currentTimestamp())
            try requireUniqueKeys(ofInserted: [outcome])
            return outcome
        }
    }

    /// Upserts every draft in one transaction with prepared statements: all of them, or (when one
    /// throws) none. A key repeated in `drafts` is upserted in turn (the last values win).
    ///
    /// - Throws: the first failure, after rolling back every draft.
    /// - Complexity: O(m log n) for m drafts and n plants, plus one O(n log m) scan of the table when
    ///   some are inserted (their keys are checked against it, ``requireUniqueKeys(ofPlants:)``).
    public func upsert(contentsOf drafts: some Sequence<PlantDraft>) throws -> UpsertSummary {
        try database.write { _ in
            var summary = UpsertSummary()
            let now = try database.currentTimestamp()
            for draft in drafts {
                summary.record(try upsertRow(draft, now: now))
            }
            try requireUniqueKeys(ofInserted: summary.outcomes)
            return summary
        }
    }

    /// Checks the keys of the plants `outcomes` inserted against the table (``requireUniqueKeys(ofPlants:)``):
    /// `ON CONFLICT` consults only the unique index.
    private func requireUniqueKeys(ofInserted outcomes: [UpsertOutcome]) throws {
        try requireUniqueKeys(ofPlants: outcomes.compactMap { outcome -> Int64? in
            if case .inserted(let id) = outcome { return id }
            return nil
        })
    }

    /// Upserts one draft; a new plant is created and updated at `now`.
    private func upsertRow(_ draft: PlantDraft, now: String) throws -> UpsertOutcome {
        let key = draft.derivedKey
        // Insert first: a new plant (every row of a first import) costs one statement, and only a
        // key already taken reads the stored plant to compare.
        try database.execute(Self.insertNewSQL, [.text(key)] + draft.contentValues + [.text(now)])
        if database.changes > 0 {
            return .inserted(plantID: database.lastInsertRowID)
        }
        guard let existing = try plant(key: key) else {
            throw StoreError.malformedValue(table: "plants", column: "key", reason: "'\(key)' is taken, but no plant has it")
        }
        let (_, changed) = try write(draft, over: existing)
        return changed ? .updated(plantID: existing.id) : .unchanged(plantID: existing.id)
    }

    /// Inserts a plant unless its key is taken (then changes nothing). The last parameter is the
    /// timestamp, read once per bulk upsert (the columns' default formats it again for every row).
    private static let insertNewSQL =
        "INSERT INTO plants (key, \(Plant.contentColumns.joined(separator: ", ")), created_at, updated_at) VALUES (?\(String(repeating: ", ?", count: Plant.contentColumns.count)), ?\(Plant.contentColumns.count + 2), ?\(Plant.contentColumns.count + 2)) ON CONFLICT (key) DO NOTHING"
}
