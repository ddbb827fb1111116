import CorollaJSON

/// Reads JSON (one array of objects) and NDJSON (one object per line) with the strict `JSONParser`:
/// no duplicate keys, no trailing commas, nesting at most `JSONParser.maximumDepth` deep.
///
/// A member whose value is `null` is absent; a member that is missing is not in the record at all.
enum JSONRecordReader {
    /// The objects of a JSON array, each at the line of its opening brace.
    ///
    /// - Throws: `ImportError` for invalid JSON (at its line and column), a document that is not an
    ///   array, an empty array, or an element that is not an object.
    /// - Complexity: O(n) for n bytes.
    static func readArray(_ source: SourceText) throws -> RawTable {
        let document = try parse(source.bytes, firstLine: 1, in: source, hint: nil)
        guard case .array(let elements) = document.root else {
            throw ImportError(
                file: source.file, line: document.rootLine, reason: "expected an array of objects, found \(document.root.kind)",
                hint: "put the objects in [ ], or one per line in an .ndjson file")
        }
        guard !elements.isEmpty else { throw ImportError(file: source.file, line: 1, reason: "the array holds no records") }
        let records = try zip(elements, document.elementLines).enumerated().map { offset, element in
            try record(element.0, line: element.1, index: offset + 1, in: source)
        }
        return RawTable(records: records)
    }

    /// The objects of an NDJSON file, one per non-blank line.
    ///
    /// - Throws: `ImportError` at the first line that is not one JSON object, or for a file without one.
    /// - Complexity: O(n) for n bytes.
    static func readLines(_ source: SourceText) throws -> RawTable {
        var records: [RawRecord] = []
        for (offset, content) in source.bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
        where content.contains(where: { !SourceText.isWhitespace($0) }) {
            let value = try parse(Array(content), firstLine: offset + 1, in: source, hint: "each line of NDJSON is one whole object").root
            records.append(try record(value, line: offset + 1, index: records.count + 1, in: source))
        }
        guard !records.isEmpty else { throw ImportError(file: source.file, line: 1, reason: "the file is empty") }
        return RawTable(records: records)
    }

    private static func parse(_ bytes: [UInt8], firstLine: Int, in source: SourceText, hint: String?) throws -> JSONDocument {
        do {
            return try JSONParser.parseDocument(bytes)
        } catch let error as JSONSyntaxError {
            throw ImportError(
                file: source.file, line: firstLine + error.line - 1, reason: "invalid JSON at column \(error.column): \(error.reason)",
                hint: hint)
        }
    }

    private static func record(_ value: JSONValue, line: Int, index: Int, in source: SourceText) throws -> RawRecord {
        guard case .object(let members) = value else {
            throw ImportError(file: source.file, line: line, record: index, reason: "expected an object, found \(value.kind)")
        }
        return RawRecord(
            line: line, index: index, names: members.map(\.key),
            values: members.map { $0.value == .null ? .absent : .json($0.value) })
    }
}
