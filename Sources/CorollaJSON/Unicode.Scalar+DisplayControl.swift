extension Unicode.Scalar {
    /// Whether the scalar steers how text is shown instead of being shown: a C0 control
    /// (U+0000–U+001F), DEL, a C1 control (U+0080–U+009F), the line and paragraph separators
    /// (U+2028, U+2029), or a bidirectional embedding, override or isolate (U+202A–U+202E,
    /// U+2066–U+2069). Printed raw, such scalars let text change a terminal's title, clear its
    /// screen or reorder what it shows; the JSON writer and the CLI's terminal output escape them.
    public var isDisplayControl: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
