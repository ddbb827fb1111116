import CorollaJSON
import CorollaService

/// A listing's rows written as they come, as a table fitted to a width, or as CSV or TSV of the
/// same columns (header row, the export's quoting: RFC 4180 for CSV, `\N` and backslash escapes
/// for TSV).
struct Listing<Row> {
    let columns: [ListingColumn<Row>]
    let console: Console

    /// Writes the rows `rows` gives as CSV or TSV (a header row, even without rows).
    ///
    /// - Returns: how many rows were written.
    /// - Complexity: O(n) for n rows; memory O(1) in n.
    func writeDelimited(_ format: PlantFileFormat, to output: OutputBuffer, rows: ((Row) throws -> Void) throws -> Void) throws -> Int {
        try Exporter.write(format, columns: ExportColumns(columns.map(\.name)), to: output) { row in
            try withoutActuallyEscaping(row) { row in try rows { each in try row(columns.map { $0.value(each) }) } }
        }
    }

    /// Writes the rows `rows` gives as a table fitted to `width` cells (``TableFit``; nil: not
    /// fitted), line by line, without holding them. `rows` is called twice — once to find the column
    /// widths, once to write — and must give the same rows both times (one snapshot of the
    /// catalog). Nothing is written when it gives none.
    ///
    /// - Returns: how many rows were written.
    /// - Complexity: O(n) for n rows; memory O(1) in n.
    func writeTable(to output: OutputBuffer, width: Int?, rows: ((Row) throws -> Void) throws -> Void) throws -> Int {
        let table = self.table
        var widths = TextTable.widths(table.header)
        var count = 0
        try rows { row in
            count += 1
            TextTable.widen(&widths, to: columns.map { $0.text(of: row) })
        }
        guard count > 0 else { return 0 }
        widths = TableFit.widths(widths, cuts: cuts, within: width)
        try output.append(table.line(table.header, widths: widths) + "\n")
        var written = 0
        try rows { row in
            written += 1
            try output.append(line(row, table: table, widths: widths) + "\n")
        }
        return written
    }

    /// The table of `rows` as lines, the header first (none without rows), fitted to `width`
    /// cells (nil: not fitted): what ``writeTable(to:width:rows:)`` writes.
    func lines(_ rows: [Row], width: Int?) throws -> [String] {
        let text = try OutputBuffer.collecting { output in
            _ = try writeTable(to: output, width: width) { each in try rows.forEach(each) }
        }
        return text.split(separator: "\n").map(String.init)
    }

    /// The cuts of every column, for ``TableFit``.
    private var cuts: [TableFit.Cut] {
        columns.enumerated().flatMap { column, each in each.cuts.map { TableFit.Cut(column: column, floor: $0.floor, order: $0.order) } }
    }

    /// The table's header and alignment, without rows.
    private var table: TextTable {
        var table = TextTable(header: columns.map(\.header))
        table.rightAligned = Set(columns.indices.filter { columns[$0].rightAligned })
        return table
    }

    /// The line of `row`: each cell cut to its column's width, coloured on a terminal.
    private func line(_ row: Row, table: TextTable, widths: [Int]) -> String {
        let cells = zip(columns, widths).map { column, width in column.text(of: row, width: width) }
        return table.line(cells, widths: widths) { column, cell in
            guard let color = columns[column].color, !cell.isEmpty else { return cell }
            return console.colored(cell, color)
        }
    }
}
