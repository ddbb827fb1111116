/// A reader that walks a JSON document's bytes in place, for a caller that knows the shape it
/// expects and decodes straight into its own storage: no tree of values, no dictionaries.
///
/// Each method reads one token (after any whitespace) and returns nil or false, without moving,
/// when the text there is not what was asked for — or not valid JSON: the cursor accepts a
/// subset of what ``JSONParser`` accepts (plain keys without escapes, say), never more, so that a
/// caller can fall back to the parser, which names the problem, whenever the cursor says no.
public struct JSONCursor {
    public let bytes: [UInt8]
    /// The offset of the next byte to read.
    public private(set) var position = 0

    /// A cursor at the start of `bytes`, after a UTF-8 byte order mark.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// Whether only whitespace is left.
    public mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return position == bytes.count
    }

    /// Reads `byte` (a bracket, a colon, a comma) when it comes next.
    public mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Reads `null` when it comes next.
    public mutating func consumeNull() -> Bool {
        skipWhitespace()
        guard bytes[position...].starts(with: [0x6E, 0x75, 0x6C, 0x6C]) else { return false }
        let end = position + 4
        guard end == bytes.count || !Self.isLetter(bytes[end]) else { return false }
        position = end
        return true
    }

    /// Reads a string without escapes or control characters (an object's key) and returns it; nil
    /// for anything else.
    public mutating func plainString() -> String? {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == 0x22 else { return nil }
        var end = position + 1
        while end < bytes.count {
            let byte = bytes[end]
            if byte == 0x22 { break }
            guard byte >= 0x20, byte != 0x5C else { return nil }
            end += 1
        }
        guard end < bytes.count, let text = String(validating: bytes[(position + 1)..<end], as: UTF8.self) else { return nil }
        position = end + 1
        return text
    }

    /// Reads a number and returns it as `Double(literal)` would, when finite.
    ///
    /// A literal of at most 19 digits whose value, without its point, is at most 2^53 and whose
    /// decimal exponent is within ±22 is converted with one exact multiplication or division
    /// (Clinger's fast path, correctly rounded); any other goes through `Double(_:)`.
    public mutating func number() -> Double? {
        skipWhitespace()
        guard let literal = numberLiteral() else { return nil }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var exponent = 0
        var index = literal.start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var inFraction = false
        while index < literal.end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                guard let value = Int(String(decoding: bytes[(index + 1)..<literal.end], as: UTF8.self)) else { return slowNumber(literal) }
                exponent = value
                break
            } else {
                digits += 1
                guard digits <= 19 else { return slowNumber(literal) }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if inFraction { fractionDigits += 1 }
            }
            index += 1
        }
        let power = exponent - fractionDigits
        guard mantissa <= 1 << 53, (-22...22).contains(power) else {
            return mantissa == 0 ? accept(literal, negative ? -0.0 : 0.0) : slowNumber(literal)
        }
        let magnitude = power < 0 ? Double(mantissa) / Self.powersOfTen[-power] : Double(mantissa) * Self.powersOfTen[power]
        return accept(literal, negative ? -magnitude : magnitude)
    }

    /// Reads a whole number written with digits only (no point, no exponent) that fits an `Int`.
    public mutating func integer() -> Int? {
        skipWhitespace()
        guard let literal = numberLiteral(),
            !bytes[literal.start..<literal.end].contains(where: { $0 == 0x2E || $0 == 0x65 || $0 == 0x45 }),
            let value = Int(String(decoding: bytes[literal.start..<literal.end], as: UTF8.self))
        else { return nil }
        position = literal.end
        return value
    }

    /// Reads the next value whole, as ``JSONParser`` parses it; nil when it is not valid JSON.
    public mutating func value() -> JSONValue? {
        guard let (value, end) = try? JSONParser.parseValue(bytes, at: position) else { return nil }
        position = end
        return value
    }

    /// 10⁰ … 10²², each exactly a `Double`.
    private static let powersOfTen: [Double] = (0...22).reduce(into: []) { powers, index in powers.append(index == 0 ? 1 : powers[index - 1] * 10) }

    private mutating func accept(_ literal: (start: Int, end: Int), _ value: Double) -> Double {
        position = literal.end
        return value
    }

    private mutating func slowNumber(_ literal: (start: Int, end: Int)) -> Double? {
        guard let value = Double(String(decoding: bytes[literal.start..<literal.end], as: UTF8.self)), value.isFinite else { return nil }
        return accept(literal, value)
    }

    /// The bounds of a number at the position, checked against the JSON grammar:
    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private func numberLiteral() -> (start: Int, end: Int)? {
        var index = position
        func digits() -> Bool {
            let start = index
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
            return index > start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else { return nil }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) { return nil }
        } else {
            _ = digits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() else { return nil }
        }
        return (position, index)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
}
