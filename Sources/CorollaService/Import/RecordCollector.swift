/// Decodes the records of a CSV or TSV file as the reader finds them, so that the raw records are
/// never held all at once.
///
/// Errors keep the order of reading the whole file first: a reader's error (the file's syntax) is
/// thrown as it is found, while the header's or a record's problem is kept (the first one; nothing
/// is decoded after it) and thrown by `decoded()` once the whole file was read.
struct RecordCollector: RowSink {
    let file: String
    private let decoder: RecordDecoder
    /// The header's fields; nil until the header came, or when it is refused.
    private(set) var fields: [PlantField]?
    private(set) var records: [PlantRecord] = []
    /// The first problem with the header or a record.
    private(set) var firstError: (any Error)?

    /// A collector whose first row is the header, or, given `fields`, one for the records of a file
    /// whose header was already checked.
    ///
    /// - Parameters:
    ///   - capacity: how many records to make room for.
    init(file: String, fields: [PlantField]? = nil, capacity: Int = 0) {
        self.file = file
        decoder = RecordDecoder(file: file)
        self.fields = fields
        records.reserveCapacity(capacity)
    }

    /// The fields of `header`.
    ///
    /// - Throws: `ImportError` for an unknown, repeated or unnamed column, or a missing `name` column.
    static func fields(of header: RawHeader, file: String) throws -> [PlantField] {
        let fields = try PlantField.fields(named: header.names, file: file, line: header.line, record: nil)
        guard fields.contains(.name) else {
            throw ImportError(
                file: file, line: header.line, field: PlantField.name.rawValue, reason: "the required column is missing",
                hint: "every plant needs a name: add a name column")
        }
        return fields
    }

    mutating func header(_ header: RawHeader) {
        do {
            fields = try Self.fields(of: header, file: file)
        } catch {
            firstError = error
        }
    }

    /// Decodes `record`, unless a problem was found before it.
    ///
    /// - Complexity: O(k) for k characters.
    mutating func record(_ record: RawRecord) {
        guard firstError == nil, let fields else { return }
        do {
            records.append(try decoder.decode(record, fields: fields))
        } catch {
            firstError = error
        }
    }

    /// The decoded records.
    ///
    /// - Throws: the first problem with the header or a record.
    func decoded() throws -> [PlantRecord] {
        if let firstError { throw firstError }
        return records
    }

    /// Takes the decoded records out, leaving none (so that they are moved, not copied).
    mutating func takeRecords() -> [PlantRecord] {
        defer { records = [] }
        return records
    }
}
