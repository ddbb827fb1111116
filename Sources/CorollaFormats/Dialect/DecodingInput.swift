/// An import's input as UTF-8, whatever its encoding: reads another input a piece at a time and
/// hands out its text in UTF-8, holding at most one piece of each (the import's memory bound).
///
/// A byte order mark decides the encoding (UTF-8's is left for ``InputChunker`` to skip); without
/// one, the encoding given, else UTF-8 (whose bytes are passed on as they are, and checked by
/// ``SourceText``). ``encoding`` says which was read.
final class DecodingInput: ImportInput {
    private let base: any ImportInput
    private let file: String
    private let given: TextEncoding?
    /// The encoding read, once the first bytes were.
    private(set) var encoding: TextEncoding?
    /// Bytes read and not decoded yet (the start of a character cut by a read).
    private var raw: [UInt8] = []
    /// UTF-8 decoded and not handed out yet, from `offset`.
    private var decoded: [UInt8] = []
    private var offset = 0
    private var scratch: [UInt8] = []
    private var ended = false
    /// The line the next decoded character is on, for errors.
    private var line = 1

    /// How much one read of `base` asks for.
    private static let readSize = 64 << 10

    init(_ base: any ImportInput, encoding: TextEncoding?, file: String) {
        self.base = base
        self.given = encoding
        self.file = file
    }

    func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int {
        if encoding == nil { try start() }
        while offset == decoded.count {
            // UTF-8 once its first bytes are out: read straight into the caller's buffer.
            if encoding == .utf8 { return try base.read(into: buffer) }
            guard !ended else { return 0 }
            decoded.removeAll(keepingCapacity: true)
            offset = 0
            try fill()
        }
        let count = min(buffer.count, decoded.count - offset)
        guard let target = buffer.baseAddress else { return 0 }
        decoded.withUnsafeBufferPointer { source in
            if let from = source.baseAddress { target.update(from: from + offset, count: count) }
        }
        offset += count
        return count
    }

    /// Reads the first bytes (at least two, or the whole input) and decides the encoding.
    private func start() throws {
        while raw.count < 3, try readMore() {}
        if let (marked, length) = TextEncoding.byteOrderMark(raw[...]) {
            encoding = marked
            if marked != .utf8 { raw.removeFirst(length) }
        } else {
            encoding = given ?? .utf8
        }
        if encoding == .utf8 {
            swap(&raw, &decoded)
        } else {
            try decode()
        }
    }

    /// Reads the next piece of `base` into `raw`; false at its end.
    private func readMore() throws -> Bool {
        guard !ended else { return false }
        if scratch.isEmpty { scratch = [UInt8](repeating: 0, count: Self.readSize) }
        let got = try scratch.withUnsafeMutableBufferPointer { try base.read(into: $0) }
        raw.append(contentsOf: scratch[..<got])
        if got == 0 { ended = true }
        return got > 0
    }

    /// Reads and decodes until some text is decoded or the input ends.
    private func fill() throws {
        while decoded.isEmpty {
            let more = try readMore()
            try decode()
            if !more { break }
        }
    }

    /// Decodes what `raw` holds into `decoded`, keeping a character cut by the end of the read.
    ///
    /// - Throws: `ImportError` for bytes that are no character of the encoding.
    private func decode() throws {
        switch encoding {
        case .utf16LittleEndian, .utf16BigEndian: try decodeUTF16(bigEndian: encoding == .utf16BigEndian)
        case .windows1252: try decodeWindows1252()
        case .utf8, nil: break
        }
    }

    private func decodeUTF16(bigEndian: Bool) throws {
        var index = 0
        func unit(_ at: Int) -> UInt32 {
            bigEndian ? UInt32(raw[at]) << 8 | UInt32(raw[at + 1]) : UInt32(raw[at + 1]) << 8 | UInt32(raw[at])
        }
        while index + 1 < raw.count {
            let first = unit(index)
            var scalar = first
            var length = 2
            if (0xD800..<0xDC00).contains(first) {
                guard index + 3 < raw.count else { break }
                let second = unit(index + 2)
                guard (0xDC00..<0xE000).contains(second) else { throw invalid("an unpaired surrogate 0x\(hex(first))", "UTF-16") }
                scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                length = 4
            } else if (0xDC00..<0xE000).contains(first) {
                throw invalid("an unpaired surrogate 0x\(hex(first))", "UTF-16")
            }
            append(scalar)
            index += length
        }
        raw.removeFirst(index)
        if ended, !raw.isEmpty { throw invalid("it ends in the middle of a character", "UTF-16") }
    }

    private func decodeWindows1252() throws {
        for byte in raw {
            if byte < 0x80 || byte >= 0xA0 {
                append(UInt32(byte))
            } else {
                let scalar = TextEncoding.windows1252High[Int(byte - 0x80)]
                guard scalar != 0 else { throw invalid("byte 0x\(hex(UInt32(byte))) is no Windows-1252 character", "Windows-1252") }
                append(UInt32(scalar))
            }
        }
        raw.removeAll(keepingCapacity: true)
    }

    /// Appends the UTF-8 of `scalar` to `decoded`.
    private func append(_ scalar: UInt32) {
        if scalar < 0x80 {
            if scalar == 0x0A { line += 1 }
            decoded.append(UInt8(scalar))
        } else if scalar < 0x800 {
            decoded.append(contentsOf: [0xC0 | UInt8(scalar >> 6), 0x80 | UInt8(scalar & 0x3F)])
        } else if scalar < 0x10000 {
            decoded.append(contentsOf: [0xE0 | UInt8(scalar >> 12), 0x80 | UInt8(scalar >> 6 & 0x3F), 0x80 | UInt8(scalar & 0x3F)])
        } else {
            decoded.append(contentsOf: [
                0xF0 | UInt8(scalar >> 18), 0x80 | UInt8(scalar >> 12 & 0x3F), 0x80 | UInt8(scalar >> 6 & 0x3F), 0x80 | UInt8(scalar & 0x3F),
            ])
        }
    }

    private func hex(_ value: UInt32) -> String { String(value, radix: 16, uppercase: true) }

    /// The error for bytes that are no character of `encoding`: a damaged file (UTF-16, found by
    /// its mark), or one in another encoding than the one named.
    private func invalid(_ what: String, _ encoding: String) -> ImportError {
        let hint =
            given == nil
            ? "the file is damaged: save it again as UTF-8 or UTF-16"
            : "name its encoding with --encoding (\(TextEncoding.allCases.map(\.rawValue).joined(separator: ", ")))"
        return ImportError(file: file, line: line, reason: "the file is not valid \(encoding): \(what)", hint: hint)
    }
}
