/// Reads CSV as RFC 4180 writes it: a header row, then records.
///
/// Fields are separated by commas and records by CRLF or LF. A field that starts with a quote runs
/// to the matching quote and may hold commas, CR and LF; a doubled quote inside it is one quote.
/// An unquoted empty field is absent; a quoted empty field (`""`) is the empty string. Blank lines
/// between records are skipped.
///
/// Refused: a quote inside an unquoted field, text after a closing quote, a quote that never
/// closes, a carriage return without a line feed, and a record whose field count differs from the
/// header's.
struct CSVReader {
    private static let comma = UInt8(ascii: ","), quote = UInt8(ascii: "\""), cr: UInt8 = 0x0D, lf: UInt8 = 0x0A

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var table: DelimitedTableBuilder

    private init(source: SourceText) {
        bytes = source.bytes
        table = DelimitedTableBuilder(
            source: source, tooManyFieldsHint: "quote a field that holds a comma: \"Rosemary, creeping\"")
    }

    /// The header and records of `source`.
    ///
    /// - Throws: `ImportError` at the first malformed record.
    /// - Complexity: O(n) for n bytes.
    static func read(_ source: SourceText) throws -> RawTable {
        var reader = CSVReader(source: source)
        while let (line, values) = try reader.nextRow() {
            try reader.table.append(line: line, values: values)
        }
        return try reader.table.finish()
    }

    /// The next row and the line it starts on, after any blank lines; nil at the end.
    private mutating func nextRow() throws -> (Int, [RawValue])? {
        while let byte = peek(), byte == Self.lf || (byte == Self.cr && peek(1) == Self.lf) {
            position += byte == Self.lf ? 1 : 2
            line += 1
        }
        guard position < bytes.count else { return nil }
        let start = line
        var values: [RawValue] = []
        // As many as the header has (or, for the header, a few): growing from empty reallocated 4 times a record.
        values.reserveCapacity(table.columnCount ?? 8)
        while true {
            values.append(try field(index: values.count))
            switch peek() {
            case Self.comma: position += 1
            case Self.cr: position += 2; line += 1; return (start, values)
            case Self.lf: position += 1; line += 1; return (start, values)
            default: return (start, values)
            }
        }
    }

    /// The field at `position`, leaving `position` on the separator or line end after it.
    private mutating func field(index: Int) throws -> RawValue {
        peek() == Self.quote ? try quotedField(index: index) : try unquotedField(index: index)
    }

    private mutating func unquotedField(index: Int) throws -> RawValue {
        let start = position
        while let byte = peek(), byte != Self.comma, byte != Self.lf {
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
        if let byte = peek(), byte != Self.comma, byte != Self.lf, !(byte == Self.cr && peek(1) == Self.lf) {
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
            file: table.source.file, line: line, record: table.nextRecordIndex, field: table.columnName(at: index),
            reason: reason, hint: hint)
    }
}
