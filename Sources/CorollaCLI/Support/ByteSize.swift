import CorollaJSON

/// A number of bytes as typed: `1048576`, `512K`, `64MiB`, `1.5GB`, `0` (units are powers of 1024,
/// as `du -h` and `sqlite3`'s `.dbinfo` count; `B`, `KB`/`KiB`/`K`, `MB`/`MiB`/`M`, `GB`/`GiB`/`G`,
/// in any case).
struct ByteSize: ArgumentValue, Hashable {
    var bytes: Int

    init(bytes: Int) {
        self.bytes = bytes
    }

    init?(argument: String) {
        let text = argument.uppercased()
        let digits = text.prefix { $0.isNumber || $0 == "." }
        let units: [String: Int] = ["": 1, "B": 1, "K": 1 << 10, "KB": 1 << 10, "KIB": 1 << 10, "M": 1 << 20, "MB": 1 << 20,
            "MIB": 1 << 20, "G": 1 << 30, "GB": 1 << 30, "GIB": 1 << 30]
        guard let number = PlainDecimal.double(digits), let unit = units[String(text.dropFirst(digits.count))] else { return nil }
        let value = (number * Double(unit)).rounded()
        guard value.isFinite, value >= 0, value <= Double(1 << 50) else { return nil }
        bytes = Int(value)
    }

    static var expectation: String { "a size such as 64MiB, 512K or 1048576 (bytes, up to 1 PiB)" }
}
