import CorollaService

/// One column of a listing of `Row`s: its header and cell in the table, its name and value in CSV
/// and TSV (the JSON key of the same field, snake_case).
struct ListingColumn<Row> {
    /// The table's header: `KEY`, `NAME`, or empty.
    let header: String
    /// The CSV and TSV header: `key`, `water_every_days`.
    let name: String
    /// Where the table may cut the cells to fit a width: each a floor (at least the header's
    /// width) and its place in the cut order (see ``TableFit/Cut``); none for a column never cut.
    var cuts: [(floor: Int, order: Int)] = []
    /// The widest a cell is shown even when the width allows more (cut with `…`); nil: no limit.
    var maximum: Int? = nil
    /// Numbers are aligned to the right.
    var rightAligned = false
    /// The colour of a non-empty cell on a terminal.
    var color: Console.Color? = nil
    /// The table's cell, before ``String/visible(keepingLines:)`` and cuts.
    let cell: (Row) -> String
    /// The CSV and TSV field.
    let value: (Row) -> ExportValue

    /// A column whose cells are never cut: a key, a number, a date.
    static func whole(
        _ header: String, _ name: String, rightAligned: Bool = false, color: Console.Color? = nil, cell: @escaping (Row) -> String,
        value: @escaping (Row) -> ExportValue
    ) -> ListingColumn {
        ListingColumn(header: header, name: name, rightAligned: rightAligned, color: color, cell: cell, value: value)
    }

    /// A free-text column cut at `maximum` cells, and to fit a width by `cuts`: down to each floor
    /// (raised to the header's width, which is never cut) at its place in the cut order.
    static func text(
        _ header: String, _ name: String, maximum: Int, cuts: [(floor: Int, order: Int)], cell: @escaping (Row) -> String,
        value: @escaping (Row) -> ExportValue
    ) -> ListingColumn {
        ListingColumn(
            header: header, name: name, cuts: cuts.map { (Swift.max($0.floor, header.displayWidth), $0.order) }, maximum: maximum, cell: cell,
            value: value)
    }

    /// The cell of `row` as the table shows it: ``String/visible(keepingLines:)`` (one line, no
    /// control character), cut at ``maximum`` and, for a free-text column, at `width` (the
    /// column's fitted width; nil: not fitted yet).
    func text(of row: Row, width: Int? = nil) -> String {
        let text = cell(row).visible()
        let limit = cuts.isEmpty ? maximum : width.map { Swift.min($0, maximum ?? $0) } ?? maximum
        return limit.map(text.cut(to:)) ?? text
    }
}
