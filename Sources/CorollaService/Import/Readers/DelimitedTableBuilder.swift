/// Collects the rows of a CSV or TSV file into a sink: the first row is the header, every other
/// row a record with as many fields as the header has columns.
struct DelimitedTableBuilder<Sink: RowSink> {
    let source: SourceText
    /// What to suggest when a row has more fields than the header (an unescaped separator).
    let tooManyFieldsHint: String
    private(set) var header: RawHeader?
    /// How many records this builder has passed to the sink.
    private(set) var recordCount = 0
    var sink: Sink

    /// A builder whose first row is the header, or, given `header`, one that continues a file after
    /// it (its records are numbered from 1 again: the caller adds the records before them).
    init(source: SourceText, tooManyFieldsHint: String, sink: Sink, header: RawHeader? = nil) {
        self.source = source
        self.tooManyFieldsHint = tooManyFieldsHint
        self.sink = sink
        self.header = header
    }

    /// The record index the next row gets (nil while the next row is the header).
    var nextRecordIndex: Int? { header == nil ? nil : recordCount + 1 }

    /// How many columns the header has, once it is known.
    var columnCount: Int? { header?.names.count }

    /// The name of column `index`, once the header is known.
    func columnName(at index: Int) -> String? {
        header?.names.indices.contains(index) == true ? header?.names[index] : nil
    }

    /// Adds the row that starts on `line`.
    ///
    /// - Throws: `ImportError` when a record's field count differs from the header's.
    /// - Complexity: O(k) for k values.
    mutating func append(line: Int, values: [RawValue]) throws {
        guard let header else {
            let header = RawHeader(line: line, names: values.map { if case .text(let name) = $0 { name } else { "" } })
            self.header = header
            sink.header(header)
            return
        }
        guard values.count == header.names.count else {
            let more = values.count > header.names.count
            throw ImportError(
                file: source.file, line: line, record: recordCount + 1,
                reason: "\(values.count) field\(values.count == 1 ? "" : "s"), but the header has \(header.names.count) columns",
                hint: more ? tooManyFieldsHint : "every record needs a field for each column (empty when there is no value)")
        }
        recordCount += 1
        sink.record(RawRecord(line: line, index: recordCount, names: header.names, values: values))
    }

    /// The header of a whole file read, with `records` records in all.
    ///
    /// - Throws: `ImportError` for a file without a record.
    static func finish(header: RawHeader?, records: Int, in source: SourceText) throws -> RawHeader {
        guard let header else { throw ImportError(file: source.file, line: 1, reason: "the file is empty") }
        guard records > 0 else {
            throw ImportError(file: source.file, line: header.line, reason: "the file has a header but no records")
        }
        return header
    }

    /// The header, once every row of the file was added.
    ///
    /// - Throws: `ImportError` for a file without a record.
    func finish() throws -> RawHeader {
        try Self.finish(header: header, records: recordCount, in: source)
    }
}
