extension PlantStore {
    /// How many plants one statement of `insertNew` inserts.
    static let rowsPerInsert = 128

    /// Inserts plants whose keys (`derivedKey`) no plant has, `rowsPerInsert` plants per statement:
    /// what an import uses for the plants it knows are new.
    ///
    /// Why not one statement per plant, nor one over a JSON array: per plant, a statement's reset,
    /// step, cursors and statement journal cost more than the insert itself, and reading the columns
    /// of a JSON array's rows back with `->>` (SQLite 3.40 renders each row's array as text, then parses
    /// it again) costs more than binding them. Bound values also keep every text and double exactly as
    /// given.
    ///
    /// The new plants are created and updated at the same time, and get the ids SQLite would give them
    /// one by one: in order, after the largest id. Each is given the size stamp its insert trigger
    /// would give it in a bulk write (the revision the write commits at), so the trigger has nothing
    /// to write.
    ///
    /// - Parameters:
    ///   - checkingKeys: check the new keys against the table before returning; a caller that
    ///     passes false must check them itself before its transaction commits (an import, batch
    ///     after batch, checks once at its end: ``ImportLedger/requireUniqueKeys()``).
    ///   - progress: called after each statement with how many plants are inserted so far.
    /// - Returns: the new plants' ids, in `drafts` order.
    /// - Throws: `StoreError.duplicateKey` for a key a plant has or that two drafts share; a
    ///   constraint's `DatabaseError` (blank name, `waterEveryDays` ≤ 0, …). Nothing is inserted then.
    /// - Complexity: O(m log(n + m)) for m drafts and n plants, plus one O(n log m) scan of the table
    ///   that checks the new keys against it, not only against its index (``requireUniqueKeys(ofPlants:)``).
    public func insertNew(
        _ drafts: some Collection<PlantDraft>, checkingKeys: Bool = true, progress: (_ inserted: Int) -> Void = { _ in }
    ) throws -> [Int64] {
        guard !drafts.isEmpty else { return [] }
        return try database.write { database in
            let last = try database.fetchScalar(Int64.self, "SELECT coalesce(max(id), 0) FROM plants")
            // Past the largest possible id SQLite picks free ids at random: they are read back by key.
            let givesIDs = last <= Int64.max - Int64(drafts.count)
            let stamp = try database.fetchScalar(Int64.self, "SELECT revision + 1 FROM catalog_revision")
            var arguments: [DatabaseValue] = [.text(try database.currentTimestamp()), .integer(stamp)]
            let shared = arguments.count
            arguments.reserveCapacity(shared + Self.rowsPerInsert * Self.insertedColumns.count)
            var appended = 0, inserted = 0
            func flush() throws {
                let rows = appended - inserted
                // The full-size statement is reused; the last, shorter one runs once.
                let statement = try rows == Self.rowsPerInsert
                    ? database.cachedStatement(Self.fullInsertSQL) : database.prepare(Self.insertRowsSQL(count: rows))
                try statement.execute(arguments)
                arguments.removeLast(arguments.count - shared)
                inserted = appended
                progress(inserted)
            }
            do {
                for draft in drafts {
                    appended += 1
                    arguments.append(givesIDs ? .integer(last + Int64(appended)) : .null)
                    arguments.append(.text(draft.derivedKey))
                    draft.appendContentValues(to: &arguments)
                    if appended - inserted == Self.rowsPerInsert { try flush() }
                }
                if appended > inserted { try flush() }
            } catch let error as DatabaseError where error.extendedResultCode == .constraintUnique && error.message.hasSuffix("plants.key") {
                if let key = try takenKey(of: drafts, inserted: inserted) { throw StoreError.duplicateKey(key) }
                throw error
            }
            let ids = try givesIDs ? (1...Int64(drafts.count)).map { last + $0 } : drafts.map { draft in
                let key = draft.derivedKey
                guard let id = try database.fetchValue(Int64.self, "SELECT id FROM plants WHERE key = ?", [.text(key)]) else {
                    throw StoreError.malformedValue(table: "plants", column: "key", reason: "'\(key)' was inserted, but no plant has it")
                }
                return id
            }
            if checkingKeys { try requireUniqueKeys(ofPlants: ids) }
            return ids
        }
    }

    /// The first key of `drafts` that an earlier draft has too, or a plant has that is not one of the
    /// first `inserted` drafts (inserted before the failing statement).
    ///
    /// - Complexity: O(m log n) for m drafts and n plants.
    private func takenKey(of drafts: some Collection<PlantDraft>, inserted: Int) throws -> String? {
        var seen = Set<String>()
        for (index, draft) in drafts.enumerated() {
            let key = draft.derivedKey
            if !seen.insert(key).inserted { return key }
            if index >= inserted, try plant(key: key) != nil { return key }
        }
        return nil
    }

    /// The columns each row of `insertRowsSQL` binds, in order.
    private static let insertedColumns = ["id", "key"] + Plant.contentColumns

    /// `insertRowsSQL` for `rowsPerInsert` rows.
    private static let fullInsertSQL = insertRowsSQL(count: rowsPerInsert)

    /// Inserts `count` rows, each binding `insertedColumns`, created and updated at `?1`, with the
    /// size stamp `?2`.
    ///
    /// - Complexity: O(count log n) for n plants (each row goes into the table and its indexes).
    private static func insertRowsSQL(count: Int) -> String {
        let width = insertedColumns.count
        let rows = (0..<count).map { row in
            "(" + (0..<width).map { "?\(3 + row * width + $0)" }.joined(separator: ", ") + ", ?1, ?1, ?2)"
        }
        return "INSERT INTO plants (\(insertedColumns.joined(separator: ", ")), created_at, updated_at, size_stamp) VALUES \(rows.joined(separator: ", "))"
    }
}
