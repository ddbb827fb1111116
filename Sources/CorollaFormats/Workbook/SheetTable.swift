/// Turns a sheet's rows into an import's header and records: the first row with a value is the
/// header, each later row a record with a value (or none) for each of the header's columns.
///
/// A cell under no header (but for empty text), and a cell whose value cannot be read (`#N/A`),
/// are problems of their row's record, named by the cell's reference (`C7`).
struct SheetTable {
    let file: String
    /// The sheet's name, for messages.
    let sheet: String
    private(set) var header: RawHeader?
    /// The sheet column of each of the header's names.
    private(set) var columns: [Int] = []
    /// The index in the header of each sheet column that has a name.
    private var indexOfColumn: [Int: Int] = [:]
    /// How many records were made in all.
    private(set) var recordCount = 0

    init(file: String, sheet: String) {
        (self.file, self.sheet) = (file, sheet)
    }

    /// The letters of the header's columns (`A`, `C`, …), one per name.
    var columnLetters: [String] { columns.map(SheetColumn.letters) }

    /// The header (nil: `row` was it, or is empty and before it) or the record of `row`.
    ///
    /// - Throws: `ImportError` for a header over ``ImportLimits/fields`` or with a value that
    ///   cannot be read; for a record (``ImportError/record`` set: the table goes on with the next
    ///   row), a value in a column without a header or one that cannot be read.
    /// - Complexity: O(k) for the k cells of the row.
    mutating func add(_ row: SheetRow) throws -> RawRecord? {
        guard let header else {
            try start(row)
            return nil
        }
        recordCount += 1
        var values = [RawValue](repeating: .absent, count: header.names.count)
        for cell in row.cells {
            guard let index = indexOfColumn[cell.column] else {
                // Empty text (a blank cell with the Text format) is no value.
                if cell.value == .success("") { continue }
                let letters = SheetColumn.letters(cell.column)
                throw error(
                    row: row, column: cell.column, field: nil, reason: "a value in column \(letters), which has no header",
                    hint: "give column \(letters) a header in row \(header.line), or clear it")
            }
            switch cell.value {
            case .success(let text): values[index] = .text(text)
            case .failure(let problem):
                throw error(row: row, column: cell.column, field: header.names[index], reason: problem.reason, hint: "put a value in the cell, or clear it")
            }
        }
        return RawRecord(line: row.number, index: recordCount, names: header.names, values: values)
    }

    /// Takes `row` as the header when it has a value.
    private mutating func start(_ row: SheetRow) throws {
        let row = SheetRow(number: row.number, cells: row.cells.filter { $0.value != .success("") })
        guard !row.cells.isEmpty else { return }
        guard row.cells.count <= ImportLimits.fields else {
            throw ImportError(file: file, line: row.number, reason: "more than \(ImportLimits.fields) columns, the limit", sheet: sheet)
        }
        var names: [String] = []
        for cell in row.cells.sorted(by: { $0.column < $1.column }) where indexOfColumn[cell.column] == nil {
            switch cell.value {
            case .success(let name):
                indexOfColumn[cell.column] = names.count
                names.append(name)
                columns.append(cell.column)
            case .failure(let problem):
                throw error(row: row, column: cell.column, field: nil, reason: "a header that is \(problem.reason)", hint: "name the column")
            }
        }
        header = RawHeader(line: row.number, names: names)
    }

    private func error(row: SheetRow, column: Int, field: String?, reason: String, hint: String) -> ImportError {
        ImportError(
            file: file, line: row.number, record: header == nil ? nil : recordCount, field: field, reason: reason, hint: hint, sheet: sheet,
            cell: SheetColumn.letters(column) + "\(row.number)")
    }

    /// Checks the end of the sheet: it has a header and a record.
    ///
    /// - Throws: `ImportError` for a sheet without a record.
    func finish() throws {
        guard let header else { throw ImportError(file: file, line: 0, reason: "the sheet \(sheet) is empty", sheet: nil) }
        guard recordCount > 0 else {
            throw ImportError(file: file, line: header.line, reason: "the sheet has a header but no records", sheet: sheet)
        }
    }
}
