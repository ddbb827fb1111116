/// Reads CSV as RFC 4180 writes it: a header row, then records.
///
/// Fields are separated by commas (or the file's ``Delimiter``) and records by CRLF or LF. A field that starts with a quote runs
/// to the matching quote and may hold commas, CR and LF; a doubled quote inside it is one quote.
/// An unquoted empty field is absent; a quoted empty field (`""`) is the empty string. Blank lines
/// between records are skipped.
///
/// Refused: a quote inside an unquoted field, text after a closing quote, a quote that never
/// closes, a carriage return without a line feed, and a record whose field count differs from the
/// header's.
struct CSVReader {
    private static var quote: UInt8 { UInt8(ascii: "\"") }
    private static var cr: UInt8 { 0x0D }
    private static var lf: UInt8 { 0x0A }

    private let block: SourceText
    private let bytes: [UInt8]
    /// The byte between fields.
    private let delimiter: UInt8
    /// The offset of the next byte to read.
    private var position = 0
    /// The line `position` is on.
    private var line: Int
    /// The rows read so far, of this block and the ones before it.
    private(set) var table: DelimitedTableBuilder
    /// The values of the row being read (one buffer for every row: the table copies what it keeps).
    private var values: [RawValue] = []

    /// A reader of the rows of `block` (whole rows, as `InputChunker` cuts them), after the rows
    /// `table` holds.
    init(block: SourceText, table: DelimitedTableBuilder, delimiter: Delimiter) {
        self.block = block
        self.delimiter = delimiter.byte
        bytes = block.bytes
        line = block.firstLine
        self.table = table
    }

    /// A table for a CSV file whose fields `delimiter` separates.
    static func table(file: String, delimiter: Delimiter) -> DelimitedTableBuilder {
        let example = delimiter == .tab ? "\"Rosemary\tcreeping\"" : "\"Rosemary\(Character(UnicodeScalar(delimiter.byte))) creeping\""
        return DelimitedTableBuilder(
            file: file, tooManyFieldsHint: "quote a field that holds a \(delimiter == .comma ? "comma" : delimiter.rawValue): \(example)")
    }

    /// The next record of the block (after the header, in the first block), nil at its end.
    ///
    /// - Throws: `ImportError` for a malformed row, or a byte that is not UTF-8 in it.
    /// - Complexity: O(k) for the k bytes of the row.
    mutating func next() throws -> RawRecord? {
        while true {
            let row = try block.checking(upTo: { position }) { try nextRow() }
            guard let start = row else { return nil }
            if let record = try table.append(line: start, values: values) { return record }
        }
    }

    /// Reads the next row into `values`, after any blank lines; returns the line it starts on, nil at
    /// the end.
    private mutating func nextRow() throws -> Int? {
        while let byte = peek(), byte == Self.lf || (byte == Self.cr && peek(1) == Self.lf) {
            position += byte == Self.lf ? 1 : 2
            line += 1
        }
        guard position < bytes.count else { return nil }
        let start = line
        values.removeAll(keepingCapacity: true)
        // As many as the header has (or, for the header, a few): growing from empty would reallocate
        // several times a record.
        values.reserveCapacity(table.columnCount ?? 8)
        while true {
            guard values.count < ImportLimits.fields else { throw table.limitError(line: start, column: values.count, fieldTooLong: false) }
            values.append(try field(index: values.count))
            switch peek() {
            case delimiter: position += 1
            case Self.cr: position += 2; line += 1; return start
            case Self.lf: position += 1; line += 1; return start
            default: return start
            }
        }
    }

    /// The field at `position`, leaving `position` on the separator or line end after it.
    private mutating func field(index: Int) throws -> RawValue {
        peek() == Self.quote ? try quotedField(index: index) : try unquotedField(index: index)
    }

    private mutating func unquotedField(index: Int) throws -> RawValue {
        let start = position
        while let byte = peek(), byte != delimiter, byte != Self.lf {
            if byte == Self.cr {
                guard peek(1) == Self.lf else {
                    throw error(
                        index: index, reason: "a carriage return without a line feed (classic Mac OS line endings?)",
                        hint: "end lines with LF or CRLF, e.g. `tr '\\r' '\\n'`")
                }
                break
            }
            if byte == Self.quote {
                throw error(
                    index: index, reason: "a quote inside an unquoted field",
                    hint: "quote the whole field and double the quotes inside it: \"Bird's \"\"nest\"\"\"")
            }
            position += 1
        }
        guard position - start <= ImportLimits.fieldBytes else { throw table.limitError(line: line, column: index, fieldTooLong: true) }
        return position == start ? .absent : .text(String(decoding: bytes[start..<position], as: UTF8.self))
    }
    private mutating func quotedField(index: Int) throws -> RawValue {
        let openingLine = line
        position += 1
        var text: [UInt8] = []
        var segmentStart = position
        while true {
            while let byte = peek(), byte != Self.quote {
                if byte == Self.lf { line += 1 }
                position += 1
            }
            guard position < bytes.count else {
                line = openingLine
                throw error(index: index, reason: "a quoted field that starts here never ends (unterminated quote)",
                            hint: "close it with a quote, and double the quotes inside it")
            }
            text.append(contentsOf: bytes[segmentStart..<position])
            position += 1
            guard peek() == Self.quote else { break }
            text.append(Self.quote)
            position += 1
            segmentStart = position
        }
        guard text.count <= ImportLimits.fieldBytes else {
            throw table.limitError(line: openingLine, column: index, fieldTooLong: true)
        }
        if let byte = peek(), byte != delimiter, byte != Self.lf, !(byte == Self.cr && peek(1) == Self.lf) {
            throw error(index: index, reason: "text after the closing quote of a quoted field",
                        hint: "quote the whole field and double the quotes inside it: \"Bird's \"\"nest\"\"\"")
        }
        return .text(String(decoding: text, as: UTF8.self))
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private func error(index: Int, reason: String, hint: String) -> ImportError {
        ImportError(
            file: table.file, line: line, record: table.nextRecordIndex, field: table.columnName(at: index),
            reason: reason, hint: hint)
    }
}
