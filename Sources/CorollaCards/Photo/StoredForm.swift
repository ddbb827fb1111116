/// Whether an image file is already in the form a stored photo takes: the bytes gdk-pixbuf's JPEG
/// or PNG saver writes, holding pixels only. A file in that form (an exported photo imported back)
/// is kept byte for byte; any other is re-encoded from its decoded pixels.
enum StoredForm {
    /// The most bytes a stored photo may have.
    static let maximumBytes = PhotoLimits.maximumStoredBytes

    /// The JPEG markers the saver writes: SOI's successors JFIF APP0, DQT, SOF0 (baseline), DHT,
    /// DRI, SOS; no APP1 (EXIF: GPS, camera, thumbnail), no comment, no other APPn.
    private static let jpegMarkers: Set<UInt8> = [0xE0, 0xDB, 0xC0, 0xC4, 0xDD, 0xDA]
    /// The PNG chunks the saver writes: no text, time, EXIF or private chunks.
    private static let pngChunks: Set<String> = ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]

    /// Whether `bytes` are a JPEG or PNG of at most ``maximumBytes`` holding no metadata and nothing
    /// after their end.
    ///
    /// - Complexity: O(n) for n bytes.
    static func holds(_ bytes: [UInt8]) -> Bool {
        guard bytes.count <= maximumBytes else { return false }
        switch PhotoFormat(sniffing: bytes) {
        case .jpeg: return isBareJPEG(bytes)
        case .png: return isBarePNG(bytes)
        default: return false
        }
    }

    private static func isBarePNG(_ bytes: [UInt8]) -> Bool {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard pngChunks.contains(type), length <= bytes.count - offset - 12 else { return false }
            offset += 12 + length
            if type == "IEND" { return offset == bytes.count }
        }
        return false
    }

    private static func isBareJPEG(_ bytes: [UInt8]) -> Bool {
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            guard jpegMarkers.contains(marker) else { return false }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2 else { return false }
            offset += 2 + length
            guard marker == 0xDA else { continue }
            // The scan runs to the end-of-image marker, which must end the file.
            while offset + 1 < bytes.count {
                if bytes[offset] == 0xFF, bytes[offset + 1] != 0, !(0xD0...0xD7).contains(bytes[offset + 1]) {
                    return bytes[offset + 1] == 0xD9 && offset + 2 == bytes.count
                }
                offset += 1
            }
            return false
        }
        return false
    }
}
