import CorollaTestSupport
import XCTest

@testable import CorollaStore

/// The bytes of each group of card sizes, kept in `card_size_use` by the triggers on `card_sizes`
/// (migration 0012), against the sum over the group's sizes that the budget counted before.
final class CardSizeBytesTests: XCTestCase {
    /// Each group's kept bytes and the sum over its rows (`CacheStore.cardSizeBytes`), and the
    /// groups that have sizes but no `card_size_use` row.
    private func totals(_ database: Database) throws -> (kept: [String: Int], summed: [String: Int], withoutRow: Int) {
        let group = "style || '/' || column_width || '/' || fingerprint"
        var kept: [String: Int] = [:]
        for row in try database.fetchAll("SELECT \(group), CAST(bytes AS INTEGER) FROM card_size_use WHERE bytes > 0") {
            kept[try row.decode(at: 0)] = try row.decode(at: 1)
        }
        var summed: [String: Int] = [:]
        for row in try database.fetchAll("SELECT \(group), sum(\(CacheStore.cardSizeBytes)) FROM card_sizes GROUP BY style, column_width, fingerprint") {
            summed[try row.decode(at: 0)] = try row.decode(at: 1)
        }
        let withoutRow = try database.fetchValue(
            Int.self, "SELECT count(*) FROM card_sizes WHERE NOT EXISTS (SELECT 1 FROM card_size_use u WHERE u.style = card_sizes.style AND u.column_width = card_sizes.column_width AND u.fingerprint = card_sizes.fingerprint)") ?? -1
        return (kept, summed, withoutRow)
    }

    /// Rule (twin: kept totals vs the full sum): whatever writes the sizes — the store's puts,
    /// lookups and evictions, or plain SQL that inserts, changes (the size, the checksum, the group,
    /// the creation time) or deletes them, or deletes a group's row — every group's kept bytes equal
    /// the sum over its sizes, and no size is left without its group's row.
    func testKeptBytesAreTheSumOverTheSizesWhateverWritesThem() throws {
        for seed in UInt64(1)...6 {
            var random = SplitMix64(seed: seed)
            let store = try CatalogStore.inMemory()
            let caches = store.caches
            let styles = ["card", "detail", "chip"], widths = [160.0, 187.5, 200], fingerprints = ["f1", "pango-1.50/dejavu"]
            func randomKey() -> CardSizeKey {
                CardSizeKey(
                    contentHash: ContentHash(of: "plant \(Int.random(in: 0..<40, using: &random))"), style: styles.randomElement(using: &random)!,
                    columnWidth: widths.randomElement(using: &random)!, fingerprint: fingerprints.randomElement(using: &random)!)
            }
            for step in 0..<60 {
                let action: String
                switch Int.random(in: 0..<9, using: &random) {
                case 0, 1:
                    let keys = (0..<Int.random(in: 1...12, using: &random)).map { _ in randomKey() }
                    try caches.putCardSizes(Dictionary(keys.map { ($0, CardSize(width: $0.columnWidth, height: Double.random(in: 40...400, using: &random))) }) { a, _ in a })
                    action = "put \(keys.count)"
                case 2:
                    _ = try caches.cardSizes(for: (0..<5).map { _ in randomKey() })
                    action = "look up"
                case 3:
                    let key = randomKey()
                    try store.database.execute(
                        "INSERT OR IGNORE INTO card_sizes (content_hash, style, column_width, fingerprint, width, height, checksum, created_at) VALUES (?, ?, ?, ?, 1, 2, ?, ?)",
                        key.arguments + [.blob(Array(repeating: 7, count: Int.random(in: 0...40, using: &random))), .text(String(repeating: "9", count: Int.random(in: 1...30, using: &random)))])
                    action = "plain insert"
                case 4:
                    try store.database.execute(
                        "UPDATE card_sizes SET height = height + 1, checksum = randomblob(abs(random()) % 33) WHERE abs(random()) % 3 = 0")
                    action = "plain update of sizes and checksums"
                case 5:
                    try store.database.execute(
                        "UPDATE OR IGNORE card_sizes SET style = ?, created_at = created_at || 'x' WHERE abs(random()) % 4 = 0", [.text(styles.randomElement(using: &random)!)])
                    action = "plain update of the group"
                case 6:
                    try store.database.execute("DELETE FROM card_sizes WHERE abs(random()) % 3 = 0")
                    action = "plain delete of sizes"
                case 7:
                    try store.database.execute("DELETE FROM card_size_use WHERE abs(random()) % 3 = 0")
                    action = "plain delete of groups"
                default:
                    let budget = try caches.stats().cardSizeBytes
                    try caches.prune(toBudget: Int.random(in: 0...max(budget, 1), using: &random))
                    action = "prune"
                }
                let (kept, summed, withoutRow) = try totals(store.database)
                XCTAssertEqual(kept, summed, "seed \(seed), step \(step): after \(action)")
                XCTAssertEqual(withoutRow, 0, "seed \(seed), step \(step): after \(action)")
            }
        }
    }

    /// Rule: a catalog made before the totals (schema 11), with card sizes and a group whose row
    /// plain SQL deleted, gets each group's bytes and a row for every group when it is opened.
    func testUpgradeCountsTheSizesAlreadyStored() throws {
        let folder = try makeTemporaryFolder()
        let before = Array(Migration.embedded.prefix { $0.version < 12 })
        let old = try makeCatalog(in: folder, migrations: before)
        let keys = (0..<30).map { CardSizeKey(contentHash: ContentHash(of: "plant \($0)"), style: $0 % 2 == 0 ? "card" : "detail", columnWidth: 187.5, fingerprint: "f") }
        // Plain SQL: the store writes for the latest schema. Only the card group has a use row.
        for key in keys {
            try old.database.execute(
                "INSERT INTO card_sizes (content_hash, style, column_width, fingerprint, width, height, checksum) VALUES (?, ?, ?, ?, 187.5, 90, ?)",
                key.arguments + [.blob(BinaryCoding.checksum(key, CardSize(width: 187.5, height: 90)))])
        }
        try old.database.execute("INSERT INTO card_size_use (style, column_width, fingerprint, last_used_at) VALUES ('card', 187.5, 'f', '2999-01-01T00:00:00.000Z')")
        let summed = try old.caches.stats().cardSizeBytes

        let upgraded = try makeCatalog(in: folder)
        let (kept, sums, withoutRow) = try totals(upgraded.database)
        XCTAssertEqual(kept, sums)
        XCTAssertEqual(kept.values.reduce(0, +), summed)
        XCTAssertEqual(kept.count, 2)
        XCTAssertEqual(withoutRow, 0)
        XCTAssertEqual(try upgraded.caches.prune(toBudget: summed - 1).cardSizes, 15, "the older group goes first")
    }

    /// Rule: no total stored with plain SQL — the largest integer, infinite either way, negative —
    /// makes storing card sizes, looking them up or evicting fail. A huge total is past any budget:
    /// the next store evicts its group (and, by the running sum, every group used before it), and
    /// the totals are right again; a negative one counts as nothing.
    func testNoStoredTotalMakesAWriteFail() throws {
        for total in ["9223372036854775807", "9e999", "-9e999", "-5"] {
            let store = try CatalogStore.inMemory()
            let caches = store.caches
            let keys = { (width: Double) in
                (0..<10).map { CardSizeKey(contentHash: ContentHash(of: "plant \($0)"), style: "card", columnWidth: width, fingerprint: "f") }
            }
            for width in [160.0, 200] { try caches.putCardSizes(Dictionary(uniqueKeysWithValues: keys(width).map { ($0, CardSize(width: width, height: 90)) })) }
            try store.database.execute("UPDATE card_size_use SET bytes = \(total), last_used_at = '2999-01-01' WHERE column_width = 160")
            try caches.putCardSizes([CardSizeKey(contentHash: ContentHash(of: "one more"), style: "card", columnWidth: 160, fingerprint: "f"): CardSize(width: 160, height: 1)])
            _ = try caches.cardSizes(for: keys(160))
            if total.hasPrefix("-") {
                XCTAssertEqual(try caches.cardSizeTotals().map(\.entries), [11, 10], total)
                let older = try XCTUnwrap(try caches.cardSizeTotals().last?.bytes)
                XCTAssertEqual(try caches.prune(toBudget: older - 1).cardSizes, 10, "\(total): the older group goes")
                XCTAssertEqual(try caches.cardSizeTotals().map(\.columnWidth), [160], total)
            } else {
                XCTAssertEqual(try caches.stats().cardSizeEntries, 0, total)
                let (kept, summed, _) = try totals(store.database)
                XCTAssertEqual(kept, summed, total)
            }
        }
    }

    /// Rule: plain SQL that replaces sizes (`INSERT OR REPLACE`, whose deletes fire no trigger while
    /// recursive triggers are off, as SQLite has them by default) can only make a group's kept bytes
    /// larger than its sizes take, never smaller: the budget still bounds what is stored.
    func testReplacingWithPlainSQLNeverCountsLess() throws {
        let store = try CatalogStore.inMemory()
        let keys = (0..<10).map { CardSizeKey(contentHash: ContentHash(of: "plant \($0)"), style: "card", columnWidth: 160, fingerprint: "f") }
        try store.caches.putCardSizes(Dictionary(uniqueKeysWithValues: keys.map { ($0, CardSize(width: 160, height: 90)) }))
        for key in keys.prefix(4) {
            try store.database.execute(
                "INSERT OR REPLACE INTO card_sizes (content_hash, style, column_width, fingerprint, width, height, checksum) VALUES (?, ?, ?, ?, 1, 2, x'00')",
                key.arguments)
        }
        let (kept, summed, withoutRow) = try totals(store.database)
        XCTAssertEqual(Set(kept.keys), Set(summed.keys))
        for (group, bytes) in summed { XCTAssertGreaterThanOrEqual(kept[group] ?? 0, bytes, group) }
        XCTAssertEqual(withoutRow, 0)
    }
}
