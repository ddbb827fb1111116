/// Reads TSV in PostgreSQL's text format: a header line, then one record per line.
///
/// Fields are separated by tabs and records by LF (a CR before it is dropped). Nothing is quoted:
/// a backslash escapes a tab (`\t`), a line feed (`\n`), a carriage return (`\r`) and itself
/// (`\\`); a field that is exactly `\N` is absent; an empty field is the empty string. Blank lines
/// are skipped. Any other backslash sequence is refused, so that a path like `C:\photos` is not
/// silently changed.
enum TSVReader {
    private static let tab: UInt8 = 0x09, lf: UInt8 = 0x0A, cr: UInt8 = 0x0D, backslash = UInt8(ascii: "\\")

    /// The header of `source` and the sink that took its records.
    ///
    /// - Throws: `ImportError` at the first malformed record.
    /// - Complexity: O(n) for n bytes.
    static func read<Sink: RowSink>(_ source: SourceText, sink: Sink) throws -> (header: RawHeader, sink: Sink) {
        var table = DelimitedTableBuilder(source: source, tooManyFieldsHint: "write a tab inside a field as \\t", sink: sink)
        for (offset, content) in source.bytes.split(separator: lf, omittingEmptySubsequences: false).enumerated() {
            let text = content.last == cr ? content.dropLast() : content
            guard !text.isEmpty else { continue }
            var values: [RawValue] = []
            values.reserveCapacity(table.columnCount ?? 8)
            for field in text.split(separator: tab, omittingEmptySubsequences: false) {
                do {
                    values.append(try value(of: field))
                } catch let reason as EscapeError {
                    throw ImportError(
                        file: source.file, line: offset + 1, record: table.nextRecordIndex,
                        field: table.columnName(at: values.count), reason: reason.description,
                        hint: "write a backslash as \\\\, a tab as \\t, a line break as \\n")
                }
            }
            try table.append(line: offset + 1, values: values)
        }
        return (try table.finish(), table.sink)
    }

    private struct EscapeError: Error, CustomStringConvertible {
        var description: String
    }

    private static func value(of field: ArraySlice<UInt8>) throws -> RawValue {
        guard field.contains(backslash) else { return .text(String(decoding: field, as: UTF8.self)) }
        guard !field.elementsEqual([backslash, UInt8(ascii: "N")]) else { return .absent }
        var text: [UInt8] = []
        var bytes = field.makeIterator()
        while let byte = bytes.next() {
            guard byte == backslash else {
                text.append(byte)
                continue
            }
            switch bytes.next() {
            case UInt8(ascii: "\\"): text.append(backslash)
            case UInt8(ascii: "t"): text.append(tab)
            case UInt8(ascii: "n"): text.append(lf)
            case UInt8(ascii: "r"): text.append(cr)
            case nil: throw EscapeError(description: "a backslash at the end of a field")
            case let other?:
                let shown = other < 0x80 ? String(UnicodeScalar(other)) : "…"
                throw EscapeError(description: "an unknown escape \\\(shown)")
            }
        }
        return .text(String(decoding: text, as: UTF8.self))
    }
}
