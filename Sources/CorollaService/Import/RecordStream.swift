/// The plant records of an import's input, decoded and checked one by one as the input is read.
///
/// Holds one block of the input and its records at a time, whatever the input's size. A CSV or
/// TSV header is checked as soon as the first block is read (`start()`), before the rest of the
/// input is read. Errors come in file order: the first problem of the input, whatever its kind.
/// Records are checked one by one here; that no key (or name without a key) repeats is checked by
/// the importer against what it wrote, or by ``ImportFile`` for a whole file in memory.
public struct RecordStream {
    private var raw: RawRecordStream
    private let decoder: RecordDecoder
    /// CSV and TSV: the header's fields, once checked (nil for an ignored column).
    private var fields: [PlantField?]?
    /// JSON: the last record's field names and their fields.
    private var lastFields: ([String], [PlantField?])?
    /// Whether a field no ``PlantField`` has is skipped rather than refused.
    private let ignoringUnknownFields: Bool
    /// The unknown field names skipped so far, each once, in the order first seen (JSON: the
    /// union over the records read).
    public private(set) var ignoredFields: [String] = []

    /// A stream of the records of `input`, in `format`.
    ///
    /// - Parameters:
    ///   - file: the name to put in errors (`-` for standard input).
    ///   - ignoringUnknownFields: skip the columns (JSON keys) no plant field has, instead of
    ///     refusing the file; ``ignoredFields`` lists them.
    public init(input: any ImportInput, format: PlantFileFormat, file: String, ignoringUnknownFields: Bool = false) {
        self.init(input: input, format: format, file: file, sizes: .init(), ignoringUnknownFields: ignoringUnknownFields)
    }

    /// A stream that reads and cuts its input in `sizes` (tests cut small files into many blocks).
    init(input: any ImportInput, format: PlantFileFormat, file: String, sizes: InputChunker.Sizes, ignoringUnknownFields: Bool = false) {
        raw = RawRecordStream(input: input, format: format, file: file, sizes: sizes)
        decoder = RecordDecoder(file: file)
        self.ignoringUnknownFields = ignoringUnknownFields
    }

    /// The file as the user named it, for messages.
    public var file: String { raw.file }

    /// The records `start()` read ahead, handed out first.
    private var ahead: [PlantRecord] = []
    private var aheadIndex = 0

    /// Checks the CSV or TSV header as soon as it is read, then reads the first batch of records
    /// (``ImportWriter/isFull(count:bytes:)``) and checks them, repeats among them included: a
    /// file that small is checked whole before the caller opens the catalog.
    ///
    /// - Throws: `ImportError` for a bad header, or the first problem in the records read.
    /// - Complexity: O(k) for the k bytes of those records.
    public mutating func start() throws {
        try raw.start()
        try checkHeader()
        var records: [PlantRecord] = []
        var bytes = 0
        while !ImportWriter.isFull(count: records.count, bytes: bytes), let record = try decodeNext() {
            records.append(record)
            bytes += record.textBytes
        }
        try ImportFile.checkRepeats(records, file: raw.file)
        ahead = records
        aheadIndex = 0
    }

    /// The next record, decoded and checked, or nil after the last one.
    ///
    /// - Throws: `ImportError` for the first problem in the input: its encoding or syntax, an
    ///   unknown or missing field, a bad value, a field or record over ``ImportLimits``.
    /// - Complexity: O(k) for the k bytes read for it.
    public mutating func next() throws -> PlantRecord? {
        if aheadIndex < ahead.count {
            defer {
                aheadIndex += 1
                if aheadIndex == ahead.count { ahead = [] }
            }
            return ahead[aheadIndex]
        }
        return try decodeNext()
    }

    private mutating func decodeNext() throws -> PlantRecord? {
        guard let record = try raw.next() else { return nil }
        try checkHeader()
        if let fields { return try decoder.decode(record, fields: fields) }
        // JSON: most records name the same fields in the same order as the one before.
        if let (names, fields) = lastFields, names == record.names { return try decoder.decode(record, fields: fields) }
        let named = try fields(named: record.names, line: record.line, record: record.index)
        lastFields = (record.names, named)
        return try decoder.decode(record, fields: named)
    }

    /// The fields `names` name (``PlantField/fields(named:file:line:record:ignoringUnknown:)``),
    /// noting the unknown ones skipped.
    ///
    /// - Complexity: O(n + u·i) for n names, u unknown ones and i ignored so far.
    private mutating func fields(named names: [String], line: Int, record: Int?) throws -> [PlantField?] {
        let named = try PlantField.fields(named: names, file: raw.file, line: line, record: record, ignoringUnknown: ignoringUnknownFields)
        for (name, field) in zip(names, named) where field == nil && !ignoredFields.contains(name) {
            ignoredFields.append(name)
        }
        return named
    }

    /// Checks the header once it was read (CSV, TSV): it needs a `name` column, or a `key` column
    /// (a file that updates some fields of plants by key).
    private mutating func checkHeader() throws {
        guard fields == nil, let header = raw.header else { return }
        let checked = try fields(named: header.names, line: header.line, record: nil)
        guard checked.contains(.name) || checked.contains(.key) else {
            throw ImportError(
                file: raw.file, line: header.line, field: PlantField.name.rawValue, reason: "the required column is missing",
                hint: "every plant needs a name: add a name column")
        }
        fields = checked
    }
}

extension RecordStream {
    /// How many records `input` holds, read without decoding them (for a progress bar's total).
    ///
    /// - Throws: `ImportError` for the first problem with the input's encoding or syntax.
    /// - Complexity: O(n) for n bytes, in the memory of one block.
    public static func count(input: any ImportInput, format: PlantFileFormat, file: String) throws -> Int {
        var raw = RawRecordStream(input: input, format: format, file: file)
        while try raw.next() != nil {}
        return raw.count
    }
}
