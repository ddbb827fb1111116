/// Reads TSV in PostgreSQL's text format: a header line, then one record per line.
///
/// Fields are separated by tabs and records by LF (a CR before it is dropped). Nothing is quoted:
/// a backslash escapes a tab (`\t`), a line feed (`\n`), a carriage return (`\r`) and itself
/// (`\\`); a field that is exactly `\N` is absent; an empty field is the empty string. Blank lines
/// are skipped. Any other backslash sequence is refused, so that a path like `C:\photos` is not
/// silently changed.
enum TSVReader {
    private static let tab: UInt8 = 0x09, lf: UInt8 = 0x0A, cr: UInt8 = 0x0D, backslash = UInt8(ascii: "\\")

    /// A table for a TSV file.
    static func table(file: String) -> DelimitedTableBuilder {
        DelimitedTableBuilder(file: file, tooManyFieldsHint: "write a tab inside a field as \\t")
    }

    /// A reader of the lines of `block` (whole lines, as `InputChunker` cuts them), after the rows
    /// `table` holds.
    struct Cursor {
        private let block: SourceText
        /// The offset of the next line.
        private var position = 0
        /// The line `position` is on.
        private var line: Int
        private(set) var table: DelimitedTableBuilder

        init(block: SourceText, table: DelimitedTableBuilder) {
            self.block = block
            line = block.firstLine
            self.table = table
        }

        /// The next record of the block (after the header, in the first block), nil at its end.
        ///
        /// - Throws: `ImportError` for a malformed line, or a byte that is not UTF-8 in it.
        /// - Complexity: O(k) for the k bytes of the line.
        mutating func next() throws -> RawRecord? {
            let bytes = block.bytes
            while position < bytes.count {
                let end = bytes[position...].firstIndex(of: lf) ?? bytes.count
                let content = bytes[position..<end]
                let number = line
                position = end + 1
                line += 1
                try block.check(before: end)
                if let record = try TSVReader.record(content, line: number, table: &table, file: block.file) { return record }
            }
            return nil
        }
    }

    /// The record of one line (nil for a blank line or the header).
    private static func record(_ content: ArraySlice<UInt8>, line: Int, table: inout DelimitedTableBuilder, file: String) throws -> RawRecord? {
        let text = content.last == cr ? content.dropLast() : content
        guard !text.isEmpty else { return nil }
        var values: [RawValue] = []
        values.reserveCapacity(table.columnCount ?? 8)
        for field in text.split(separator: tab, omittingEmptySubsequences: false) {
            guard values.count < ImportLimits.fields else { throw table.limitError(line: line, column: values.count, fieldTooLong: false) }
            guard field.count <= ImportLimits.fieldBytes else { throw table.limitError(line: line, column: values.count, fieldTooLong: true) }
            do {
                values.append(try value(of: field))
            } catch let reason as EscapeError {
                throw ImportError(
                    file: file, line: line, record: table.nextRecordIndex,
                    field: table.columnName(at: values.count), reason: reason.description,
                    hint: "write a backslash as \\\\, a tab as \\t, a line break as \\n")
            }
        }
        return try table.append(line: line, values: values)
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
