import Foundation

/// An .xlsx workbook as a reader other than Corolla's reads it: Python's openpyxl (Debian
/// `python3-openpyxl`: `bin/lib/system-packages-test`), the stand-in for Excel. Every cell is
/// read with its type and number format (``Cell``); text as Excel shows it, its `_xHHHH_`
/// escapes decoded (openpyxl 3.0 leaves those of inline strings as written).
public struct ParsedWorkbook: Equatable, Decodable, Sendable {
    /// One cell as a spreadsheet program sees it.
    public enum Cell: Hashable, Decodable, Sendable, CustomStringConvertible {
        /// No cell: nothing was written.
        case none
        /// A blank cell with the Text number format (`@`): text that is empty.
        case emptyText
        /// A text cell with the Text number format.
        case text(String)
        /// A number cell with the General format.
        case number(Double)
        /// A boolean cell.
        case boolean(Bool)
        /// A date cell (midnight) with the `yyyy-mm-dd` format: the day, `YYYY-MM-DD`.
        case date(String)
        /// Anything else: its type, number format and value as openpyxl says them.
        case other(String)

        public init(from decoder: any Decoder) throws {
            var pair = try decoder.unkeyedContainer()
            let kind = try pair.decode(String.self)
            switch kind {
            case "none": self = .none
            case "empty": self = .emptyText
            case "text": self = .text(try pair.decode(String.self))
            case "number": self = .number(try pair.decode(Double.self))
            case "boolean": self = .boolean(try pair.decode(Bool.self))
            case "date": self = .date(try pair.decode(String.self))
            default: self = .other(try pair.decode(String.self))
            }
        }

        public var description: String {
            switch self {
            case .none: "none"
            case .emptyText: "empty text"
            case .text(let text): "text \(text.debugDescription)"
            case .number(let number): "number \(number)"
            case .boolean(let flag): "boolean \(flag)"
            case .date(let day): "date \(day)"
            case .other(let what): "other \(what)"
            }
        }
    }

    /// A sheet: its name, the cell its panes are frozen at (`A2`: the first row), its autofilter's
    /// range, each column's width (nil: the default), and its rows of cells, header first.
    public struct Sheet: Equatable, Decodable, Sendable {
        public var name: String
        public var frozen: String?
        public var filter: String?
        public var widths: [Double?]
        public var rows: [[Cell]]
    }

    public var sheets: [Sheet]
    /// The workbook's created date, ISO 8601.
    public var created: String

    /// The sheet named `name`, if any.
    public subscript(name: String) -> Sheet? { sheets.first { $0.name == name } }

    /// The reader: prints the workbook as JSON, each cell as `[kind, value]`.
    static let reader = """
        import datetime, json, re, sys, openpyxl
        from openpyxl.utils import get_column_letter
        book = openpyxl.load_workbook(sys.argv[1])
        def unescape(text):
            return re.sub(r'_x([0-9A-Fa-f]{4})_', lambda m: chr(int(m.group(1), 16)), text)
        def cell(c):
            v, t, f = c.value, c.data_type, c.number_format
            if v is None: return ['empty', ''] if f == '@' else ['none', '']
            if t == 's' and f == '@': return ['text', unescape(v)]
            if t == 'b': return ['boolean', v]
            if t == 'n' and f == 'General': return ['number', v]
            if t == 'd' and f == 'yyyy-mm-dd' and isinstance(v, datetime.datetime) and v.time() == datetime.time():
                return ['date', v.date().isoformat()]
            return ['other', '%s %s %r' % (t, f, v)]
        sheets = []
        for sheet in book.worksheets:
            widths = [sheet.column_dimensions[get_column_letter(i + 1)].width if get_column_letter(i + 1) in sheet.column_dimensions else None
                      for i in range(sheet.max_column)]
            sheets.append({'name': sheet.title, 'frozen': sheet.freeze_panes, 'filter': sheet.auto_filter.ref, 'widths': widths,
                           'rows': [[cell(c) for c in row] for row in sheet.iter_rows()]})
        print(json.dumps({'sheets': sheets, 'created': book.properties.created.isoformat()}))
        """

    /// The workbook at `path` as openpyxl reads it.
    ///
    /// - Throws: ``WorkbookReadError`` when openpyxl refuses the file, with its error.
    public static func read(_ path: String) throws -> ParsedWorkbook {
        let run = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", reader, path])
        guard run.status == 0 else {
            throw WorkbookReadError(message: "python3-openpyxl (bin/lib/system-packages-test) refused \(path): \(run.errors)")
        }
        return try JSONDecoder().decode(ParsedWorkbook.self, from: run.output)
    }
}

/// openpyxl's refusal of a workbook.
public struct WorkbookReadError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    public init(message: String) {
        self.message = message
    }
}
