/// A fast path for the common JSON record: one flat object (string, number, boolean and null
/// members) without escapes, read straight into its names and values, without building a
/// `JSONValue` tree. Anything else (an escape, a nested value, a repeated key, a syntax error) is
/// left to `JSONParser`, which reads it, or names the error, exactly as for the whole document.
extension JSONRecordReader {
    /// The members of the flat object `bytes` holds (white space around it allowed), as
    /// `JSONParser` and ``record(_:line:index:in:)`` would give them, and how many line feeds come
    /// before its opening brace; nil when the fast path does not read it.
    ///
    /// - Complexity: O(n) for n bytes (O(m²) key comparisons for m members, at most a few dozen).
    static func flatObject(_ bytes: ArraySlice<UInt8>) -> (names: [String], values: [RawValue], linesBefore: Int)? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = FlatObjectReader(buffer: buffer)
            return reader.object()
        }
    }
}

/// Reads one flat JSON object from a buffer; every method returns nil at the first byte it does not
/// accept.
private struct FlatObjectReader {
    let buffer: UnsafeBufferPointer<UInt8>
    var position = 0

    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")

    mutating func object() -> (names: [String], values: [RawValue], linesBefore: Int)? {
        var linesBefore = 0
        while position < buffer.count, SourceText.isWhitespace(buffer[position]) {
            if buffer[position] == 0x0A { linesBefore += 1 }
            position += 1
        }
        guard take(UInt8(ascii: "{")) else { return nil }
        var names: [String] = []
        var values: [RawValue] = []
        names.reserveCapacity(10)
        values.reserveCapacity(10)
        skipWhitespace()
        if !take(UInt8(ascii: "}")) {
            while true {
                guard let name = string(), !names.contains(name) else { return nil }
                skipWhitespace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipWhitespace()
                guard let value = value() else { return nil }
                names.append(name)
                values.append(value)
                skipWhitespace()
                if take(UInt8(ascii: ",")) {
                    skipWhitespace()
                    continue
                }
                guard take(UInt8(ascii: "}")) else { return nil }
                break
            }
        }
        skipWhitespace()
        return position == buffer.count ? (names, values, linesBefore) : nil
    }

    private mutating func value() -> RawValue? {
        guard position < buffer.count else { return nil }
        switch buffer[position] {
        case Self.quote: return string().map { .json(.string($0)) }
        case UInt8(ascii: "t"): return literal("true") ? .json(.bool(true)) : nil
        case UInt8(ascii: "f"): return literal("false") ? .json(.bool(false)) : nil
        case UInt8(ascii: "n"): return literal("null") ? .absent : nil
        default: return number().map { .json(.number($0)) }
        }
    }

    /// A string without escapes or control characters (the block is already valid UTF-8).
    private mutating func string() -> String? {
        guard take(Self.quote) else { return nil }
        let start = position
        while position < buffer.count {
            let byte = buffer[position]
            if byte == Self.quote {
                defer { position += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
            }
            guard byte != Self.backslash, byte >= 0x20 else { return nil }
            position += 1
        }
        return nil
    }

    /// A number as RFC 8259 writes it: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, as written.
    private mutating func number() -> String? {
        let start = position
        _ = take(UInt8(ascii: "-"))
        if take(UInt8(ascii: "0")) {
            // No digit may follow a leading zero.
        } else if position < buffer.count, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(buffer[position]) {
            skipDigits()
        } else {
            return nil
        }
        if take(UInt8(ascii: ".")) {
            guard skipDigits() else { return nil }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard skipDigits() else { return nil }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
    }

    /// Skips digits; whether there was one.
    @discardableResult
    private mutating func skipDigits() -> Bool {
        let start = position
        while position < buffer.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(buffer[position]) { position += 1 }
        return position > start
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= buffer.count else { return false }
        for offset in 0..<count where buffer[position + offset] != word.utf8Start[offset] { return false }
        position += count
        return true
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < buffer.count, buffer[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipWhitespace() {
        while position < buffer.count, SourceText.isWhitespace(buffer[position]) { position += 1 }
    }
}
