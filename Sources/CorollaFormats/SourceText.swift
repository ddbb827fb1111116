#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A block of an import's bytes, and where its first byte that is not UTF-8 text is: what the
/// readers parse.
///
/// Refused, with a hint naming `--encoding`: a NUL byte (binary data, or UTF-16 without a mark)
/// and bytes that are not UTF-8 (Windows-1252 not named as such…). (``DecodingInput`` decodes the
/// other encodings into UTF-8 before.)
struct SourceText {
    /// The file as the user named it, for messages.
    let file: String
    /// The text's UTF-8 bytes.
    let bytes: [UInt8]
    /// The line the first byte is on.
    let firstLine: Int

    /// The offset of the first byte that is NUL or not UTF-8, if any.
    private let badOffset: Int?

    /// The text of `block`, which starts on line `firstLine` of `file`. Its bytes are checked here;
    /// the readers report a bad byte (``check(before:)``) when they reach the record it is in, so
    /// that problems come in file order however the input is cut.
    ///
    /// - Complexity: O(n) for n bytes.
    init(file: String, block: [UInt8], firstLine: Int) {
        self.file = file
        bytes = block
        self.firstLine = firstLine
        let nul = Self.firstNUL(in: block)
        let invalid = Self.firstInvalidUTF8(in: nul.map { Array(block[..<$0]) } ?? block)
        badOffset = invalid ?? nul
    }

    /// Throws the error for the first bad byte, when it comes before `end`.
    ///
    /// - Throws: `ImportError` at the line of a NUL byte or of a byte that is not UTF-8.
    func check(before end: Int) throws {
        guard let offset = badOffset, offset < end else { return }
        if bytes[offset] == 0 {
            throw error(
                at: offset, reason: "the file holds a NUL byte: it is binary, or text in UTF-16 or UTF-32",
                hint: "for UTF-16 without a byte order mark, add --encoding utf-16le (or utf-16be)")
        }
        throw error(
            at: offset, reason: "the file is not UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))",
            hint: "if it is Windows-1252 (what Excel's CSV writes in Western Europe), add --encoding windows-1252")
    }

    /// Runs `read` (which reads the bytes up to the offset `end` gives after it), and reports a bad
    /// byte before that offset rather than whatever `read` found or threw.
    ///
    /// - Throws: the bad byte's `ImportError`, else `read`'s error.
    func checking<T>(upTo end: () -> Int, _ read: () throws -> T) throws -> T {
        do {
            let value = try read()
            try check(before: end())
            return value
        } catch {
            try check(before: end() + 1)
            throw error
        }
    }

    /// The 1-based line of the byte at `offset`.
    ///
    /// - Complexity: O(offset); for messages only.
    func line(at offset: Int) -> Int {
        bytes[..<min(offset, bytes.count)].count { $0 == 0x0A } + firstLine
    }

    /// An error about the byte at `offset`.
    private func error(at offset: Int, reason: String, hint: String) -> ImportError {
        ImportError(file: file, line: line(at: offset), reason: reason, hint: hint)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The offset of the first NUL byte, or nil.
    ///
    /// - Complexity: O(n), by `memchr`.
    private static func firstNUL(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or nil.
    ///
    /// - Complexity: O(n).
    private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        // The common case, validated in bulk by the standard library.
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
