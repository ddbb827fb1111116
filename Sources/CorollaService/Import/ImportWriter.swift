import CorollaStore

/// Writes the records of an import as they are read, a batch at a time, inside the importer's
/// transaction: each record is matched to its plant, checked against what the import already
/// wrote (``ImportLedger``), and written with its batch.
///
/// Matching: a record with a key is about the plant with that key; one without a key is about the
/// catalog's plant with exactly its name (as the catalog was before the import), or a new plant
/// under the slug of its name (`basil`, then `basil-2`, … for a key taken). A key given later in
/// the file takes precedence over a slug made before it: the earlier plant moves to the next free
/// slug. Refused: a key given twice, a name given twice without a key, two records that reach the
/// same plant, a name several plants have, a record without a name for a key the catalog does not
/// have (a record with a key and no name only updates), and (`ConflictPolicy.fail`) a plant the
/// catalog has. A refused record is noted in ``problems`` and left out; the others are written.
///
/// Memory: one batch of records, the favorites the records change, and, once a record without a
/// key comes, the catalog's names; not the file's keys.
struct ImportWriter {

    let store: CatalogStore
    let options: ImportOptions
    let file: String
    private let ledger: ImportLedger
    /// The largest plant id before the import (0: the catalog was empty).
    private let startID: Int64
    private(set) var summary = ImportSummary()
    /// The records refused so far (see the type), each left out.
    private(set) var problems = ImportErrors()
    private var favorites = FavoriteOrder()
    /// The keys of the catalog's plants (before the import) by name, once a record without a key needs them.
    private var catalogNames: [String: [String]]?
    private var batch: [PlantRecord] = []
    /// The parts of a catalog no record so far gives (``ImportSummary/notInFile``).
    private var notGiven: [(part: ImportSummary.CatalogPart, field: PlantField)] = [(.photos, .photo), (.waterings, .waterings)]
    private var batchTextBytes = 0
    /// The lines of the batch's records without a key, by name.
    private var batchNames: [String: Int] = [:]
    /// Called with how many records are written.
    private let progress: (Int) -> Void
    private var done = 0
    /// Called with each record's outcome, in file order, as its batch is written.
    private let rows: ((ImportRow) throws -> Void)?

    /// A writer for an import into `store`, inside a bulk write.
    init(
        store: CatalogStore, options: ImportOptions, file: String, rows: ((ImportRow) throws -> Void)? = nil,
        progress: @escaping (Int) -> Void
    ) throws {
        self.store = store
        self.options = options
        self.file = file
        self.rows = rows
        self.progress = progress
        ledger = try ImportLedger(store: store)
        startID = try store.plants.largestID()
        batch.reserveCapacity(ImportLimits.batchSize)
    }

    /// Takes the next record (in file order); writes the batch when it is full.
    ///
    /// - Throws: a store error (a record that cannot be written is noted in ``problems``).
    mutating func add(_ record: PlantRecord) throws {
        if !notGiven.isEmpty { notGiven.removeAll { record.given.contains($0.field) } }
        batch.append(record.withKind(in: options.kindCase))
        batchTextBytes += record.textBytes
        if ImportLimits.isBatchFull(count: batch.count, bytes: batchTextBytes) { try flush() }
    }

    /// Writes the last batch and the favorites; checks the new keys against the table.
    ///
    /// - Returns: what the import did.
    /// - Complexity: O(n log m) for n plants and m records (one scan of the table), plus O(f log f)
    ///   for f favorites.
    mutating func finish() throws -> ImportSummary {
        try flush()
        do {
            try ledger.requireUniqueKeys()
        } catch let error as ImportError {
            problems.add(error)
        }
        try ledger.close()
        if done > 0 { summary.notInFile = notGiven.map(\.part) }
        guard !favorites.isEmpty else { return summary }
        let current = try store.favorites.orderedPlantIDs()
        let order = favorites.applied(to: current)
        guard order != current else { return summary }
        try store.favorites.replace(with: order)
        let before = Set(current), after = Set(order)
        summary.favorited = after.subtracting(before).count
        summary.unfavorited = before.subtracting(after).count
        return summary
    }

    /// A record's plan: the key its plant is stored under, that plant when the catalog has it, and
    /// whether the record is left out (``ImportOptions/ConflictPolicy/skip``).
    private struct Planned {
        var record: Int
        var key: String
        var existing: Plant?
        var skipped = false
    }

    /// Matches the batch's records, writes them, and notes their favorites.
    ///
    /// - Complexity: O(b log n) for b records and n plants (one lookup of the batch's keys, then
    ///   each record in memory; a record without a key may look its slug up).
    private mutating func flush() throws {
        guard !batch.isEmpty else { return }
        let keys = batch.compactMap(\.key)
        var claimed = try ledger.entries(keys: keys)
        let stored = startID == 0 ? [:] : try store.plants.plants(keys: keys)
        var entries: [ImportLedger.Entry] = []
        var planned: [Planned] = []
        planned.reserveCapacity(batch.count)
        for index in batch.indices {
            do {
                planned.append(try plan(index, stored: stored, claimed: &claimed, entries: &entries, planned: &planned))
            } catch let error as ImportError {
                problems.add(error)
            }
        }
        try ledger.add(entries)
        try write(planned)
        batch.removeAll(keepingCapacity: true)
        batchTextBytes = 0
        batchNames.removeAll(keepingCapacity: true)
    }

    /// Matches record `index` of the batch.
    private mutating func plan(
        _ index: Int, stored: [String: Plant], claimed: inout [String: ImportLedger.Entry], entries: inout [ImportLedger.Entry],
        planned: inout [Planned]
    ) throws -> Planned {
        let record = batch[index]
        let field = record.key == nil ? PlantField.name : .key
        func failure(_ reason: String, hint: String? = nil) -> ImportError {
            ImportError(file: file, line: record.line, record: record.index, field: field.rawValue, reason: reason, hint: hint)
        }
        let key: String
        let existing: Plant?
        let claim: ImportLedger.Claim
        if let given = record.key {
            let earlier = claimed[given]
            switch earlier?.claim {
            case .given?:
                throw ImportFile.repeated(record, .key, "'\(given)' is also the key of the record on line \(earlier?.line ?? 0)", file: file)
            case .matchedByName?: throw failure("the same plant ('\(given)') as the record on line \(earlier?.line ?? 0)")
            case .derived?: try moveDerived(from: given, claimed: &claimed, entries: &entries, planned: &planned)
            case nil: break
            }
            (key, existing, claim) = (given, earlier == nil ? stored[given] : nil, .given)
            guard existing != nil || record.name != nil else {
                throw ImportError(
                    file: file, line: record.line, record: record.index, field: PlantField.name.rawValue,
                    reason: "required for a new plant (the catalog has no plant with key '\(given)')",
                    hint: "give it a name to insert it; a record without a name only updates the plant with its key")
            }
        } else {
            // A record has a key or a name (``RecordDecoder``).
            let name = record.name ?? ""
            if let line = try batchNames[name] ?? ledger.entry(named: name)?.line {
                throw ImportFile.repeated(
                    record, .name, "'\(name)' is also the name of the record on line \(line), and neither has a key", file: file)
            }
            batchNames[name] = record.line
            let named = try names()[name] ?? []
            guard named.count < 2 else { throw failure("\(named.count) plants of the catalog have this name", hint: "add a key column to say which") }
            if let match = named.first {
                if let earlier = try claimed[match] ?? ledger.entries(keys: [match])[match] {
                    throw failure("the same plant ('\(match)') as the record on line \(earlier.line)")
                }
                (key, existing, claim) = (match, try store.plants.plant(key: match), .matchedByName)
            } else {
                (key, existing, claim) = (try freeKey(for: name, claimed: claimed), nil, .derived)
            }
        }
        if existing != nil {
            switch options.onConflict {
            case .update: break
            case .skip: summary.skipped += 1
            case .fail: throw failure("the catalog already has this plant ('\(key)')", hint: "import with --on-conflict update or skip")
            }
        }
        let entry = ImportLedger.Entry(
            key: key, line: record.line, claim: claim, name: record.key == nil ? record.name : nil, storedName: existing?.name)
        claimed[key] = entry
        entries.append(entry)
        return Planned(record: index, key: key, existing: existing, skipped: existing != nil && options.onConflict == .skip)
    }

    /// Moves the new plant an earlier record without a key made under `key` (its slug) to the next
    /// free slug, for a record that gives `key`.
    private mutating func moveDerived(
        from key: String, claimed: inout [String: ImportLedger.Entry], entries: inout [ImportLedger.Entry], planned: inout [Planned]
    ) throws {
        guard var entry = claimed[key], let name = entry.name else { return }
        let newKey = try freeKey(for: name, claimed: claimed)
        if let pending = planned.firstIndex(where: { $0.key == key }) {
            planned[pending].key = newKey
        } else if let plant = try store.plants.plant(key: key) {
            var draft = plant.draft
            draft.key = newKey
            try store.plants.update(id: plant.id, with: draft)
        }
        if let pending = entries.firstIndex(where: { $0.key == key }) {
            entries[pending].key = newKey
        } else {
            try ledger.rekey(key, to: newKey)
        }
        claimed[key] = nil
        entry.key = newKey
        claimed[newKey] = entry
    }

    /// The slug of `name`, or the first of `slug-2`, `slug-3`, … that no plant and no record of the
    /// import has.
    private func freeKey(for name: String, claimed: [String: ImportLedger.Entry]) throws -> String {
        let base = PlantDraft(name: name).derivedKey
        var candidate = base
        var suffix = 1
        while try claimed[candidate] != nil || ledger.contains(key: candidate) || store.plants.plant(key: candidate) != nil {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        return candidate
    }

    /// The keys of the catalog's plants by name, as the catalog was before the import.
    private mutating func names() throws -> [String: [String]] {
        if let catalogNames { return catalogNames }
        var names: [String: [String]] = [:]
        try ledger.forEachPlantBefore { key, name in names[name, default: []].append(key) }
        catalogNames = names
        return names
    }

    /// Inserts the new plants, upserts the others, notes the favorites, and reports the rows, in
    /// file order.
    private mutating func write(_ planned: [Planned]) throws {
        let new = planned.indices.filter { planned[$0].existing == nil }
        let records = batch
        let drafts = planned.map { records[$0.record].draft(key: $0.key, over: $0.existing) }
        let ids = try store.plants.insertNew(new.map { drafts[$0] }, checkingKeys: false)
        var outcomes = [UpsertOutcome?](repeating: nil, count: planned.count)
        for (index, id) in zip(new, ids) { outcomes[index] = .inserted(plantID: id) }
        summary.inserted += new.count
        let old = planned.indices.filter { planned[$0].existing != nil && !planned[$0].skipped }
        let upserted = try store.plants.upsert(contentsOf: old.map { drafts[$0] })
        for (index, outcome) in zip(old, upserted.outcomes) { outcomes[index] = outcome }
        summary.inserted += upserted.inserted
        summary.updated += upserted.updated
        summary.unchanged += upserted.unchanged
        for (index, plan) in planned.enumerated() {
            guard let outcome = outcomes[index] else { continue }
            let record = batch[plan.record]
            favorites.add(favorite: record.favorite, position: record.position, plantID: outcome.plantID, markFavorite: options.markFavorite)
            for day in record.historyDays(besides: drafts[index]) { try summary.mergeWatering(day, by: nil, plantID: outcome.plantID, into: store) }
        }
        if let rows {
            for index in planned.indices {
                try rows(Self.row(planned[index], batch[planned[index].record], draft: drafts[index], outcome: outcomes[index]))
            }
        }
        done += batch.count
        progress(done)
    }

    /// The report of a planned record: `outcome` is nil for a skipped one.
    private static func row(_ plan: Planned, _ record: PlantRecord, draft: PlantDraft, outcome: UpsertOutcome?) -> ImportRow {
        let action: ImportRow.Action
        switch outcome {
        case nil: action = .skip
        case .inserted?: action = .insert
        case .updated?: action = .update
        case .unchanged?: action = .unchanged
        }
        let changes = action == .update ? plan.existing.map { ImportRow.Change.between($0.draft, draft) } ?? [] : []
        return ImportRow(
            action: action, line: record.line, record: record.index, key: plan.key, name: outcome == nil ? plan.existing?.name ?? draft.name : draft.name,
            changes: changes)
    }
}
