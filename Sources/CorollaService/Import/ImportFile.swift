/// An import file read and checked as a whole, in memory: its plant records, in file order.
///
/// Building one touches no database, so a bad file is refused before anything is written. (The
/// importer reads its input as a ``RecordStream`` instead, and checks repeats against what it wrote.)
public struct ImportFile: Hashable, Sendable {
    /// The file as the user named it, for messages.
    public var file: String
    /// Checked as a whole: no key given twice, no name given twice among the records without a key.
    public private(set) var records: [PlantRecord]

    /// Reads and checks `data`.
    ///
    /// - Parameters:
    ///   - file: the name to put in errors (`-` for standard input).
    /// - Throws: ``ImportErrors``: every bad record (a bad value, a key — or, for records without
    ///   one, a name — given twice), and a problem no record can be read past (the file's encoding or
    ///   syntax, an unknown or missing field in the header).
    /// - Complexity: O(n) for n bytes.
    public init(data: some Collection<UInt8>, format: PlantFileFormat, file: String) throws {
        try self.init(data: data, format: format, file: file, sizes: .init())
    }

    /// Reads and checks `data`, read and cut in `sizes` (the records and errors are the same for any).
    init(data: some Collection<UInt8>, format: PlantFileFormat, file: String, sizes: InputChunker.Sizes) throws {
        var stream = RecordStream(input: BytesInput(data), format: format, file: file, sizes: sizes)
        let bytes = Array(data)
        stream.firstPass = { RecordStream(input: BytesInput(bytes), format: format, file: file, sizes: sizes) }
        var records: [PlantRecord] = []
        var problems = ImportErrors()
        do {
            while let record = try stream.next() {
                records.append(record)
            }
        } catch let error as ImportError {
            problems.add(error)
        }
        problems.add(stream.problems)
        problems.add(Self.repeats(records, file: file))
        guard problems.isEmpty else { throw problems }
        self.records = records
        self.file = file
    }

    /// A key given to two records, or a name given to two records without a key: they would
    /// describe the same plant twice.
    ///
    /// - Complexity: O(n) for n records.
    static func repeats(_ records: [PlantRecord], file: String) -> ImportErrors {
        var problems = ImportErrors()
        var seen = RecordRepeats(capacity: records.count)
        // By index: a `for record in records` loop copied every record (its strings and set retained).
        for index in records.indices {
            if let error = seen.check(records[index], file: file) { problems.add(error) }
        }
        return problems
    }

    /// The error for `record`, which names a plant (by `field`) that an earlier record named.
    static func repeated(_ record: PlantRecord, _ field: PlantField, _ reason: String, file: String) -> ImportError {
        RecordRepeats.repeated(record, field, reason, file: file)
    }
}
