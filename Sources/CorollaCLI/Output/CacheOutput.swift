import CorollaJSON
import CorollaStore

/// How cache statistics are printed.
enum CacheOutput {
    /// `2 layouts (12.0 KB), 60 card sizes (4.1 KB); layouts 3 hits / 2 misses, sizes 0 hits / 60 misses`.
    static func summary(_ stats: CacheStats) -> String {
        "\(stats.layoutEntries) layouts (\(ByteCount(stats.layoutBytes))), \(stats.cardSizeEntries) card sizes "
            + "(\(ByteCount(stats.cardSizeBytes))); layouts \(stats.layoutHits) hits / \(stats.layoutMisses) misses, "
            + "sizes \(stats.cardSizeHits) hits / \(stats.cardSizeMisses) misses"
    }

    static func json(_ stats: CacheStats) -> JSONValue {
        let fields: [(String, Int)] = [
            ("layoutEntries", stats.layoutEntries), ("layoutBytes", stats.layoutBytes), ("layoutHits", stats.layoutHits),
            ("layoutMisses", stats.layoutMisses), ("cardSizeEntries", stats.cardSizeEntries), ("cardSizeBytes", stats.cardSizeBytes),
            ("cardSizeHits", stats.cardSizeHits), ("cardSizeMisses", stats.cardSizeMisses),
        ]
        return .object(fields.map { JSONMember($0, .number(Double($1))) })
    }
}

/// A number of bytes for people: `812 B`, `12.4 KB`, `3.1 MB` (powers of 1024).
struct ByteCount: CustomStringConvertible {
    var bytes: Int

    init(_ bytes: Int) {
        self.bytes = bytes
    }

    var description: String {
        let units = ["B", "KB", "MB", "GB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return "\(bytes) B" }
        return "\((value * 10).rounded() / 10) \(units[unit])"
    }
}
