/// Collects the rows of a CSV or TSV file into a table: the first row is the header, every other
/// row a record with as many fields as the header has columns.
struct DelimitedTableBuilder {
    let source: SourceText
    /// What to suggest when a row has more fields than the header (an unescaped separator).
    let tooManyFieldsHint: String
    private var header: RawHeader?
    private var records: [RawRecord] = []

    init(source: SourceText, tooManyFieldsHint: String) {
        self.source = source
        self.tooManyFieldsHint = tooManyFieldsHint
    }

    /// The record index the next row gets (nil while the next row is the header).
    var nextRecordIndex: Int? { header == nil ? nil : records.count + 1 }

    /// How many columns the header has, once it is known.
    var columnCount: Int? { header?.names.count }

    /// The name of column `index`, once the header is known.
    func columnName(at index: Int) -> String? {
        header?.names.indices.contains(index) == true ? header?.names[index] : nil
    }

    /// Adds the row that starts on `line`.
    ///
    /// - Throws: `ImportError` when a record's field count differs from the header's.
    mutating func append(line: Int, values: [RawValue]) throws {
        guard let header else {
            header = RawHeader(line: line, names: values.map { if case .text(let name) = $0 { name } else { "" } })
            return
        }
        guard values.count == header.names.count else {
            let more = values.count > header.names.count
            throw ImportError(
                file: source.file, line: line, record: records.count + 1,
                reason: "\(values.count) field\(values.count == 1 ? "" : "s"), but the header has \(header.names.count) columns",
                hint: more ? tooManyFieldsHint : "every record needs a field for each column (empty when there is no value)")
        }
        records.append(RawRecord(line: line, index: records.count + 1, names: header.names, values: values))
    }

    /// The table.
    ///
    /// - Throws: `ImportError` for a file without a record.
    func finish() throws -> RawTable {
        guard let header else { throw ImportError(file: source.file, line: 1, reason: "the file is empty") }
        guard !records.isEmpty else {
            throw ImportError(file: source.file, line: header.line, reason: "the file has a header but no records")
        }
        return RawTable(header: header, records: records)
    }
}
