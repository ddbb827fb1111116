/// The raster formats cameras and phones write, the only ones a photo may be: recognised by the
/// first bytes of the file (its magic number), never by its name or by what a gdk-pixbuf loader
/// would accept. SVG, PDF, PNM, icons and every other format are refused before any decoder runs,
/// and each accepted file goes to its own format's loader only (no sniffing by gdk-pixbuf).
public enum PhotoFormat: String, CaseIterable, Hashable, Sendable {
    /// Each format by its name in messages, in the order they are listed.
    case jpeg = "JPEG", png = "PNG", heif = "HEIC/HEIF", webp = "WebP", gif = "GIF", tiff = "TIFF", bmp = "BMP"

    /// The accepted formats in words, for messages and the documentation.
    public static var accepted: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The brands of an ISO base media file (`ftyp` box) that are HEIF stills: HEVC-coded (iPhone
    /// photos, `heic`, `heix`, …) or the generic image brands.
    private static let heifBrands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]

    /// The format whose magic number `bytes` start with; nil for any other file.
    ///
    /// - Complexity: O(1).
    public init?(sniffing bytes: [UInt8]) {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && bytes[offset..<(offset + prefix.count)].elementsEqual(prefix)
        }
        if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
            self = .tiff
        } else if starts(Array("BM".utf8)), bytes.count >= 26 {
            self = .bmp
        } else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(Array("ftyp".utf8), at: 4), bytes.count >= 12,
            Self.heifBrands.contains(String(decoding: bytes[8..<12], as: UTF8.self))
        {
            self = .heif
        } else {
            return nil
        }
    }

    /// The name of the gdk-pixbuf loader that decodes the format (`gdk_pixbuf_loader_new_with_type`).
    var loaderName: String {
        switch self {
        case .jpeg: "jpeg"
        case .png: "png"
        case .heif: "heif/avif"
        case .webp: "webp"
        case .gif: "gif"
        case .tiff: "tiff"
        case .bmp: "bmp"
        }
    }

    /// Why `bytes` are not a photo: what they look like, and the formats accepted.
    static func refusal(of bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(512), as: UTF8.self).lowercased()
        let looks =
            text.contains("<svg") ? "an SVG drawing"
            : bytes.starts(with: Array("%PDF".utf8)) ? "a PDF document"
            : bytes.starts(with: Array("P".utf8)) && bytes.count > 1 && (0x31...0x37).contains(bytes[1]) ? "a PNM (PBM/PGM/PPM) image"
            : bytes.count >= 12 && bytes[4..<8].elementsEqual(Array("ftyp".utf8))
                ? "an ISO media file of brand '\(String(decoding: bytes[8..<12], as: UTF8.self))'"
            : "not in a photo format"
        return "it is \(looks); a photo is one of \(accepted)"
    }
}
