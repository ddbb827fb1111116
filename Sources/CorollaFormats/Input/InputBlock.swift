/// A piece of an import's input that holds only whole records (the last one may be cut short by
/// the end of the input, where the reader reports it).
struct InputBlock {
    /// The bytes, checked to be UTF-8 text without NUL.
    var text: SourceText
    /// How many characters come before the block on its first line (JSON: after the bracket or
    /// comma that precedes it).
    var column: Int
    /// JSON: the byte that ends the block (`,`, `]`, or a stray closing bracket); nil at the end of
    /// the input, and for the other formats.
    var terminator: UInt8?
    /// JSON: the offsets of the commas between the elements of the block.
    var separators: [Int]
    /// Whether the input ends with this block.
    var isLast: Bool
    /// JSON: the block is the whole document, which does not start with `[`.
    var isDocument: Bool
}
