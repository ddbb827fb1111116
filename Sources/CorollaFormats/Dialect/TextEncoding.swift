/// The text encodings an import file may be in: UTF-8 (with or without a byte order mark), UTF-16
/// (Excel's "Unicode Text"; found by its byte order mark), Windows-1252 (Excel's "CSV" in
/// Western Europe; only when named, as nothing in its bytes says it).
public enum TextEncoding: String, CaseIterable, Hashable, Sendable {
    case utf8 = "utf-8"
    case utf16LittleEndian = "utf-16le"
    case utf16BigEndian = "utf-16be"
    case windows1252 = "windows-1252"

    /// The name people know it by: `UTF-8`, `UTF-16LE`, `Windows-1252`.
    public var name: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16LittleEndian: "UTF-16LE"
        case .utf16BigEndian: "UTF-16BE"
        case .windows1252: "Windows-1252"
        }
    }

    /// The encoding `text` names, in any case, with the usual other spellings (`utf8`, `cp1252`).
    public init?(text: String) {
        let name = text.lowercased()
        switch name {
        case "utf8": self = .utf8
        case "utf16le": self = .utf16LittleEndian
        case "utf16be": self = .utf16BigEndian
        case "cp1252", "windows1252": self = .windows1252
        default:
            guard let known = Self(rawValue: name) else { return nil }
            self = known
        }
    }

    /// The encoding a byte order mark at the start of `bytes` says, and the mark's length.
    static func byteOrderMark(_ bytes: ArraySlice<UInt8>) -> (TextEncoding, Int)? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        return nil
    }

    /// The characters of Windows-1252's bytes 0x80 to 0x9F (the others are Latin-1's); 0 for the
    /// five bytes it leaves undefined.
    static let windows1252High: [UInt16] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]
}
