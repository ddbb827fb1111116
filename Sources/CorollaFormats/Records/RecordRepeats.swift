import CorollaModel

/// The keys, and the names of the records without a key, of a file's records seen so far: a
/// second record with one of them would describe the same plant twice.
///
/// Records may be noted out of file order (a bad record as it is read, the good ones before it
/// later): a repeat is always reported on the later record, naming the earlier one's line.
public struct RecordRepeats {
    /// Where a record is: its line and index; whether it was left out as bad.
    private typealias Place = (line: Int, index: Int, bad: Bool)
    /// The place of the first record with each key.
    private var keys: [String: Place] = [:]
    /// The place of the first record without a key with each name.
    private var names: [String: Place] = [:]

    public init(capacity: Int = 0) {
        keys.reserveCapacity(capacity)
    }

    /// How many keys and names are noted.
    public var count: Int { keys.count + names.count }

    /// Notes `record` (unless `noting` is false: it is only compared; `bad`: it was left out); the
    /// error when it repeats another record's key (or name, for two records without a key), on
    /// the later of the two (none against an earlier bad record when `againstEarlierBad` is false:
    /// it was compared with those already).
    ///
    /// - Complexity: O(k) for the k characters of its key or name.
    public mutating func check(
        _ record: PlantRecord, file: String, noting: Bool = true, bad: Bool = false, againstEarlierBad: Bool = true
    ) -> ImportError? {
        let place = (record.line, record.index, bad)
        if let key = record.key {
            return check(key, .key, at: place, in: &keys, noting: noting, againstEarlierBad: againstEarlierBad, file: file) {
                "'\(key)' is also the key of the record on line \($0)"
            }
        }
        if let name = record.name {
            return check(name, .name, at: place, in: &names, noting: noting, againstEarlierBad: againstEarlierBad, file: file) {
                "'\(name)' is also the name of the record on line \($0), and neither has a key"
            }
        }
        return nil
    }

    private func check(
        _ value: String, _ field: PlantField, at place: Place, in seen: inout [String: Place], noting: Bool, againstEarlierBad: Bool, file: String,
        reason: (Int) -> String
    ) -> ImportError? {
        guard let other = seen[value] else {
            if noting { seen[value] = place }
            return nil
        }
        guard other.line != place.line else { return nil }
        let (earlier, later) = other.line < place.line ? (other, place) : (place, other)
        if noting { seen[value] = earlier }
        guard againstEarlierBad || !(other.bad && other.line < place.line) else { return nil }
        return Self.repeated(line: later.line, index: later.index, field, reason(earlier.line), file: file)
    }

    /// The error for `record`, which names a plant (by `field`) that an earlier record named.
    public static func repeated(_ record: PlantRecord, _ field: PlantField, _ reason: String, file: String) -> ImportError {
        repeated(line: record.line, index: record.index, field, reason, file: file)
    }

    private static func repeated(line: Int, index: Int, _ field: PlantField, _ reason: String, file: String) -> ImportError {
        ImportError(
            file: file, line: line, record: index, field: field.rawValue, reason: reason,
            hint: field == .key ? "each plant once per file" : "give the records keys to import both")
    }
}
