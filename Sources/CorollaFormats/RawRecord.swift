import CorollaJSON

/// A value as a reader found it, before it is checked against its field.
public enum RawValue: Hashable, Sendable {
    /// No value: an unquoted empty CSV cell, `\N` in TSV, JSON `null`.
    case absent
    /// The text of a CSV or TSV cell, unquoted and unescaped, exactly as written otherwise.
    case text(String)
    /// A JSON value other than `null`.
    case json(JSONValue)
}

/// One record of an import file, where it is and what it holds, field by field.
public struct RawRecord: Hashable, Sendable {
    /// A record of `values`, one per name, found at `line` as the file's `index`-th record.
    public init(line: Int, index: Int, names: [String], values: [RawValue]) {
        (self.line, self.index, self.names, self.values) = (line, index, names, values)
    }

    /// The 1-based line the record starts on (CSV: a quoted field may run over several lines;
    /// JSON: the line of the object's opening brace).
    public var line: Int
    /// The 1-based index of the record in the file (the header is not a record).
    public var index: Int
    /// The field names in file order (CSV and TSV: the header's, shared by every record).
    public var names: [String]
    /// The values, one per name.
    public var values: [RawValue]
}

/// The header line of a CSV or TSV file.
public struct RawHeader: Hashable, Sendable {
    /// The 1-based line it is on.
    public var line: Int
    /// The column names, as written.
    public var names: [String]
}

/// What a reader found in a file: the header, when the format has one, and the records.
public struct RawTable: Hashable, Sendable {
    /// CSV and TSV: the column names; nil for JSON and NDJSON, whose records name their own fields.
    public var header: RawHeader?
    /// The records, in file order.
    public var records: [RawRecord]
}

extension RawValue {
    /// Whether the value is an empty cell: absent, or text of spaces and tabs only.
    public var isEmpty: Bool {
        switch self {
        case .absent: true
        case .text(let text): text.trimmingSpaces.isEmpty
        case .json: false
        }
    }
}
