/// The file formats plants are imported from and exported to.
///
/// - `csv`: RFC 4180. Fields separated by commas, records by CRLF or LF; a field holding a comma,
///   a quote, CR or LF is quoted, a quote inside doubled. An unquoted empty cell is absent; a quoted
///   empty cell (`""`) is the empty string (PostgreSQL's CSV convention). Read with the delimiter
///   found in the file (``Delimiter``: a semicolon, a tab, a pipe), or given.
/// - `tsv`: PostgreSQL's text format. Fields separated by tabs, records by LF (or CRLF); no quoting:
///   a backslash escapes a tab (`\t`), a line feed (`\n`), a carriage return (`\r`) and itself
///   (`\\`), and a field that is exactly `\N` is absent. Quotes are plain characters.
/// - `json`: one array of objects.
/// - `ndjson`: one object per line (blank lines allowed).
/// - `xlsx`, `ods`: a workbook (Excel's Office Open XML, LibreOffice's OpenDocument), read from one
///   sheet whose first row with a value is the header (export writes .xlsx as ``ExportFormat`` says).
public enum PlantFileFormat: String, CaseIterable, Hashable, Sendable {
    case csv, tsv, json, ndjson, xlsx, ods

    /// The format a file name's extension names (`.csv` or `.txt`, `.tsv`/`.tab`, `.json`,
    /// `.ndjson`/`.jsonl`, `.xlsx`, `.ods`, in any case), or nil. A `.txt` file is read as CSV, its delimiter
    /// found in it: what Excel's "Unicode Text" and "Text (Tab delimited)" save.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "csv", "txt": self = .csv
        case "tsv", "tab": self = .tsv
        case "json": self = .json
        case "ndjson", "jsonl": self = .ndjson
        case "xlsx": self = .xlsx
        case "ods": self = .ods
        default: return nil
        }
    }

    /// Whether the format is a workbook of sheets (a zip archive of XML), not text.
    public var isWorkbook: Bool { self == .xlsx || self == .ods }
}
