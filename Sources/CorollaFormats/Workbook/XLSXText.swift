/// The text of an .xlsx string as a spreadsheet shows it: each `_xHHHH_` (four hex digits) in a
/// shared or inline string stands for the UTF-16 code unit U+HHHH (ECMA-376 §22.4.2.4, ST_Xstring).
/// That is how Excel and libxlsxwriter write a carriage return or a control character, and
/// `_x005F_` how they write an underscore that would otherwise start such a sequence.
enum XLSXText {
    /// `written` with its `_xHHHH_` sequences read as the code units they stand for; a surrogate
    /// without its pair reads as U+FFFD.
    ///
    /// - Complexity: O(*n*) in the length of `written`.
    static func shown(_ written: String) -> String {
        let bytes = Array(written.utf8)
        guard bytes.contains(UInt8(ascii: "_")) else { return written }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count)
        var index = 0
        var literal: [UInt8] = []
        func flushLiteral() {
            units += String(decoding: literal, as: UTF8.self).utf16
            literal.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            if let unit = escape(in: bytes, at: index) {
                flushLiteral()
                units.append(unit)
                index += 7
            } else {
                literal.append(bytes[index])
                index += 1
            }
        }
        flushLiteral()
        return String(decoding: units, as: UTF16.self)
    }

    /// The code unit of the `_xHHHH_` starting at `index`, or nil when none starts there.
    private static func escape(in bytes: [UInt8], at index: Int) -> UInt16? {
        guard index + 7 <= bytes.count, bytes[index] == UInt8(ascii: "_"), bytes[index + 1] == UInt8(ascii: "x"),
              bytes[index + 6] == UInt8(ascii: "_") else { return nil }
        var unit: UInt16 = 0
        for byte in bytes[(index + 2)..<(index + 6)] {
            guard let digit = hexDigit(byte) else { return nil }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
