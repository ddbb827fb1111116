extension OutputBuffer {
    /// Appends `string` as a JSON string: quoted, `"` and `\` escaped, and every display control
    /// (``Unicode/Scalar/isDisplayControl``) as `\n`, `\t`, `\r` or `\uXXXX`, so that printed JSON
    /// cannot drive a terminal. Runs of other bytes are copied as they are.
    ///
    /// - Complexity: O(n) for n UTF-8 bytes.
    public func appendQuoted(_ string: String) throws {
        var string = string
        try string.withUTF8 { try appendQuoted(utf8: $0) }
    }

    /// ``appendQuoted(_:)`` of valid UTF-8 bytes.
    public func appendQuoted(utf8 text: UnsafeBufferPointer<UInt8>) throws {
        try append(byte: 0x22)
        var start = 0
        var index = 0
        while index < text.count {
            let width = Self.escapedWidth(text, at: index)
            guard width > 0 else {
                index += 1
                continue
            }
            if start < index { try append(bytes: UnsafeBufferPointer(rebasing: text[start..<index])) }
            try appendEscape(Self.scalarValue(text, at: index, width: width))
            index += width
            start = index
        }
        if start < text.count { try append(bytes: UnsafeBufferPointer(rebasing: text[start...])) }
        try append(byte: 0x22)
    }

    /// The UTF-8 length of the scalar at `index` when it must be escaped, else 0.
    private static func escapedWidth(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = text[index]
        switch byte {
        case 0x00..<0x20, 0x22, 0x5C, 0x7F: return 1
        case 0xC2:
            // U+0080–U+009F: the C1 controls.
            return index + 1 < text.count && (0x80...0x9F).contains(text[index + 1]) ? 2 : 0
        case 0xE2:
            // U+2028–U+202E (E2 80 A8–AE) and U+2066–U+2069 (E2 81 A6–A9).
            guard index + 2 < text.count else { return 0 }
            let (second, third) = (text[index + 1], text[index + 2])
            return (second == 0x80 && (0xA8...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third)) ? 3 : 0
        default: return 0
        }
    }

    /// The scalar value of the `width` UTF-8 bytes at `index` (1, 2 or 3 of them).
    private static func scalarValue(_ text: UnsafeBufferPointer<UInt8>, at index: Int, width: Int) -> UInt32 {
        switch width {
        case 1: UInt32(text[index])
        case 2: (UInt32(text[index] & 0x1F) << 6) | UInt32(text[index + 1] & 0x3F)
        default: (UInt32(text[index] & 0x0F) << 12) | (UInt32(text[index + 1] & 0x3F) << 6) | UInt32(text[index + 2] & 0x3F)
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `\"`, `\\`, `\t`, `\n`, `\r`, or `\u` and four lowercase hexadecimal digits.
    private func appendEscape(_ value: UInt32) throws {
        try append(byte: 0x5C)
        switch value {
        case 0x22, 0x5C: try append(byte: UInt8(value))
        case 0x09: try append(byte: UInt8(ascii: "t"))
        case 0x0A: try append(byte: UInt8(ascii: "n"))
        case 0x0D: try append(byte: UInt8(ascii: "r"))
        default:
            try append(byte: UInt8(ascii: "u"))
            for shift in stride(from: 12, through: 0, by: -4) {
                try append(byte: Self.hexDigits[Int((value >> UInt32(shift)) & 0xF)])
            }
        }
    }

    /// Appends `value` in decimal, without making a string of it.
    public func appendInteger(_ value: Int64) throws {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        try withUnsafeMutableBytes(of: &digits) { raw in
            var magnitude = value.magnitude
            var end = raw.count
            repeat {
                end -= 1
                raw[end] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                end -= 1
                raw[end] = UInt8(ascii: "-")
            }
            try append(bytes: UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[end...]))
        }
    }

    /// Appends `value` as ``JSONValue/literal(_:)`` writes it: a whole value that fits 64 bits as an
    /// integer, others in Swift's shortest round-trip form.
    public func appendNumber(_ value: Double) throws {
        if let whole = JSONValue.wholeValue(value) {
            try appendInteger(whole)
        } else {
            try append(value.description)
        }
    }
}
