/// Reads an import's input a piece at a time and hands it out in blocks of whole records, so that
/// at most one buffer (and one record longer than it) is held, whatever the input's size.
///
/// The first block is handed out as soon as the first read gives a whole record (a CSV or TSV
/// header is checked before the rest is read); later ones once about `Sizes.block` bytes wait.
/// A UTF-8 byte order mark is skipped (``DecodingInput`` decodes other encodings before); a record
/// longer than ``ImportLimits/recordBytes`` is refused. (``SourceText`` finds bytes that are not UTF-8.)
public struct InputChunker {
    /// The sizes an import reads and cuts its input in.
    public struct Sizes: Sendable {
        /// How much one read asks for.
        public var read = 64 << 10
        /// How many bytes a block gathers before it is handed out.
        public var block = 256 << 10

        public init(read: Int = 64 << 10, block: Int = 256 << 10) {
            self.read = read
            self.block = block
        }
    }

    let file: String
    private let input: any ImportInput
    private let sizes: Sizes
    private(set) var boundary: RecordBoundary
    /// The bytes read and not handed out yet (from offset 0).
    private var buffer: [UInt8] = []
    /// What one read fills (its bytes are then appended to `buffer`).
    private var scratch: [UInt8] = []
    private var ended = false
    private var started = false
    private var blocks = 0
    /// Where the next block starts: its line, and the characters before it on that line.
    private(set) var line = 1
    private var column = 0
    /// Whether anything but white space was read.
    private(set) var sawText = false
    /// How many records the blocks handed out so far hold, for the record number of a record too long.
    var recordsBefore = 0

    init(input: any ImportInput, kind: RecordBoundary.Kind, file: String, sizes: Sizes = Sizes()) {
        self.input = input
        self.sizes = sizes
        self.file = file
        boundary = RecordBoundary(kind)
    }

    /// The next block, or nil once the input is used up.
    ///
    /// - Throws: `ImportError` for a record longer than the limit;
    ///   whatever the input throws when it cannot be read.
    /// - Complexity: O(n) for the n bytes of the block.
    mutating func next() throws -> InputBlock? {
        while true {
            if let block = try take() { return block }
            if ended { return nil }
            try read()
        }
    }

    /// A block from the bytes read so far, when they hold one.
    private mutating func take() throws -> InputBlock? {
        if boundary.kind == .jsonArray, let start = boundary.arrayStart, start > 0 {
            // The opening bracket (and what precedes it) is no block.
            advance(past: start)
            boundary.shift(by: start)
        }
        if boundary.phase == .closed, boundary.cut == nil, let offset = boundary.trailingText {
            let before = buffer[..<offset]
            let lastLine = before.lastIndex(of: 0x0A)
            throw JSONRecordReader.textAfterDocument(
                file: file, line: line + before.count { $0 == 0x0A },
                column: lastLine.map { Self.characters(in: before[($0 + 1)...]) } ?? column + Self.characters(in: before))
        }
        let waiting = buffer.count
        let enough = ended || waiting >= sizes.block || blocks == 0
        if let cut = boundary.cut, enough, boundary.kind != .jsonArray || boundary.arrayStart != nil {
            return emit(end: cut.end, terminator: cut.terminator, resume: cut.terminator == nil ? cut.end : cut.end + 1)
        }
        if ended, !buffer.isEmpty, boundary.phase != .closed || boundary.cut != nil {
            return emit(end: buffer.count, terminator: nil, resume: buffer.count)
        }
        // The record being read is what follows the last cut.
        if !ended, waiting - (boundary.cut?.end ?? 0) > ImportLimits.recordBytes {
            throw ImportError(
                file: file, line: line, record: recordsBefore + 1,
                reason: "a record longer than \(ImportLimits.recordBytes >> 20) MiB, the limit",
                hint: boundary.kind == .csv ? "a quote that never closes makes the rest of the file one field" : nil)
        }
        return nil
    }

    private mutating func emit(end: Int, terminator: UInt8?, resume: Int) -> InputBlock {
        let bytes = Array(buffer[..<end])
        let text = SourceText(file: file, block: bytes, firstLine: line)
        if !sawText { sawText = bytes.contains { !SourceText.isWhitespace($0) } }
        let block = InputBlock(
            text: text, column: column, terminator: terminator, separators: boundary.separators.filter { $0 < end },
            isLast: ended && resume >= buffer.count,
            isDocument: boundary.kind == .jsonArray && boundary.arrayStart == nil)
        advance(past: resume)
        boundary.takeCut()
        boundary.shift(by: resume)
        blocks += 1
        return block
    }

    /// Drops the first `count` bytes of the buffer, moving the line and column past them.
    private mutating func advance(past count: Int) {
        let dropped = buffer[..<count]
        if let lastLine = dropped.lastIndex(of: 0x0A) {
            line += dropped.count { $0 == 0x0A }
            column = Self.characters(in: dropped[(lastLine + 1)...])
        } else {
            column += Self.characters(in: dropped)
        }
        buffer.removeFirst(count)
    }

    /// How many characters the UTF-8 `bytes` hold (bytes that do not continue a sequence).
    private static func characters(in bytes: ArraySlice<UInt8>) -> Int {
        bytes.count { $0 & 0xC0 != 0x80 }
    }

    /// Reads the next piece of the input and scans it.
    private mutating func read() throws {
        let size = sizes.read
        if scratch.count != size {
            scratch = [UInt8](unsafeUninitializedCapacity: size) { _, count in count = size }
        }
        let got = try scratch.withUnsafeMutableBufferPointer { try input.read(into: $0) }
        buffer.append(contentsOf: scratch[..<got])
        if got == 0 { ended = true }
        if !started, buffer.count >= 3 || ended {
            started = true
            skipByteOrderMark()
        }
        guard started else { return }
        boundary.scan(buffer)
    }

    private mutating func skipByteOrderMark() {
        if buffer.starts(with: [0xEF, 0xBB, 0xBF]) {
            buffer.removeFirst(3)
        }
    }
}
