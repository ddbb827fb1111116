/// An import file read and checked as a whole: its plant records, in file order.
///
/// Building one touches no database, so a bad file is refused before anything is written.
public struct ImportFile: Hashable, Sendable {
    /// The file as the user named it, for messages.
    public var file: String
    public var records: [PlantRecord]

    /// Reads and checks `data`.
    ///
    /// - Parameters:
    ///   - file: the name to put in errors (`-` for standard input).
    /// - Throws: `ImportError` for the first problem: the file's encoding or syntax, an unknown or
    ///   missing field, a bad value, or a key (or, for records without one, a name) given twice.
    /// - Complexity: O(n) for n bytes.
    public init(data: some Collection<UInt8>, format: PlantFileFormat, file: String) throws {
        let table = try RecordReader.read(data, format: format, file: file)
        let decoder = RecordDecoder(file: file)
        if let header = table.header {
            let fields = try PlantField.fields(named: header.names, file: file, line: header.line, record: nil)
            guard fields.contains(.name) else {
                throw ImportError(
                    file: file, line: header.line, field: PlantField.name.rawValue, reason: "the required column is missing",
                    hint: "every plant needs a name: add a name column")
            }
            records = try table.records.map { try decoder.decode($0, fields: fields) }
        } else {
            records = try table.records.map { raw in
                try decoder.decode(raw, fields: PlantField.fields(named: raw.names, file: file, line: raw.line, record: raw.index))
            }
        }
        self.file = file
        try checkRepeats()
    }

    /// Refuses a key given to two records, or a name given to two records without a key: they would
    /// describe the same plant twice.
    ///
    /// - Complexity: O(n) for n records.
    private func checkRepeats() throws {
        var keys: [String: Int] = [:]
        keys.reserveCapacity(records.count)
        var names: [String: Int] = [:]
        // By index: a `for record in records` loop copied every record (its strings and set retained).
        for index in records.indices {
            let line = records[index].line
            if let key = records[index].key {
                if let first = keys.updateValue(line, forKey: key) {
                    throw repeated(records[index], .key, "'\(key)' is also the key of the record on line \(first)")
                }
            } else if let first = names.updateValue(line, forKey: records[index].name) {
                throw repeated(
                    records[index], .name, "'\(records[index].name)' is also the name of the record on line \(first), and neither has a key")
            }
        }
    }

    private func repeated(_ record: PlantRecord, _ field: PlantField, _ reason: String) -> ImportError {
        ImportError(
            file: file, line: record.line, record: record.index, field: field.rawValue, reason: reason,
            hint: field == .key ? "each plant once per file" : "give the records keys to import both")
    }
}
