#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CorollaJSON

/// Reads JSON (one array of objects) and NDJSON (one object per line) with the strict `JSONParser`:
/// no duplicate keys, no trailing commas, nesting at most `JSONParser.maximumDepth` deep.
///
/// A JSON array is read a block of elements at a time (``InputChunker`` cuts it at the commas
/// between elements): each block is parsed as the array `[0,` + the block + `]`, on a line of its
/// own after the `[0,` and moved right by the characters before it on its first line, so that a
/// syntax error, and the nesting depth, are the ones the whole document has there, at the same
/// line and column.
///
/// A member whose value is `null` is absent; a member that is missing is not in the record at all.
enum JSONRecordReader {
    /// What goes before a block of elements: an element to skip, and a line break.
    private static let prefix = Array("[0,\n".utf8)

    /// A reader of the elements of a block of a JSON array, one at a time.
    struct ElementCursor {
        private let block: InputBlock
        /// The element to read next, where it starts, and the line it starts on.
        private var element = 0
        private var start = 0
        private var line: Int
        /// The offset of the first byte of `start`'s line, when that line starts in the block.
        private var lineStart: Int?
        private var done = false

        init(block: InputBlock) {
            self.block = block
            line = block.text.firstLine
        }

        /// The record of the next element, the `index`-th of the file; nil at the block's end.
        ///
        /// - Throws: `ImportError` for invalid JSON (at its line and column), a byte that is not
        ///   UTF-8, a document that is not an array, an empty array, or an element that is not an object.
        /// - Complexity: O(k) for the k bytes of the element.
        mutating func next(index: Int) throws -> RawRecord? {
            guard !done else { return nil }
            let text = block.text
            if block.isDocument {
                done = true
                try text.check(before: text.bytes.count)
                try readDocument(text)
            }
            let separators = block.separators
            let isLastElement = element == separators.count
            let end = isLastElement ? text.bytes.count : separators[element]
            let terminator = isLastElement ? block.terminator : UInt8(ascii: ",")
            let bytes = text.bytes[start..<end]
            try text.check(before: end + (terminator == nil ? 0 : 1))
            if terminator == UInt8(ascii: ",") || terminator == UInt8(ascii: "]"), let object = flatObject(bytes) {
                let recordLine = line + object.linesBefore
                advance(to: end + 1)
                element += 1
                done = isLastElement
                return try record(names: object.names, values: object.values, line: recordLine, index: index, in: text)
            }
            let isBlank = !bytes.contains { !SourceText.isWhitespace($0) }
            if isBlank, index == 1, terminator == UInt8(ascii: "]") {
                throw ImportError(file: text.file, line: 1, reason: "the array holds no records")
            }
            let column = self.column()
            var document = prefix
            document.reserveCapacity(prefix.count + column + bytes.count + 1)
            document.append(contentsOf: repeatElement(UInt8(ascii: " "), count: column))
            document.append(contentsOf: bytes)
            if let terminator {
                // A complete element ends the array; an empty one meets its terminator as the whole document would.
                document.append(isBlank || terminator != UInt8(ascii: ",") ? terminator : UInt8(ascii: "]"))
            }
            let parsed = try parse(document, firstLine: line - 1, in: text, hint: nil)
            let recordLine = line + (parsed.elementLines.dropFirst().first ?? 2) - 2
            advance(to: end + 1)
            element += 1
            done = isLastElement
            guard case .array(let elements) = parsed.root, elements.count == 2 else { return nil }
            return try record(elements[1], line: recordLine, index: index, in: text)
        }

        /// Moves the line from `start` to `offset`.
        ///
        /// - Complexity: O(k) for k bytes, by `memchr`.
        private mutating func advance(to offset: Int) {
            let end = min(offset, block.text.bytes.count)
            block.text.bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var from = start
                while from < end, let found = memchr(base + from, 0x0A, end - from) {
                    let lineFeed = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                    line += 1
                    lineStart = lineFeed + 1
                    from = lineFeed + 1
                }
            }
            start = offset
        }

        /// The characters before `start` on its line.
        private func column() -> Int {
            let bytes = block.text.bytes
            let characters = { (range: Range<Int>) in bytes[range].count { $0 & 0xC0 != 0x80 } }
            guard let lineStart else { return block.column + characters(0..<start) }
            return characters(lineStart..<start)
        }
    }

    /// The whole document, which does not start with `[`: its syntax error, or that it is no array.
    private static func readDocument(_ text: SourceText) throws -> Never {
        guard text.bytes.contains(where: { !SourceText.isWhitespace($0) }) else {
            throw ImportError(file: text.file, line: 1, reason: "the file is empty")
        }
        let document = try parse(text.bytes, firstLine: text.firstLine, in: text, hint: nil)
        throw ImportError(
            file: text.file, line: text.firstLine + document.rootLine - 1, reason: "expected an array of objects, found \(document.root.kind)",
            hint: "put the objects in [ ], or one per line in an .ndjson file")
    }

    /// The error for text after the closing bracket of the array, at `line` and `column` (the
    /// characters before it on its line).
    static func textAfterDocument(file: String, line: Int, column: Int) -> ImportError {
        let bytes = Array("[]\n".utf8) + Array(repeating: UInt8(ascii: " "), count: column) + [UInt8(ascii: "x")]
        do {
            _ = try JSONParser.parseDocument(bytes)
            return ImportError(file: file, line: line, reason: "text after the document")
        } catch let error as JSONSyntaxError {
            return ImportError(file: file, line: line, reason: "invalid JSON at column \(error.column): \(error.reason)")
        } catch {
            return ImportError(file: file, line: line, reason: "text after the document")
        }
    }

    /// A reader of the lines of a block of an NDJSON file (whole lines), one object per non-blank line.
    struct LineCursor {
        private let text: SourceText
        private var position = 0
        private var line: Int

        init(text: SourceText) {
            self.text = text
            line = text.firstLine
        }

        /// The record of the next non-blank line, the `index`-th of the file; nil at the block's end.
        ///
        /// - Throws: `ImportError` at a line that is not one JSON object, or holds a byte that is not UTF-8.
        /// - Complexity: O(k) for the k bytes of the line.
        mutating func next(index: Int) throws -> RawRecord? {
            let bytes = text.bytes
            while position < bytes.count {
                let end = bytes[position...].firstIndex(of: 0x0A) ?? bytes.count
                let content = bytes[position..<end]
                let number = line
                position = end + 1
                line += 1
                try text.check(before: end)
                guard content.contains(where: { !SourceText.isWhitespace($0) }) else { continue }
                if let object = flatObject(content) {
                    return try record(names: object.names, values: object.values, line: number, index: index, in: text)
                }
                let value = try parse(Array(content), firstLine: number, in: text, hint: "each line of NDJSON is one whole object").root
                return try record(value, line: number, index: index, in: text)
            }
            return nil
        }
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
        return try record(
            names: members.map(\.key), values: members.map { $0.value == .null ? .absent : .json($0.value) }, line: line, index: index,
            in: source)
    }

    /// The record of an object's members (a `null` member is absent), within the limits.
    ///
    /// - Throws: `ImportError` for more than ``ImportLimits/fields`` members, or a string longer
    ///   than ``ImportLimits/fieldBytes``.
    static func record(names: [String], values: [RawValue], line: Int, index: Int, in source: SourceText) throws -> RawRecord {
        guard names.count <= ImportLimits.fields else {
            throw ImportError(file: source.file, line: line, record: index, reason: "more than \(ImportLimits.fields) fields, the limit")
        }
        if let long = values.firstIndex(where: { if case .json(.string(let text)) = $0 { text.utf8.count > ImportLimits.fieldBytes } else { false } }) {
            throw ImportError(
                file: source.file, line: line, record: index, field: names[long],
                reason: "a field longer than \(ImportLimits.fieldBytes >> 20) MiB, the limit")
        }
        return RawRecord(line: line, index: index, names: names, values: values)
    }
}
