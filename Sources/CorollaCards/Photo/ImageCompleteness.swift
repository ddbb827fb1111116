/// Whether an image file's bytes hold the whole image. gdk-pixbuf's JPEG, PNG, BMP and GIF
/// loaders decode what a cut file holds and fill the rest, with no error and no warning (libjpeg's
/// "premature end" warning is dropped), so each file is walked to its end marker, or measured
/// against the sizes its header declares: JPEG segments to EOI, PNG chunks to IEND, GIF blocks to
/// its trailer, BMP rows, WebP's RIFF size and HEIF's top-level boxes. TIFF's loader (libtiff)
/// refuses a file whose strips are missing itself.
enum ImageCompleteness {
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Why `bytes`, a file of `format`, are not a whole image (cut short, or damaged where a marker,
    /// a block or a chunk should be); nil for a whole one.
    ///
    /// - Complexity: O(n) for n bytes (a JPEG's entropy-coded data is scanned for its markers).
    static func problem(in bytes: [UInt8], format: PhotoFormat?) -> String? {
        switch format {
        case .png: pngProblem(bytes)
        case .jpeg: jpegProblem(bytes)
        case .gif: gifProblem(bytes)
        case .bmp: bmpProblem(bytes)
        case .webp: webpProblem(bytes)
        case .heif: heifProblem(bytes)
        case .tiff, nil: nil
        }
    }

    /// Walks the GIF's blocks (extensions and images, each a run of sub-blocks) to its trailer.
    private static func gifProblem(_ bytes: [UInt8]) -> String? {
        let cut = "the GIF file ends before its trailer: it was cut short"
        guard bytes.count >= 13 else { return cut }
        var offset = 13
        if bytes[10] & 0x80 != 0 { offset += 3 << (Int(bytes[10] & 0x07) + 1) }
        /// Skips the sub-blocks at `offset` (a size byte, then that many bytes) to the empty one.
        func skipSubBlocks() -> Bool {
            while offset < bytes.count {
                let size = Int(bytes[offset])
                offset += 1 + size
                if size == 0 { return true }
            }
            return false
        }
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x3B: return nil
            case 0x21:
                offset += 2
                guard skipSubBlocks() else { return cut }
            case 0x2C:
                guard offset + 10 <= bytes.count else { return cut }
                let packed = bytes[offset + 9]
                offset += 10
                if packed & 0x80 != 0 { offset += 3 << (Int(packed & 0x07) + 1) }
                offset += 1  // the LZW minimum code size
                guard skipSubBlocks() else { return cut }
            default: return "the GIF data is damaged: no block at byte \(offset)"
            }
        }
        return cut
    }

    /// Checks the BMP's declared file size, and that its uncompressed rows are all there.
    private static func bmpProblem(_ bytes: [UInt8]) -> String? {
        let cut = "the BMP file is shorter than its header declares: it was cut short"
        guard bytes.count >= 26 else { return cut }
        let declared = Int(littleEndian(bytes, 2, 4))
        guard declared <= bytes.count else { return cut }
        let pixelsOffset = Int(littleEndian(bytes, 10, 4))
        let headerSize = Int(littleEndian(bytes, 14, 4))
        let (width, height, bitsPerPixel, compression): (Int, Int, Int, Int)
        if headerSize == 12 {
            (width, height) = (Int(littleEndian(bytes, 18, 2)), Int(littleEndian(bytes, 20, 2)))
            (bitsPerPixel, compression) = (Int(littleEndian(bytes, 24, 2)), 0)
        } else {
            guard bytes.count >= 34 else { return cut }
            width = Int(Int32(bitPattern: littleEndian(bytes, 18, 4)))
            height = abs(Int(Int32(bitPattern: littleEndian(bytes, 22, 4))))
            (bitsPerPixel, compression) = (Int(littleEndian(bytes, 28, 2)), Int(littleEndian(bytes, 30, 4)))
        }
        // Run-length encoded rows have no size of their own: the loader reads them to their end code.
        guard [0, 3, 6].contains(compression), width > 0 else { return nil }
        let rowBytes = (width * bitsPerPixel + 31) / 32 * 4
        let (rows, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        guard !overflow, pixelsOffset <= bytes.count, rows <= bytes.count - pixelsOffset else { return cut }
        return nil
    }

    /// Checks that the WebP file holds the RIFF chunk its header declares.
    private static func webpProblem(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 12, Int(littleEndian(bytes, 4, 4)) <= bytes.count - 8 else {
            return "the WebP file is shorter than its RIFF header declares: it was cut short"
        }
        return nil
    }

    /// Walks the HEIF file's top-level boxes (size, type): each must be whole.
    private static func heifProblem(_ bytes: [UInt8]) -> String? {
        var offset = 0
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else { return "the HEIF file ends inside a box header: it was cut short" }
            var size = Int(bigEndian(bytes, offset, 4))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if size == 0 { return nil }  // the last box runs to the end of the file
            if size == 1 {
                guard offset + 16 <= bytes.count else { return "the HEIF file ends inside a box header: it was cut short" }
                let large = (UInt64(bigEndian(bytes, offset + 8, 4)) << 32) | UInt64(bigEndian(bytes, offset + 12, 4))
                size = large > UInt64(bytes.count) ? bytes.count + 1 : Int(large)
            }
            guard size >= 8 else { return "the HEIF data is damaged: a box of \(size) bytes at byte \(offset)" }
            guard size <= bytes.count - offset else { return "the HEIF file ends inside its \(type.debugDescription) box: it was cut short" }
            offset += size
        }
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

    private static func littleEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt32 {
        bytes[offset..<(offset + count)].reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt32 {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
