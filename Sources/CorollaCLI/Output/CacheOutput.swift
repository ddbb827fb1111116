import CorollaJSON
import CorollaService

/// How cache statistics are printed.
enum CacheOutput {
    /// `2 layouts (12.0 KB), 60 card sizes (4.1 KB); layouts 3 hits / 2 misses, sizes 0 hits / 60 misses`.
    static func summary(_ stats: CacheStats) -> String {
        "\(stats.layoutEntries) layouts (\(ByteCount(stats.layoutBytes))), \(stats.cardSizeEntries) card sizes "
            + "(\(ByteCount(stats.cardSizeBytes))); layouts \(stats.layoutHits) hits / \(stats.layoutMisses) misses, "
            + "sizes \(stats.cardSizeHits) hits / \(stats.cardSizeMisses) misses"
    }

    /// The counters: entries, bytes, hits and misses of both caches.
    static func json(_ stats: CacheStats) -> JSONValue {
        .object(members(stats))
    }

    private static func members(_ stats: CacheStats) -> [JSONMember] {
        let fields: [(String, Int)] = [
            ("layout_entries", stats.layoutEntries), ("layout_bytes", stats.layoutBytes), ("layout_hits", stats.layoutHits),
            ("layout_misses", stats.layoutMisses), ("card_size_entries", stats.cardSizeEntries), ("card_size_bytes", stats.cardSizeBytes),
            ("card_size_hits", stats.cardSizeHits), ("card_size_misses", stats.cardSizeMisses),
        ]
        return fields.map { JSONMember($0, .number(Double($1))) }
    }

    /// The counters, the budget, every stored layout and the card sizes per style and width.
    static func json(_ stats: CacheStats, budget: Int, layouts: [CachedLayout], sizes: [CardSizeTotal]) -> JSONValue {
        .object(
            members(stats) + [
                JSONMember("budget_bytes", .number(Double(budget))),
                JSONMember("budget_used_bytes", .number(Double(stats.layoutBytes + stats.cardSizeBytes))),
                JSONMember("layouts", .array(layouts.map(json))),
                JSONMember(
                    "card_sizes",
                    .array(
                        sizes.map { total in
                            .object([
                                JSONMember("style", .string(total.style)), JSONMember("column_width", .number(total.columnWidth)),
                                JSONMember("entries", .number(Double(total.entries))), JSONMember("bytes", .number(Double(total.bytes))),
                            ])
                        })),
            ])
    }

    private static func json(_ layout: CachedLayout) -> JSONValue {
        let dimension = { (value: Double?) in value.map(JSONValue.number) ?? .null }
        return .object([
            JSONMember("layout", .string(layout.layout)), JSONMember("grouping", .string(layout.grouping)),
            JSONMember("width", dimension(layout.containerWidth)), JSONMember("height", dimension(layout.containerHeight)),
            JSONMember("scale", .number(layout.scale)), JSONMember("style", .string(layout.style)),
            JSONMember("revision", .number(Double(layout.revision))), JSONMember("cards", .number(Double(layout.cards))),
            JSONMember("bytes", .number(Double(layout.bytes))), JSONMember("last_used_at", .string(layout.lastUsedAt)),
            JSONMember("hits", .number(Double(layout.hitCount))),
        ])
    }

    /// The summary line, the budget and what layouts and card sizes use of it, then a table of the stored layouts (most recently used first) and one of
    /// the card sizes.
    static func text(_ stats: CacheStats, budget: Int, layouts: [CachedLayout], sizes: [CardSizeTotal]) -> [String] {
        var lines = [summary(stats), "budget \(ByteCount(budget)): \(ByteCount(stats.layoutBytes + stats.cardSizeBytes)) used (layouts and card sizes)"]
        if !layouts.isEmpty {
            let dimension = { (name: String, value: Double?) in value.map { "\(name) \(JSONValue.literal($0))" } }
            lines += [""] + table(
                ["LAYOUT", "DEPENDS ON", "SCALE", "STYLE", "GROUPING", "REVISION", "CARDS", "SIZE", "LAST USED"],
                layouts.map { layout in
                    [
                        layout.layout,
                        [dimension("width", layout.containerWidth), dimension("height", layout.containerHeight)].compactMap { $0 }
                            .joined(separator: ", "),
                        JSONValue.literal(layout.scale), layout.style, layout.grouping, "\(layout.revision)", "\(layout.cards)",
                        "\(ByteCount(layout.bytes))", layout.lastUsedAt,
                    ]
                })
        }
        if !sizes.isEmpty {
            lines += [""] + table(
                ["CARD SIZES", "COLUMN", "ENTRIES", "SIZE"],
                sizes.map { [$0.style, "\(JSONValue.literal($0.columnWidth)) pt", "\($0.entries)", "\(ByteCount($0.bytes))"] })
        }
        return lines
    }

    /// Rows under a header, each column as wide as its widest cell.
    private static func table(_ header: [String], _ rows: [[String]]) -> [String] {
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .trimmingCharacters(in: .whitespaces)
        }
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
