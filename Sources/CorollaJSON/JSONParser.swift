import Foundation

/// A strict RFC 8259 parser producing a ``JSONValue``.
///
/// Unlike `JSONSerialization` it keeps numbers as written (so `1e999` reaches the reader, which
/// names the field), keeps object members in order, rejects duplicate keys and trailing commas,
/// reports the line and column of an error, and refuses nesting deeper than
/// ``maximumDepth`` instead of recursing without bound. A leading UTF-8 byte order mark is skipped.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    /// The lines of the top-level array's elements, counted as the parser meets them.
    private var elementLines: [Int] = []
    /// A newline count up to an offset, moved forward as elements are met: O(n) over the document.
    private var counted = (offset: 0, line: 1)

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// Parses the one value that starts at `offset` (after any whitespace) and tells where it ends:
    /// for a reader that walks a document itself and wants one part of it as a tree.
    ///
    /// - Throws: `JSONSyntaxError`, with the line and column in the whole of `bytes`.
    /// - Complexity: O(n) for the value's n bytes.
    public static func parseValue(_ bytes: [UInt8], at offset: Int) throws -> (value: JSONValue, end: Int) {
        var parser = JSONParser(bytes: bytes)
        parser.position = offset
        parser.skipWhitespace()
        let value = try parser.value()
        return (value, parser.position)
    }

    /// Parses one JSON document.
    ///
    /// - Complexity: O(n) for n bytes.
    public static func parse(_ data: Data) throws -> JSONValue {
        try parseDocument(Array(data)).root
    }

    /// Parses one JSON document and, when it is an array, finds the line each element starts on.
    ///
    /// - Throws: `JSONSyntaxError`.
    /// - Complexity: O(n) for n bytes.
    public static func parseDocument(_ bytes: [UInt8]) throws -> JSONDocument {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let rootLine = parser.lineOfPosition()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.position == parser.bytes.count else { throw parser.error("unexpected text after the document") }
        return JSONDocument(root: value, rootLine: rootLine, elementLines: parser.elementLines)
    }

    private mutating func value() throws -> JSONValue {
        guard let byte = peek() else { throw error("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"): return try nested { try $0.object() }
        case UInt8(ascii: "["): return try nested { try $0.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character \(Self.describe(byte))")
        }
    }

    private mutating func nested(_ parse: (inout JSONParser) throws -> JSONValue) throws -> JSONValue {
        guard depth < Self.maximumDepth else {
            throw error("arrays and objects nested deeper than \(Self.maximumDepth) levels")
        }
        depth += 1
        defer { depth -= 1 }
        return try parse(&self)
    }

    private mutating func object() throws -> JSONValue {
        var members: [JSONMember] = []
        var seen = Set<String>()
        try list(closedBy: UInt8(ascii: "}")) { parser in
            guard parser.peek() == UInt8(ascii: "\"") else { throw parser.expected("a string key") }
            let keyStart = parser.position
            let key = try parser.string()
            guard seen.insert(key).inserted else { throw parser.error("duplicate key '\(key)'", at: keyStart) }
            parser.skipWhitespace()
            try parser.consume(UInt8(ascii: ":"), "':'")
            parser.skipWhitespace()
            members.append(JSONMember(key, try parser.value()))
        }
        return .object(members)
    }

    private mutating func array() throws -> JSONValue {
        var values: [JSONValue] = []
        try list(closedBy: UInt8(ascii: "]")) { parser in
            if parser.depth == 1 { parser.elementLines.append(parser.lineOfPosition()) }
            values.append(try parser.value())
        }
        return .array(values)
    }

    /// Reads a list from its opening bracket to `closing`: `element` reads each element, from its
    /// first character; commas go between elements, and none after the last.
    private mutating func list(closedBy closing: UInt8, _ element: (inout JSONParser) throws -> Void) throws {
        position += 1
        skipWhitespace()
        if peek() == closing {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            try element(&self)
            skipWhitespace()
            if peek() == closing {
                position += 1
                return
            }
            try consume(UInt8(ascii: ","), "',' or '\(Character(Unicode.Scalar(closing)))'")
        }
    }

    private mutating func string() throws -> String {
        let start = position
        position += 1
        var utf8: [UInt8] = []
        while let byte = peek() {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw error("invalid UTF-8 in a string", at: start)
                }
                return text
            case UInt8(ascii: "\\"):
                try escape(into: &utf8)
            case 0x0A, 0x0D:
                throw error("unterminated string", at: start)
            case 0..<0x20:
                throw error("unescaped control character in a string", at: position - 1)
            default:
                utf8.append(byte)
            }
        }
        throw error("unterminated string", at: start)
    }

    /// The byte each one-letter escape (`\n`, `\"`, …) stands for.
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// Reads one escape. An error is made only when thrown: ``error(_:at:)`` scans the document up
    /// to its offset, so making one per escape would make a string of escapes quadratic.
    private mutating func escape(into utf8: inout [UInt8]) throws {
        guard let byte = peek() else { throw error("unterminated string") }
        position += 1
        if let replacement = Self.simpleEscapes[byte] {
            utf8.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            throw error("invalid escape \\\(Character(Unicode.Scalar(byte)))", at: position - 2)
        }
        var code = try hex4()
        let (high, afterHigh) = (code, position)
        let unpaired = { (parser: JSONParser) in parser.error("unpaired surrogate \\u\(String(high, radix: 16))", at: afterHigh) }
        if (0xD800..<0xDC00).contains(code) {
            guard bytes[position...].starts(with: Array("\\u".utf8)) else { throw unpaired(self) }
            position += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw unpaired(self) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw unpaired(self) }
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func hex4() throws -> UInt32 {
        guard position + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16)
        else { throw error("expected four hexadecimal digits after \\u") }
        position += 4
        return code
    }

    /// A number's literal text, checked against the JSON grammar.
    private mutating func number() throws -> String {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        if peek() == UInt8(ascii: "0") {
            position += 1
            if let next = peek(), Self.isDigit(next) { throw error("leading zero in a number", at: start) }
        } else {
            try digits()
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            try digits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            try digits()
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func digits() throws {
        guard let first = peek(), Self.isDigit(first) else { throw expected("a digit") }
        while let byte = peek(), Self.isDigit(byte) { position += 1 }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
        guard bytes[position...].starts(with: Array(word.utf8)) else { throw expected("'\(word)'") }
        position += word.utf8.count
        return value
    }

    private mutating func consume(_ byte: UInt8, _ description: String) throws {
        guard peek() == byte else { throw expected(description) }
        position += 1
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    /// The line of the current position, counting only the bytes since the last call.
    private mutating func lineOfPosition() -> Int {
        counted.line += bytes[counted.offset..<position].count { $0 == 0x0A }
        counted.offset = position
        return counted.line
    }

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "0x\(String(byte, radix: 16))"
    }

    private func expected(_ what: String) -> JSONSyntaxError {
        guard let byte = peek() else { return error("unexpected end of input, expected \(what)") }
        return error("expected \(what), found \(Self.describe(byte))")
    }

    /// An error at `offset` (the current position by default), with its line and column.
    private func error(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
        let offset = min(offset ?? position, bytes.count)
        let before = bytes[..<offset]
        let line = before.count { $0 == 0x0A } + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return JSONSyntaxError(line: line, column: column, reason: reason)
    }
}
