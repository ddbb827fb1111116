import CorollaModel

/// The keys, and the names of the records without a key, of a file's records so far: a second
/// record with one of them would describe the same plant twice.
public struct RecordRepeats {
    /// The line of the first record with each key.
    private var keys: [String: Int] = [:]
    /// The line of the first record without a key with each name.
    private var names: [String: Int] = [:]

    public init(capacity: Int = 0) {
        keys.reserveCapacity(capacity)
    }

    /// Notes `record`; the error when it repeats an earlier record's key (or name, for two records
    /// without a key), naming the earlier record's line.
    ///
    /// - Complexity: O(k) for the k characters of its key or name.
    public mutating func check(_ record: PlantRecord, file: String) -> ImportError? {
        if let key = record.key {
            if let first = keys[key] { return Self.repeated(record, .key, "'\(key)' is also the key of the record on line \(first)", file: file) }
            keys[key] = record.line
        } else if let name = record.name {
            if let first = names[name] {
                return Self.repeated(record, .name, "'\(name)' is also the name of the record on line \(first), and neither has a key", file: file)
            }
            names[name] = record.line
        }
        return nil
    }

    /// The error for `record`, which names a plant (by `field`) that an earlier record named.
    public static func repeated(_ record: PlantRecord, _ field: PlantField, _ reason: String, file: String) -> ImportError {
        ImportError(
            file: file, line: record.line, record: record.index, field: field.rawValue, reason: reason,
            hint: field == .key ? "each plant once per file" : "give the records keys to import both")
    }
}
