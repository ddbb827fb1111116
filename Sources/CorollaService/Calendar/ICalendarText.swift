/// The text rules of iCalendar (RFC 5545, section 3.1 and 3.3.11): escaped `TEXT` values and
/// content lines folded at 75 octets, ending in CRLF.
enum ICalendarText {
    /// The longest a content line may be, in octets, without its CRLF.
    static let lineOctets = 75

    /// `text` as a `TEXT` value: backslash, semicolon and comma escaped, each line break (CRLF, LF
    /// or CR) written `\n`, and the control characters `TEXT` does not allow (all but tab) replaced
    /// by U+FFFD.
    ///
    /// - Complexity: O(n) for n scalars.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            case "\n" where previous == "\r": continue
            case "\n", "\r": escaped += "\\n"
            case "\t": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `line` folded: at most ``lineOctets`` octets a line, each continuation starting with a
    /// space, never splitting a UTF-8 sequence, each line ending in CRLF.
    ///
    /// - Complexity: O(n) for n octets.
    static func folded(_ line: String) -> String {
        var result = ""
        result.reserveCapacity(line.utf8.count + line.utf8.count / 37 + 2)
        var octets = 0
        for scalar in line.unicodeScalars {
            let width = UTF8.width(scalar)
            if octets + width > lineOctets {
                result += "\r\n "
                octets = 1
            }
            result.unicodeScalars.append(scalar)
            octets += width
        }
        return result + "\r\n"
    }
}
