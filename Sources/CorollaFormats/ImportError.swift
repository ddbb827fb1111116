/// Why an import file was refused: where (file, line, record, field) and why.
///
/// Every problem with the data of an import file, from an invalid byte to a duplicate key, is one
/// of these; the CLI reports it as a data error (exit 65). Nothing was written when it is thrown.
///
/// `description` reads `file:line: field: reason (record N); hint`, the shape compilers use, so
/// editors and terminals can jump to the line; for a workbook's sheet, `file, sheet S, row R (C7):
/// field: reason`, as a spreadsheet names its cells; for the file as a whole (line 0), `file: reason`.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it (`-` for standard input).
    public var file: String
    /// The 1-based line the problem is on: where the record (or the quoted field) starts.
    public var line: Int
    /// The 1-based index of the record among the file's records (the header is not one), when the
    /// problem belongs to one record.
    public var record: Int?
    /// The field (column or JSON key) the problem is in, when there is one.
    public var field: String?
    /// What is wrong, in a few words.
    public var reason: String
    /// What is wrong without the value (`must be a whole number from 1 to 36500`): errors of
    /// different rows with the same field, problem and hint are one problem on many rows
    /// (``ImportErrors``); nil: the reason.
    public var problem: String?
    /// The rows this problem is on, when ``ImportErrors`` grouped several (this error is the first
    /// one's); none for an error of one row.
    public var rows = RowLines()
    /// What to do about it, when there is something useful to say.
    public var hint: String?
    /// The sheet of an .xlsx or .ods workbook the problem is on (``line`` is then its row).
    public var sheet: String?
    /// The reference of the sheet's cell the problem is in (`C7`), when there is one.
    public var cell: String?

    public init(
        file: String, line: Int, record: Int? = nil, field: String? = nil, reason: String, problem: String? = nil, hint: String? = nil,
        sheet: String? = nil, cell: String? = nil
    ) {
        self.file = file
        self.line = line
        self.record = record
        self.field = field
        self.reason = reason
        self.problem = problem
        self.hint = hint
        self.sheet = sheet
        self.cell = cell
    }

    /// `file:line: field: reason (record N); hint`, or for a problem on several rows
    /// `file:line: field: reason (49 rows: lines 2–50); hint`.
    public var description: String {
        var text = place
        if let field { text += "\(field): " }
        text += reason
        if rows.count > 1 {
            text += " (\(rows.description(numbering: sheet == nil ? "lines" : "rows")))"
        } else if let record, sheet == nil {
            text += " (record \(record))"
        }
        if let hint { text += "; \(hint)" }
        return text
    }

    /// Where the problem is: `file:line: `, `file, sheet S, row R (C7): `, or `file: `.
    private var place: String {
        if let sheet { return "\(file), sheet \(sheet), row \(line)" + (cell.map { " (\($0))" } ?? "") + ": " }
        return line == 0 ? "\(file): " : "\(file):\(line): "
    }

    /// What makes errors of different rows one problem: the file, field, problem and hint.
    struct Group: Hashable {
        var file: String
        var field: String?
        var problem: String
        var hint: String?
    }

    /// Its group, for an error of one row (nil for the others: they are said once each).
    var group: Group? {
        record == nil ? nil : Group(file: file, field: field, problem: problem ?? reason, hint: hint)
    }
}
