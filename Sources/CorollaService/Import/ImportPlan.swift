import CorollaStore

/// Which plant each record of an import file is about, and what to write: worked out against the
/// catalog before anything is written.
struct ImportPlan {
    /// A record to write: which one, the key its plant is stored under, and that plant when the
    /// catalog has it. Indices, not copies: a record is copied once, into its draft.
    struct Entry {
        /// The record's index in `records`.
        var record: Int
        var key: String
        /// The stored plant's index in `catalog`; nil for a plant new to the catalog.
        var existing: Int?
    }

    /// The file's records (the file's own array, not a copy).
    let records: [PlantRecord]
    /// The catalog's plants the records were matched against.
    let catalog: [Plant]
    private(set) var entries: [Entry] = []
    /// Records of plants already in the catalog, left out by `ConflictPolicy.skip`.
    private(set) var skipped = 0

    /// Matches every record of `file` to a plant of `catalog` (by key; without a key, by exact name)
    /// or to a new key (the slug of its name, with a suffix when taken).
    ///
    /// - Throws: `ImportError` for a record whose plant exists under `ConflictPolicy.fail`, a name
    ///   several plants have, or two records that reach the same plant.
    /// - Complexity: O(n + m) for n plants and m records (expected, hashing).
    init(file: ImportFile, catalog: [Plant], onConflict: ImportOptions.ConflictPolicy) throws {
        records = file.records
        self.catalog = catalog
        let byKey = Dictionary(catalog.indices.map { (catalog[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
        let byName = Dictionary(grouping: catalog.indices, by: { catalog[$0].name })
        // Only a record without a key needs the file's keys (to derive a key no record has).
        let allKeyed = records.indices.allSatisfy { records[$0].key != nil }
        let fileKeys = allKeyed ? [] : Set(records.indices.compactMap { records[$0].key })
        // When every record has a key, no two records reach the same plant: `ImportFile` refuses a
        // key given twice, and each plant is stored under its record's key (a stored plant is found
        // by that key), so the keys are not hashed again here.
        var claimed: [String: Int] = [:]
        if !allKeyed { claimed.reserveCapacity(records.count) }
        entries.reserveCapacity(records.count)
        // By index: a `for record in records` loop copied every record (its strings and set retained).
        for index in records.indices {
            let recordKey = records[index].key
            let field = recordKey == nil ? PlantField.name : .key
            func failure(_ reason: String, hint: String? = nil) -> ImportError {
                ImportError(
                    file: file.file, line: records[index].line, record: records[index].index, field: field.rawValue, reason: reason, hint: hint)
            }
            let existing: Int?
            if let recordKey {
                existing = byKey[recordKey]
            } else {
                let named = byName[records[index].name] ?? []
                guard named.count < 2 else {
                    throw failure("\(named.count) plants of the catalog have this name", hint: "add a key column to say which")
                }
                existing = named.first
            }
            let key = existing.map { catalog[$0].key } ?? recordKey ?? Self.freeKey(for: records[index].name) {
                byKey[$0] != nil || claimed[$0] != nil || fileKeys.contains($0)
            }
            if !allKeyed, let first = claimed.updateValue(records[index].line, forKey: key) {
                throw failure("the same plant ('\(key)') as the record on line \(first)")
            }
            if existing != nil {
                switch onConflict {
                case .update: break
                case .skip:
                    skipped += 1
                    continue
                case .fail:
                    throw failure("the catalog already has this plant ('\(key)')", hint: "import with --on-conflict update or skip")
                }
            }
            entries.append(Entry(record: index, key: key, existing: existing))
        }
    }

    /// The plant `entry` writes: its record's values over the stored plant's.
    func draft(_ entry: Entry) -> PlantDraft {
        records[entry.record].draft(key: entry.key, over: entry.existing.map { catalog[$0] })
    }

    /// The slug of `name`, or the first of `slug-2`, `slug-3`, … that is not `taken`.
    private static func freeKey(for name: String, taken: (String) -> Bool) -> String {
        let base = PlantDraft(name: name).derivedKey
        var candidate = base
        var suffix = 1
        while taken(candidate) {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        return candidate
    }
}
