import CorollaStore

/// Which plant each record of an import file is about, and what to write: worked out against the
/// catalog before anything is written.
struct ImportPlan {
    /// A record to write, the key its plant is stored under, and that plant when the catalog has it.
    struct Entry {
        var record: PlantRecord
        var key: String
        /// nil for a plant new to the catalog.
        var existing: Plant?

        /// The plant to write: the record's values over the stored plant's.
        var draft: PlantDraft { record.draft(key: key, over: existing) }
    }

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
        let byKey = Dictionary(catalog.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let byName = Dictionary(grouping: catalog, by: \.name)
        let fileKeys = Set(file.records.compactMap(\.key))
        var claimed: [String: Int] = [:]
        for record in file.records {
            let field = record.key == nil ? PlantField.name : .key
            func failure(_ reason: String, hint: String? = nil) -> ImportError {
                ImportError(file: file.file, line: record.line, record: record.index, field: field.rawValue, reason: reason, hint: hint)
            }
            let existing: Plant?
            if let key = record.key {
                existing = byKey[key]
            } else {
                let named = byName[record.name] ?? []
                guard named.count < 2 else {
                    throw failure("\(named.count) plants of the catalog have this name", hint: "add a key column to say which")
                }
                existing = named.first
            }
            let key = existing?.key ?? record.key ?? Self.freeKey(for: record.name) {
                byKey[$0] != nil || claimed[$0] != nil || fileKeys.contains($0)
            }
            if let first = claimed.updateValue(record.line, forKey: key) {
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
            entries.append(Entry(record: record, key: key, existing: existing))
        }
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
