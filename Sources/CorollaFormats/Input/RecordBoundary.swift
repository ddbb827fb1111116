/// Finds where records end in the bytes of an import, as they arrive, without parsing them: a
/// block of input cut at such a place holds only whole records.
///
/// - `lines` (TSV, NDJSON): after each line feed.
/// - `csv`: after each line feed outside a quoted field (by the parity of the quotes before it).
/// - `jsonArray`: at each comma between the elements of the top-level array, and at its closing
///   bracket; strings (with their escapes) and nested brackets are skipped. A document that does
///   not start with `[` is never cut: it is read whole (up to ``ImportLimits/recordBytes``).
struct RecordBoundary {
    enum Kind { case lines, csv, jsonArray }

    /// Where the top-level JSON array is.
    enum Phase: Equatable {
        /// Before the opening bracket.
        case opening
        /// Between the brackets.
        case elements
        /// After the closing bracket.
        case closed
        /// The document does not start with `[`.
        case document
    }

    let kind: Kind
    private(set) var phase = Phase.opening
    /// The offset after the opening bracket, once found (the first block starts there).
    private(set) var arrayStart: Int?
    /// The last cut found: where the block ends, and the byte there (JSON: `,` `]` or another
    /// closing bracket at the array's level; nil for a cut after a line feed).
    private(set) var cut: (end: Int, terminator: UInt8?)?
    /// JSON: the offsets of the commas between elements found so far (the last cut's among them).
    private(set) var separators: [Int] = []
    /// The offset of the first byte that is not white space after the closing bracket.
    private(set) var trailingText: Int?
    /// How far the bytes were scanned.
    private(set) var scanned = 0
    private var inQuotes = false
    private var escaped = false
    private var depth = 0

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Moves every offset back by `count` (the bytes before them were dropped).
    mutating func shift(by count: Int) {
        scanned -= count
        cut = cut.map { ($0.end - count, $0.terminator) }
        arrayStart = arrayStart.map { $0 - count }
        trailingText = trailingText.map { $0 - count }
        separators.removeAll { $0 < count }
        for index in separators.indices { separators[index] -= count }
    }

    /// Forgets the last cut (its block was taken).
    mutating func takeCut() {
        cut = nil
    }

    /// Scans `bytes` from where the last scan stopped.
    ///
    /// - Complexity: O(n) for n new bytes.
    mutating func scan(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            switch kind {
            case .lines: scanLines(buffer)
            case .csv: scanCSV(buffer)
            case .jsonArray: scanJSON(buffer)
            }
        }
        scanned = bytes.count
    }

    private mutating func scanLines(_ buffer: UnsafeBufferPointer<UInt8>) {
        var index = buffer.count
        while index > scanned {
            index -= 1
            if buffer[index] == 0x0A {
                cut = (index + 1, nil)
                return
            }
        }
    }

    private mutating func scanCSV(_ buffer: UnsafeBufferPointer<UInt8>) {
        var quoted = inQuotes
        for index in scanned..<buffer.count {
            let byte = buffer[index]
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
            } else if byte == 0x0A, !quoted {
                cut = (index + 1, nil)
            }
        }
        inQuotes = quoted
    }

    private mutating func scanJSON(_ buffer: UnsafeBufferPointer<UInt8>) {
        var index = scanned
        while index < buffer.count {
            let byte = buffer[index]
            index += 1
            switch phase {
            case .opening:
                guard !SourceText.isWhitespace(byte) else { continue }
                if byte == UInt8(ascii: "[") {
                    phase = .elements
                    arrayStart = index
                } else {
                    phase = .document
                    return
                }
            case .document: return
            case .closed:
                if !SourceText.isWhitespace(byte) {
                    trailingText = index - 1
                    return
                }
            case .elements:
                if inQuotes {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inQuotes = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inQuotes = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth > 0 {
                        depth -= 1
                    } else {
                        cut = (index - 1, byte)
                        phase = .closed
                        // A block ends here: later bytes are only checked for text after the document.
                        scanned = index
                        scanClosed(buffer, from: index)
                        return
                    }
                case UInt8(ascii: ","):
                    if depth == 0 {
                        cut = (index - 1, byte)
                        separators.append(index - 1)
                    }
                default: break
                }
            }
        }
    }

    private mutating func scanClosed(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) {
        for index in start..<buffer.count where !SourceText.isWhitespace(buffer[index]) {
            trailingText = index
            return
        }
    }
}
