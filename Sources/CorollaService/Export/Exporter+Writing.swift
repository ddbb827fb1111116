import CorollaJSON

extension Exporter {
    /// Writes a document in `format` of `columns` to `output`: the header (CSV, TSV), then each row
    /// `rows` hands to its callback, as it comes.
    ///
    /// - Returns: how many rows were written.
    /// - Complexity: O(r) for r rows; memory O(1) in r.
    public static func write(
        _ format: PlantFileFormat, columns: ExportColumns, to output: OutputBuffer, rows: (([ExportValue]) throws -> Void) throws -> Void
    ) throws -> Int {
        guard !format.isWorkbook else { throw Failure(.usage, "a .\(format.rawValue) workbook is not written as text") }
        let header = columns.names.map(ExportValue.text)
        switch format {
        case .csv: try writeLine(header, to: output, separator: ",", end: "\r\n") { try $0.writeCSV(to: output) }
        case .tsv: try writeLine(header, to: output, separator: "\t", end: "\n") { try $0.writeTSV(to: output) }
        case .json, .ndjson, .xlsx, .ods: break
        }
        var count = 0
        try rows { row in
            switch format {
            case .csv: try writeLine(row, to: output, separator: ",", end: "\r\n") { try $0.writeCSV(to: output) }
            case .tsv: try writeLine(row, to: output, separator: "\t", end: "\n") { try $0.writeTSV(to: output) }
            case .json:
                try output.append(constant: count == 0 ? "[\n" : ",\n")
                try writeObject(row, columns: columns, to: output)
            case .ndjson:
                try writeObject(row, columns: columns, to: output)
                try output.append(byte: 0x0A)
            case .xlsx, .ods: break
            }
            count += 1
        }
        if format == .json { try output.append(count == 0 ? "[]\n" : "\n]\n") }
        return count
    }

    private static func writeLine(
        _ values: [ExportValue], to output: OutputBuffer, separator: StaticString, end: StaticString, _ write: (ExportValue) throws -> Void
    ) throws {
        for (index, value) in values.enumerated() {
            if index > 0 { try output.append(constant: separator) }
            try write(value)
        }
        try output.append(constant: end)
    }

    /// Writes a row of `columns` as a one-line JSON object, compact or with `pretty` separators
    /// (`", "` and `": "`), after `id` when given: what `JSONValue.rendered` gives of the object.
    static func writeObject(_ row: [ExportValue], columns: ExportColumns, id: Int64? = nil, pretty: Bool = false, to output: OutputBuffer) throws {
        let separator: StaticString = pretty ? ", " : ","
        try output.append(byte: UInt8(ascii: "{"))
        if let id {
            try output.append(constant: pretty ? "\"id\": " : "\"id\":")
            try output.appendInteger(id)
            try output.append(constant: separator)
        }
        let keys = pretty ? columns.prettyKeys : columns.keys
        for (index, value) in row.enumerated() {
            if index > 0 { try output.append(constant: separator) }
            try keys[index].withUnsafeBufferPointer { try output.append(bytes: $0) }
            try value.writeJSON(to: output)
        }
        try output.append(byte: UInt8(ascii: "}"))
    }
}
