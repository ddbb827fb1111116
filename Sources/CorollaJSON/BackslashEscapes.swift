/// The backslash escapes JSON strings and TSV fields share.
public enum BackslashEscapes {
    /// Backslash, tab, line feed and carriage return, as `\\`, `\t`, `\n`, `\r`.
    public static let common: [Unicode.Scalar: String] = ["\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"]

    /// Appends `text` to `output`, each scalar replaced by `replacement(scalar)` when it gives one.
    ///
    /// - Complexity: O(n) for n scalars.
    public static func append(_ text: String, to output: inout String, _ replacement: (Unicode.Scalar) -> String?) {
        for scalar in text.unicodeScalars {
            if let escaped = replacement(scalar) {
                output += escaped
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
    }
}
