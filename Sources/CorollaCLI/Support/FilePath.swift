/// A file's path as the user gave it: bytes, which on Linux need not be UTF-8. Messages show it
/// with the bytes that are not UTF-8 as `\xHH` (``description``); JSON output shows it as text,
/// such bytes as U+FFFD (``text``); the file system and SQLite get the bytes themselves.
struct FilePath: Hashable, Sendable, CustomStringConvertible {
    /// The path's bytes: no NUL.
    var bytes: [UInt8]

    /// `-`: standard input or output, as a command line names them instead of a file.
    static let standardStream = FilePath("-")

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path for messages: terminal-safe, the bytes that are not UTF-8 as `\xHH`.
    var description: String { ArgumentBytes.shown(bytes) }

    /// The path as text: exact when it is UTF-8, else with U+FFFD for the other bytes.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the path is UTF-8 text.
    var isUTF8: Bool { String(validating: bytes, as: UTF8.self) != nil }

    /// The folder the path names a file in: everything before its last `/` (`.` when it has
    /// none, `/` for a file at the root).
    var folder: FilePath {
        let trimmed = bytes.last == UInt8(ascii: "/") && bytes.count > 1 ? Array(bytes.dropLast()) : bytes
        guard let slash = trimmed.lastIndex(of: UInt8(ascii: "/")) else { return FilePath(".") }
        return slash == 0 ? FilePath("/") : FilePath(bytes: Array(trimmed[..<slash]))
    }

    /// The path's last component.
    var lastComponent: FilePath {
        let trimmed = bytes.last == UInt8(ascii: "/") && bytes.count > 1 ? Array(bytes.dropLast()) : bytes
        return FilePath(bytes: Array(trimmed.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).last ?? []))
    }

    /// The path of `name` inside this folder.
    func appending(_ name: FilePath) -> FilePath {
        FilePath(bytes: bytes + (bytes.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]) + name.bytes)
    }

    /// Calls `body` with the path as a NUL-terminated C string.
    func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        let cString = bytes.map { CChar(bitPattern: $0) } + [0]
        return try body(cString)
    }

    /// The name SQLite opens the file by: the path itself when it is UTF-8 and does not start with
    /// `file:` (which would be read as a URI), else ``sqliteURI``.
    var sqliteName: String {
        isUTF8 && !text.hasPrefix("file:") ? text : sqliteURI
    }

    /// The path as a `file:` URI, without a query: the bytes outside letters, digits, `/`, `-`,
    /// `.`, `_` and `~` percent-encoded (SQLite decodes them to the bytes).
    var sqliteURI: String {
        let kept = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/-._~".utf8)
        let encoded = bytes.map { byte in
            kept.contains(byte) ? String(UnicodeScalar(byte)) : "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }.joined()
        // An absolute path goes after an empty authority (`file:///tmp/x`), so that a path
        // starting with `//` is not read as a host.
        return bytes.first == UInt8(ascii: "/") ? "file://" + encoded : "file:" + encoded
    }
}

extension FilePath: ArgumentValue {
    /// A word of the command line, bytes that are not UTF-8 included; not empty.
    init?(argument: String) {
        guard !argument.isEmpty, let bytes = ArgumentBytes.bytes(of: argument) else { return nil }
        self.bytes = bytes
    }

    static var expectation: String { "a path (not empty)" }
    static var completion: CompletionKind? { .file }
    static var takesBytes: Bool { true }
}
