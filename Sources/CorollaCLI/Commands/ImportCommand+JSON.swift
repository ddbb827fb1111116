import CorollaJSON
import CorollaService

/// What `corolla import --json` writes: the problems of a file, the summary, the dialect.
extension ImportCommand {
    /// `{"errors": [{"file", "line", "record", "field", "reason", "hint"}, …], "error_count": N}`: the
    /// problems kept (``ImportErrors/kept``) and how many there were.
    static func json(_ errors: ImportErrors) -> JSONValue {
        let list = errors.errors.map(json)
        return .object([JSONMember("errors", .array(list)), JSONMember("error_count", .number(Double(errors.count)))])
    }

    /// `{"file", "line", "record", "field", "reason", "hint", "rows", "lines"}`: one problem of an
    /// import file, with the rows it is on (`rows` of them, `lines` as `[first, last]` ranges); in
    /// a workbook's sheet, also `"sheet"` and `"cell"` (`"C7"` or null), `line` being the row.
    static func json(_ error: ImportError) -> JSONValue {
        let ranges = error.rows.count > 1 ? error.rows.ranges : [error.line...error.line]
        return .object([
            JSONMember("file", .string(error.file)), JSONMember("line", .number(Double(error.line))),
            JSONMember("record", error.record.map { .number(Double($0)) } ?? .null),
            JSONMember("field", error.field.map(JSONValue.string) ?? .null), JSONMember("reason", .string(error.reason)),
            JSONMember("hint", error.hint.map(JSONValue.string) ?? .null),
            JSONMember("rows", .number(Double(max(error.rows.count, 1)))),
            JSONMember("lines", .array(ranges.map { .array([.number(Double($0.lowerBound)), .number(Double($0.upperBound))]) })),
        ] + (error.sheet.map { [JSONMember("sheet", .string($0)), JSONMember("cell", error.cell.map(JSONValue.string) ?? .null)] } ?? []))
    }

    static func json(_ summary: ImportSummary) -> JSONValue {
        let counts: [(String, Int)] = [
            ("inserted", summary.inserted), ("updated", summary.updated), ("unchanged", summary.unchanged),
            ("skipped", summary.skipped), ("favorited", summary.favorited), ("unfavorited", summary.unfavorited),
            ("waterings_added", summary.wateringsAdded), ("waterings_recorded", summary.wateringsRecorded),
        ]
        return .object(
            counts.map { JSONMember($0, .number(Double($1))) } + [
                JSONMember("empty_rows", .number(Double(summary.emptyRows))), JSONMember("totals_rows", .number(Double(summary.totalsRows))),
                JSONMember("dialect", summary.dialect.map(json) ?? .null),
                JSONMember("date_orders", .array(summary.dateDecisions.map { decision in
                    .object([
                        JSONMember("field", .string(decision.field.rawValue)), JSONMember("format", .string(decision.format.rawValue)),
                        JSONMember("line", .number(Double(decision.line))), JSONMember("text", .string(decision.text)),
                    ])
                })),
                JSONMember("dry_run", .bool(summary.dryRun)), JSONMember("ignored_columns", .array(summary.ignoredColumns.map { .string($0) })),
                JSONMember("columns", .object(summary.matchedColumns.map { JSONMember($0.header, .string($0.field.rawValue)) })),
                JSONMember("not_in_file", .array(summary.notInFile.map { .string($0.rawValue) })),
            ])
    }

    /// `{"delimiter": "semicolon" or null, "delimiter_sniffed", "decimal_comma", "encoding": "utf-8"}`,
    /// and for a workbook `"sheet"`: the sheet read.
    static func json(_ dialect: Dialect) -> JSONValue {
        .object([
            JSONMember("delimiter", dialect.delimiter.map { .string($0.rawValue) } ?? .null), JSONMember("delimiter_sniffed", .bool(dialect.sniffed)),
            JSONMember("decimal_comma", .bool(dialect.decimalComma)), JSONMember("encoding", .string(dialect.encoding.rawValue)),
        ] + (dialect.sheet.map { [JSONMember("sheet", .string($0))] } ?? []))
    }
}
