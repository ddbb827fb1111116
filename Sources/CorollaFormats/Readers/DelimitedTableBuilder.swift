/// Numbers the rows of a CSV or TSV file as they are read: the first row is the header, every
/// other row a record with as many fields as the header has columns.
struct DelimitedTableBuilder {
    let file: String
    /// What to suggest when a row has more fields than the header (an unescaped separator).
    let tooManyFieldsHint: String
    private(set) var header: RawHeader?
    /// How many records were added in all.
    private(set) var recordCount = 0

    init(file: String, tooManyFieldsHint: String) {
        self.file = file
        self.tooManyFieldsHint = tooManyFieldsHint
    }

    /// The record index the next row gets (nil while the next row is the header).
    var nextRecordIndex: Int? { header == nil ? nil : recordCount + 1 }

    /// How many columns the header has, once it is known.
    var columnCount: Int? { header?.names.count }

    /// The name of column `index`, once the header is known.
    func columnName(at index: Int) -> String? {
        header?.names.indices.contains(index) == true ? header?.names[index] : nil
    }

    /// Adds the row that starts on `line`: the header, or the record it returns.
    ///
    /// - Throws: `ImportError` when a record's field count differs from the header's (but for a
    ///   row of empty cells only: it gets an absent value for each column).
    /// - Complexity: O(k) for k values.
    mutating func append(line: Int, values: [RawValue]) throws -> RawRecord? {
        guard let header else {
            header = RawHeader(line: line, names: values.map { if case .text(let name) = $0 { name } else { "" } })
            return nil
        }
        // A blank line, or a row of fewer empty cells: an empty row (the stream leaves it out).
        if values.count < header.names.count, values.allSatisfy(\.isEmpty) {
            recordCount += 1
            return RawRecord(line: line, index: recordCount, names: header.names, values: Array(repeating: .absent, count: header.names.count))
        }
        guard values.count == header.names.count else {
            let more = values.count > header.names.count
            throw ImportError(
                file: file, line: line, record: recordCount + 1,
                reason: "\(values.count) field\(values.count == 1 ? "" : "s"), but the header has \(header.names.count) columns",
                hint: more ? tooManyFieldsHint : "every record needs a field for each column (empty when there is no value)")
        }
        recordCount += 1
        return RawRecord(line: line, index: recordCount, names: header.names, values: values)
    }

    /// Checks the end of the file: it has a header and a record.
    ///
    /// - Throws: `ImportError` for a file without a record.
    func finish() throws {
        guard let header else { throw ImportError(file: file, line: 1, reason: "the file is empty") }
        guard recordCount > 0 else {
            throw ImportError(file: file, line: header.line, reason: "the file has a header but no records")
        }
    }

    /// The error for a row with more fields than ``ImportLimits/fields``, or a field longer than
    /// ``ImportLimits/fieldBytes``, on `line`; `column` is the field's index.
    func limitError(line: Int, column: Int, fieldTooLong: Bool) -> ImportError {
        fieldTooLong
            ? ImportError(
                file: file, line: line, record: nextRecordIndex, field: columnName(at: column) ?? "column \(column + 1)",
                reason: "a field longer than \(ImportLimits.fieldBytes >> 20) MiB, the limit")
            : ImportError(
                file: file, line: line, record: nextRecordIndex,
                reason: "more than \(ImportLimits.fields) fields, the limit")
    }
}
