/// The bytes of an import file, checked to be UTF-8 text: what the readers parse.
///
/// A UTF-8 byte order mark is skipped. Refused, with a hint to convert the file: a UTF-16 or UTF-32
/// byte order mark, a NUL byte (binary data, or UTF-16 without a mark), bytes that are not UTF-8
/// (Latin-1, Windows-1252…), and a file with nothing but white space.
struct SourceText {
    /// The file as the user named it, for messages.
    let file: String
    /// The text's UTF-8 bytes, without the byte order mark.
    let bytes: [UInt8]

    /// Checks `data` and keeps its text.
    ///
    /// - Throws: `ImportError` at the line of the first bad byte.
    /// - Complexity: O(n) for n bytes.
    init(file: String, data: some Collection<UInt8>) throws {
        self.file = file
        var bytes = Array(data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw ImportError(
                file: file, line: 1, reason: "the file is UTF-16 (it starts with a UTF-16 byte order mark); Corolla reads UTF-8",
                hint: "convert it with `iconv -f utf-16 -t utf-8`")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        }
        self.bytes = bytes
        if let nul = bytes.firstIndex(of: 0) {
            throw error(
                at: nul, reason: "the file holds a NUL byte: it is binary, or text in UTF-16 or UTF-32",
                hint: "export it as UTF-8 text, or convert it with `iconv -f utf-16 -t utf-8`")
        }
        if let invalid = Self.firstInvalidUTF8(in: bytes) {
            throw error(
                at: invalid, reason: "the file is not UTF-8 (byte 0x\(String(bytes[invalid], radix: 16, uppercase: true)))",
                hint: "convert it, e.g. `iconv -f latin1 -t utf-8` (or `-f windows-1252`)")
        }
        guard bytes.contains(where: { !Self.isWhitespace($0) }) else {
            throw ImportError(file: file, line: 1, reason: "the file is empty")
        }
    }

    /// The 1-based line of the byte at `offset`.
    ///
    /// - Complexity: O(offset); for messages only.
    func line(at offset: Int) -> Int {
        bytes[..<min(offset, bytes.count)].count { $0 == 0x0A } + 1
    }

    /// An error about the byte at `offset`.
    private func error(at offset: Int, reason: String, hint: String) -> ImportError {
        ImportError(file: file, line: line(at: offset), reason: reason, hint: hint)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or nil.
    ///
    /// - Complexity: O(n).
    private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        // The common case, validated in bulk by the standard library (without making a String of the
        // whole file, as `String(validating:)` did).
        if (try? UTF8Span(validating: bytes.span)) != nil { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
