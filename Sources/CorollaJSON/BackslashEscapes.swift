/// The backslash escapes of TSV fields, which JSON strings share (``OutputBuffer/appendQuoted(_:)``).
public enum BackslashEscapes {
    /// Backslash, tab, line feed and carriage return, as `\\`, `\t`, `\n`, `\r`.
    public static let common: [Unicode.Scalar: String] = ["\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"]
}
