extension String {
    /// The text as a terminal may print it: every display control (see
    /// `Unicode.Scalar.isDisplayControl`) replaced by a visible escape — `\e` for ESC; `\n`, `\t`
    /// and `\r`; `\x07` for the other C0 controls and DEL; `\u009b` for C1 controls, the line and
    /// paragraph separators and the bidirectional overrides and isolates. With `keepingLines`,
    /// line feeds and tabs stay as they are (free text laid out over several lines); a table
    /// cell keeps neither, so that it stays one line. The stored text is never changed: only
    /// human-readable output goes through this; JSON output escapes the same scalars as `\u`.
    ///
    /// - Complexity: O(n) for n scalars; the text itself when it has nothing to escape.
    public func visible(keepingLines: Bool = false) -> String {
        func escapes(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isDisplayControl && !(keepingLines && (scalar == "\n" || scalar == "\t"))
        }
        guard unicodeScalars.contains(where: escapes) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            guard escapes(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\u{1B}": result += "\\e"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result += Self.hexEscape(scalar)
            }
        }
        return result
    }

    /// `\xHH` for a scalar below U+0080 (C0 and DEL), else `\uHHHH`.
    private static func hexEscape(_ scalar: Unicode.Scalar) -> String {
        let (prefix, digits) = scalar.value < 0x80 ? ("\\x", 2) : ("\\u", 4)
        let hex = String(scalar.value, radix: 16)
        return prefix + String(repeating: "0", count: Swift.max(0, digits - hex.count)) + hex
    }
}
