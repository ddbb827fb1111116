/// Whether an image file's bytes hold the whole image. gdk-pixbuf's JPEG and PNG loaders decode
/// what a cut file holds and fill the rest, with no error and no warning (libjpeg's "premature end"
/// warning is dropped), so those files are walked to their end marker before they are decoded. The
/// other loaders refuse a cut file themselves.
enum ImageCompleteness {
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Why `bytes` are not a whole JPEG or PNG file (cut short, or damaged where a marker or a chunk
    /// should be); nil for a whole one, or a file of another format.
    ///
    /// - Complexity: O(n) for n bytes (a JPEG's entropy-coded data is scanned for its markers).
    static func problem(in bytes: [UInt8]) -> String? {
        if bytes.starts(with: pngSignature) { return pngProblem(bytes) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return jpegProblem(bytes) }
        return nil
    }

    /// Walks the PNG's chunks (length, type, data, CRC) to `IEND`.
    private static func pngProblem(_ bytes: [UInt8]) -> String? {
        var offset = pngSignature.count
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian(bytes, offset, 4))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= bytes.count - offset - 12 else { return "the PNG file ends inside its \(type.debugDescription) chunk: it was cut short" }
            if type == "IEND" { return nil }
            offset += 12 + length
        }
        return "the PNG file ends before its IEND chunk: it was cut short"
    }

    /// Walks the JPEG's segments and entropy-coded data to its end-of-image marker (EOI).
    private static func jpegProblem(_ bytes: [UInt8]) -> String? {
        let cut = "the JPEG file ends before its end-of-image marker: it was cut short"
        var offset = 2
        while true {
            guard offset + 1 < bytes.count else { return cut }
            guard bytes[offset] == 0xFF else { return "the JPEG data is damaged: no marker at byte \(offset)" }
            // Fill bytes (0xFF) may precede a marker.
            while offset + 1 < bytes.count, bytes[offset + 1] == 0xFF { offset += 1 }
            guard offset + 1 < bytes.count else { return cut }
            let marker = bytes[offset + 1]
            offset += 2
            switch marker {
            case 0xD9: return nil
            case 0x01, 0xD0...0xD7: continue
            default:
                guard offset + 2 <= bytes.count else { return cut }
                let length = Int(bigEndian(bytes, offset, 2))
                guard length >= 2 else { return "the JPEG data is damaged: a segment of \(length) bytes at byte \(offset)" }
                guard length <= bytes.count - offset else { return cut }
                offset += length
                guard marker == 0xDA else { continue }
                // Entropy-coded data runs to the next marker: 0xFF not followed by 0x00 (a stuffed
                // byte), a restart marker or another 0xFF.
                while offset + 1 < bytes.count {
                    if bytes[offset] == 0xFF, bytes[offset + 1] != 0, !(0xD0...0xD7).contains(bytes[offset + 1]), bytes[offset + 1] != 0xFF { break }
                    offset += 1
                }
            }
        }
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt32 {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
