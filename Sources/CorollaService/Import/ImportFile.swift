/// An import file read and checked as a whole: its plant records, in file order.
///
/// Building one touches no database, so a bad file is refused before anything is written.
public struct ImportFile: Hashable, Sendable {
    /// The file as the user named it, for messages.
    public var file: String
    /// Checked as a whole: no key given twice, no name given twice among the records without a key
    /// (`ImportPlan` relies on it, so it is set only here).
    public internal(set) var records: [PlantRecord]

    /// Reads and checks `data`.
    ///
    /// - Parameters:
    ///   - file: the name to put in errors (`-` for standard input).
    /// - Throws: `ImportError` for the first problem: the file's encoding or syntax, an unknown or
    ///   missing field, a bad value, or a key (or, for records without one, a name) given twice.
    /// - Complexity: O(n) for n bytes.
    public init(data: some Collection<UInt8>, format: PlantFileFormat, file: String) throws {
        try self.init(data: data, format: format, file: file, parallelFrom: Self.parallelThreshold)
    }

    /// Reads and checks `data`, decoding a CSV file of at least `parallelFrom` bytes in two halves at
    /// once (see `csvRecords`).
    ///
    /// - Throws: as `init(data:format:file:)`, the same error whichever way the file is read.
    init(data: some Collection<UInt8>, format: PlantFileFormat, file: String, parallelFrom threshold: Int) throws {
        let source = try SourceText(file: file, data: data)
        switch format {
        case .csv:
            records = try Self.csvRecords(source, parallelFrom: threshold)
        case .tsv:
            records = try TSVReader.read(source, sink: RecordCollector(file: file)).sink.decoded()
        case .json:
            records = try Self.decode(JSONRecordReader.readArray(source), file: file)
        case .ndjson:
            records = try Self.decode(JSONRecordReader.readLines(source), file: file)
        }
        self.file = file
        try checkRepeats()
    }

    /// The records of a JSON or NDJSON file, each with the fields it names.
    ///
    /// - Throws: `ImportError` at the first record with an unknown field or a bad value.
    /// - Complexity: O(n) for n characters of the records.
    private static func decode(_ table: RawTable, file: String) throws -> [PlantRecord] {
        let decoder = RecordDecoder(file: file)
        return try table.records.map { raw in
            try decoder.decode(raw, fields: PlantField.fields(named: raw.names, file: file, line: raw.line, record: raw.index))
        }
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
