import CXLSXWriter

/// A sheet of a ``Workbook`` being written: a header row of its columns' names, frozen and with an
/// autofilter, then one row per ``append(_:)``, each value as the cell of its kind — a number, a
/// boolean, a date (from 1900-01-01, Excel's first day; earlier days are written as
/// `YYYY-MM-DD` text), text (never a formula) — and columns about as wide as their contents
/// (``finish()``).
final class WorkbookSheet {
    /// The most characters (UTF-16 code units, as Excel counts them) an Excel cell holds.
    static let cellCharacters = 32_767
    /// The widest a column is made, in characters.
    static let widestColumn = 60

    private let sheet: UnsafeMutablePointer<lxw_worksheet>
    private unowned let workbook: Workbook
    let name: String
    let columns: ExportColumns
    /// How many rows were written after the header.
    private(set) var rows = 0
    /// Each column's widest value so far, in characters.
    private var widths: [Int]

    /// The sheet `sheet` of `workbook`, its header row written.
    init(_ sheet: UnsafeMutablePointer<lxw_worksheet>, name: String, columns: ExportColumns, in workbook: Workbook) throws {
        (self.sheet, self.name, self.columns, self.workbook) = (sheet, name, columns, workbook)
        widths = columns.names.map(\.count)
        for (column, title) in columns.names.enumerated() {
            try workbook.check(worksheet_write_string(sheet, 0, lxw_col_t(column), title, workbook.header), "cannot write the header of sheet '\(name)'")
        }
    }

    /// Writes `row`, one value per column, as the next row.
    ///
    /// - Throws: ``Failure`` (bad input) for a text longer than an Excel cell holds or a row past
    ///   the sheet's last; ``WorkbookError`` when libxlsxwriter fails.
    func append(_ row: [ExportValue]) throws {
        let index = rows + 1
        guard index < Int(LXW_ROW_MAX) else {
            throw Failure(
                .badInput, "Cannot write an .xlsx file: the sheet '\(name)' would have more than \(Int(LXW_ROW_MAX) - 1) rows under its header, "
                    + "the most a sheet holds; export as CSV, TSV or JSON instead.")
        }
        for (column, value) in row.enumerated() {
            try write(value, row: index, column: column, of: row)
        }
        rows += 1
    }

    /// Freezes the header row, puts an autofilter on the columns, and makes each column as wide as
    /// its widest value (at most ``widestColumn`` characters, and two more for the filter's button).
    func finish() throws {
        worksheet_freeze_panes(sheet, 1, 0)
        let last = lxw_col_t(columns.names.count - 1)
        try workbook.check(worksheet_autofilter(sheet, 0, 0, lxw_row_t(rows), last), "cannot put an autofilter on sheet '\(name)'")
        for (column, width) in widths.enumerated() {
            let fitted = Double(min(width, Self.widestColumn) + 2)
            try workbook.check(worksheet_set_column(sheet, lxw_col_t(column), lxw_col_t(column), fitted, nil), "cannot size the columns of sheet '\(name)'")
        }
    }

    /// Writes `value` as the cell at `row` (after the header: from 1) and `column`.
    private func write(_ value: ExportValue, row: Int, column: Int, of values: [ExportValue]) throws {
        let (at, to) = (lxw_row_t(row), lxw_col_t(column))
        var width = 0
        let error: lxw_error
        switch value {
        case .absent: return
        case .text(let text): return try write(text, row: row, column: column, of: values)
        case .list(let texts): return try write(texts.joined(separator: " "), row: row, column: column, of: values)
        case .number(let literal):
            guard let number = Self.exactNumber(literal) else { return try write(literal, row: row, column: column, of: values) }
            (error, width) = (worksheet_write_number(sheet, at, to, number, nil), literal.count)
        case .boolean(let flag): (error, width) = (worksheet_write_boolean(sheet, at, to, flag ? 1 : 0, nil), 5)
        case .date(let day):
            guard day.year >= 1900 else { return try write(day.description, row: row, column: column, of: values) }
            var date = lxw_datetime(year: Int32(day.year), month: Int32(day.month), day: Int32(day.day), hour: 0, min: 0, sec: 0)
            (error, width) = (worksheet_write_datetime(sheet, at, to, &date, workbook.date), 10)
        }
        try workbook.check(error, "cannot write \(place(row: row, column: column, of: values))")
        widths[column] = max(widths[column], width)
    }

    /// Writes `text` as a text cell: with its `_xHHHH_` sequences escaped (``escapingUnderscores(_:)``),
    /// with the Text format.
    ///
    /// - Throws: ``Failure`` (bad input) when it is longer than an Excel cell holds: a cell is never cut short.
    private func write(_ text: String, row: Int, column: Int, of values: [ExportValue]) throws {
        let length = text.utf16.count
        guard length <= Self.cellCharacters else {
            throw Failure(
                .badInput, "Cannot write an .xlsx file: \(place(row: row, column: column, of: values)) has \(length) characters, more than the "
                    + "\(Self.cellCharacters) an Excel cell holds; export as CSV, TSV or JSON, which hold it whole, or shorten it.")
        }
        let error = worksheet_write_string(sheet, lxw_row_t(row), lxw_col_t(column), Self.escapingUnderscores(text), workbook.text)
        try workbook.check(error, "cannot write \(place(row: row, column: column, of: values))")
        widths[column] = max(widths[column], Self.longestLine(text))
    }

    /// The length of `text`'s longest line in Unicode scalars (about its width in characters),
    /// counted up to ``widestColumn``.
    static func longestLine(_ text: String) -> Int {
        var (longest, line) = (0, 0)
        for scalar in text.unicodeScalars {
            line = scalar == "\n" ? 0 : line + 1
            longest = max(longest, line)
            if longest >= widestColumn { break }
        }
        return longest
    }

    /// The cell in people's words: `the notes of fern (sheet 'Plants', row 5)`, by the row's key
    /// when its first column is `key`.
    private func place(row: Int, column: Int, of values: [ExportValue]) -> String {
        let key = columns.names.first == "key" ? values.first.flatMap { if case .text(let key) = $0 { " of \(key)" } else { nil } } : nil
        return "the \(columns.names[column])\(key ?? "") (sheet '\(name)', row \(row + 1))"
    }

    /// The number a literal writes, when a spreadsheet keeps it exactly: a literal of at most the 15
    /// significant digits Excel and LibreOffice keep (libxlsxwriter writes 16) — every literal the
    /// export writes is the shortest that reads back as its number. Nil for the others
    /// (0.34615384615384615, 1234567890123456), written as text: their exact literal, never a
    /// nearby number.
    static func exactNumber(_ literal: String) -> Double? {
        guard let number = Double(literal), number.isFinite else { return nil }
        let mantissa = literal.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
        let digits = mantissa.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.drop { $0 == UInt8(ascii: "0") }
        return digits.count <= spreadsheetDigits ? number : nil
    }

    /// The significant digits of a number Excel and LibreOffice keep.
    static let spreadsheetDigits = 15

    /// `text` with the underscore of each `_xHHHH_` (four hex digits) written `_x005F_`: in a
    /// workbook `_xHHHH_` stands for the character U+HHHH, so text holding it literally is
    /// escaped as ECMA-376 says (§22.4.2.4) and reads back as written.
    ///
    /// - Complexity: O(n) in the text's UTF-8 bytes.
    static func escapingUnderscores(_ text: String) -> String {
        guard text.utf8.count >= 7, text.utf8.contains(UInt8(ascii: "_")) else { return text }
        let bytes = Array(text.utf8)
        func isHex(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "_"), index + 6 < bytes.count, bytes[index + 1] == UInt8(ascii: "x"), bytes[index + 6] == UInt8(ascii: "_"),
                bytes[index + 2...index + 5].allSatisfy(isHex)
            {
                escaped += Array("_x005F".utf8)
            }
            escaped.append(byte)
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
