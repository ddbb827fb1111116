import XCTest

@testable import CorollaStore

/// The measurement cache (card sizes) and the frame cache (whole layouts).
final class CacheStoreTests: XCTestCase {
    private func key(width: Double? = 390, height: Double? = nil, configuration: String = #"{"kind":"waterfall","columns":2}"#) -> LayoutCacheKey {
        LayoutCacheKey(configuration: configuration, containerWidth: width, containerHeight: height, scale: 3, style: "detail", fingerprint: "pango-1.50/dejavu")
    }

    private func value(revision: Int64, items: Int = 3, frames: [Double]? = nil) -> LayoutCacheValue {
        let manifest = (0..<items).map { ManifestItem(plantID: Int64($0 + 1), sizeStamp: Int64($0 * 7)) }
        let frames = frames ?? (0..<items * 4).map { Double($0) * 0.5 }
        return LayoutCacheValue(revision: revision, manifest: manifest, frames: frames, contentWidth: 390, contentHeight: 812.5)
    }

    /// Rule: frames come back bit for bit — NaN payloads, signed zeros, subnormals, infinities.
    func testFramesRoundTripBitExact() throws {
        let caches = try CatalogStore.inMemory().caches
        let patterns: [UInt64] = [
            0x7FF8_0000_0000_0001, 0xFFF0_0000_0000_BEEF, 0x7FF4_0000_0000_0000, 0x8000_0000_0000_0000, 0x0000_0000_0000_0001,
            0x000F_FFFF_FFFF_FFFF, 0x7FF0_0000_0000_0000, 0xFFF0_0000_0000_0000, Double.pi.bitPattern, 0,
        ]
        let frames = patterns.map(Double.init(bitPattern:))
        try caches.putLayout(value(revision: 1, items: 0, frames: frames), for: key())
        let stored = try XCTUnwrap(try caches.layoutEntry(for: key()))
        XCTAssertEqual(stored.value.frames.map(\.bitPattern), patterns)
        XCTAssertEqual(BinaryCoding.encode(frames: [1.0]), [0, 0, 0, 0, 0, 0, 0xF0, 0x3F], "little-endian Float64")
    }

    /// Rule: a lookup is a hit at the entry's revision (and touches it), stale at another revision,
    /// absent otherwise; hits and misses are counted.
    func testLookupOutcomesAndCounters() throws {
        let caches = try CatalogStore.inMemory().caches
        XCTAssertEqual(try caches.lookupLayout(key(), revision: 1), .absent)
        try caches.putLayout(value(revision: 1), for: key())
        guard case .hit(let entry) = try caches.lookupLayout(key(), revision: 1) else { return XCTFail("expected a hit") }
        XCTAssertEqual(entry.value, value(revision: 1))
        XCTAssertEqual(entry.key, key())
        XCTAssertEqual(try caches.layoutEntry(for: key())?.hitCount, 1)
        _ = try caches.lookupLayout(key(), revision: 1)
        XCTAssertEqual(try caches.layoutEntry(for: key())?.hitCount, 2)
        guard case .stale(let stale) = try caches.lookupLayout(key(), revision: 2) else { return XCTFail("expected a stale entry") }
        XCTAssertEqual(stale.value.manifest, value(revision: 1).manifest)
        let stats = try caches.stats()
        XCTAssertEqual([stats.layoutEntries, stats.layoutHits, stats.layoutMisses], [1, 2, 2])
        XCTAssertGreaterThan(stats.layoutBytes, 3 * 40 + 12 * 8)
    }

    /// Rule: the key is the whole tuple: another width, a NULL (independent) dimension, another scale
    /// are other entries; putting for the same key replaces its entry.
    func testKeysAreDistinctAndPutReplaces() throws {
        let caches = try CatalogStore.inMemory().caches
        try caches.putLayout(value(revision: 1), for: key(width: 390))
        try caches.putLayout(value(revision: 1, items: 1), for: key(width: 400))
        try caches.putLayout(value(revision: 1, items: 2), for: key(width: nil, height: 800))
        try caches.putLayout(value(revision: 2, items: 5), for: key(width: 390))
        XCTAssertEqual(try caches.stats().layoutEntries, 3)
        XCTAssertEqual(try caches.layoutEntry(for: key(width: 390))?.value, value(revision: 2, items: 5))
        XCTAssertEqual(try caches.layoutEntry(for: key(width: nil, height: 800))?.value.manifest.count, 2)
        XCTAssertNil(try caches.layoutEntry(for: key(width: nil, height: nil)))
        XCTAssertTrue(try caches.touchLayout(key(width: 400)))
        XCTAssertFalse(try caches.touchLayout(key(width: 1)))
    }

    /// Rule: storing a layout replaces only its own key's entry: the entries of other widths, at an
    /// older revision, stay, and a budget they fit in evicts none of them.
    func testStoringOneKeyKeepsTheOthers() throws {
        let caches = try CatalogStore.inMemory().caches
        for width in [390.0, 834, 1024] {
            try caches.putLayout(value(revision: 1), for: key(width: width))
        }
        try caches.putLayout(value(revision: 2, items: 4), for: key(width: 390))
        XCTAssertEqual(try caches.prune(toBudget: caches.budget()), CacheEviction())
        XCTAssertEqual(try caches.layoutEntry(for: key(width: 390))?.value.revision, 2)
        XCTAssertEqual(try caches.layoutEntry(for: key(width: 834))?.value.revision, 1)
        XCTAssertEqual(try caches.layoutEntry(for: key(width: 1024))?.value.revision, 1)
        XCTAssertEqual(try caches.stats().layoutEntries, 3)
    }

    /// Rule: under a budget, the least recently used entries go first (ties: the older entry), until
    /// the rest fit; an entry is counted as `stats()` counts it.
    func testEvictionIsLeastRecentlyUsedUnderTheBudget() throws {
        let store = try CatalogStore.inMemory()
        let caches = store.caches
        let widths = [300.0, 310, 320, 330, 340]
        for width in widths {
            try caches.putLayout(value(revision: 1), for: key(width: width))
        }
        // 310 was used last, then 300, then 340; 320 and 330 at the same time, 330 stored later.
        for (width, usedAt) in [(300.0, "2024-01-03"), (310, "2024-01-04"), (320, "2024-01-01"), (330, "2024-01-01"), (340, "2024-01-02")] {
            try store.database.execute(
                "UPDATE layout_cache_use SET last_used_at = ? WHERE entry_id = (SELECT id FROM layout_cache WHERE container_width = ?)",
                [.text(usedAt), .real(width)])
        }
        let entryBytes = try caches.stats().layoutBytes / widths.count
        XCTAssertEqual(try caches.stats().layoutBytes, entryBytes * widths.count, "equal entries")
        let kept = { try widths.filter { try caches.layoutEntry(for: self.key(width: $0)) != nil } }

        XCTAssertEqual(try caches.prune(toBudget: 4 * entryBytes).layouts, 1)
        XCTAssertEqual(try kept(), [300, 310, 330, 340])
        XCTAssertEqual(try caches.prune(toBudget: 3 * entryBytes - 1).layouts, 2)
        XCTAssertEqual(try kept(), [300, 310])
        XCTAssertEqual(try caches.stats().layoutBytes, 2 * entryBytes)
        XCTAssertEqual(try caches.prune(toBudget: 2 * entryBytes).layouts, 0)
        XCTAssertEqual(try caches.prune(toBudget: 0).layouts, 2)
        XCTAssertEqual(try caches.stats().layoutEntries, 0)
    }

    /// Rule: the budget bounds layouts and card sizes together, least recently used first across
    /// both; the card sizes of a style and width go together, and a lookup marks them used.
    func testEvictionSpansLayoutsAndCardSizes() throws {
        let store = try CatalogStore.inMemory()
        let caches = store.caches
        let sizeKeys = { (width: Double) in
            (0..<20).map { CardSizeKey(contentHash: ContentHash(of: "plant \($0)"), style: "card", columnWidth: width, fingerprint: "f") }
        }
        for width in [180.0, 200] { try caches.putCardSizes(Dictionary(uniqueKeysWithValues: sizeKeys(width).map { ($0, CardSize(width: width, height: 90)) })) }
        try caches.putLayout(value(revision: 1), for: key(width: 390))
        try store.database.execute("UPDATE card_size_use SET last_used_at = CASE column_width WHEN 180 THEN '2024-01-01' ELSE '2024-01-02' END")
        try store.database.execute("UPDATE layout_cache_use SET last_used_at = '2024-01-03'")
        let stats = try caches.stats()
        let group = stats.cardSizeBytes / 2
        XCTAssertEqual(try caches.cardSizes(for: sizeKeys(180)).sizes.count, 20, "180 used now")
        XCTAssertEqual(try caches.prune(toBudget: stats.layoutBytes + group), CacheEviction(layouts: 0, cardSizes: 20))
        XCTAssertEqual(try caches.cardSizeTotals().map(\.columnWidth), [180])
        XCTAssertEqual(try caches.prune(toBudget: group - 1), CacheEviction(layouts: 1, cardSizes: 20))
        XCTAssertEqual(try caches.stats().cardSizeEntries, 0)
    }

    /// Rule: the cache budget is 64 MiB until set; a set budget persists in the file and evicts at
    /// once what it no longer holds; a negative one is refused, by the store and by the table.
    func testBudgetPersistsAndIsValidated() throws {
        let folder = try makeTemporaryFolder()
        let caches = try makeCatalog(in: folder).caches
        XCTAssertEqual(try caches.budget(), 64 * 1024 * 1024)
        try caches.putLayout(value(revision: 1), for: key(width: 390))
        try caches.putLayout(value(revision: 1), for: key(width: 834))
        let entryBytes = try caches.stats().layoutBytes / 2

        XCTAssertEqual(try caches.setBudget(entryBytes).layouts, 1)
        XCTAssertEqual(try caches.stats().layoutEntries, 1)
        XCTAssertEqual(try makeCatalog(in: folder).caches.budget(), entryBytes)

        assertThrows(.invalidSetting(name: "layout_budget_bytes", value: -1, reason: "a budget is 0 bytes or more")) { try caches.setBudget(-1) }
        assertThrows(.constraintCheck) {
            try caches.database.execute("UPDATE cache_settings SET value = -1 WHERE name = 'layout_budget_bytes'")
        }
        assertThrows(.constraintCheck) { try caches.database.execute("INSERT INTO cache_settings (name, value) VALUES ('budget', 1)") }
        XCTAssertEqual(try makeCatalog(in: folder).caches.budget(), entryBytes)
        XCTAssertEqual(try caches.setBudget(0).layouts, 1)
        XCTAssertEqual(try caches.budget(), 0)
    }

    /// Rule: the listing has every layout, most recently used first, with its key, revision, card
    /// count, bytes (adding up to the stats' total), use and hits; card sizes add up per style and
    /// measuring width.
    func testLayoutEntriesAndCardSizeTotals() throws {
        let store = try CatalogStore.inMemory()
        let caches = store.caches
        try caches.putLayout(value(revision: 1, items: 3), for: key(width: 390))
        try caches.putLayout(value(revision: 2, items: 5), for: key(width: nil, height: 800))
        _ = try caches.lookupLayout(key(width: 390), revision: 1)
        try store.database.execute("UPDATE layout_cache_use SET last_used_at = '2000-01-01T00:00:00.000Z' WHERE hit_count = 0")

        let entries = try caches.layoutEntries()
        XCTAssertEqual(entries.map(\.key), [key(width: 390), key(width: nil, height: 800)])
        XCTAssertEqual(entries.map(\.revision), [1, 2])
        XCTAssertEqual(entries.map(\.cardCount), [3, 5])
        XCTAssertEqual(entries.map(\.hitCount), [1, 0])
        XCTAssertEqual(entries[1].lastUsedAt, "2000-01-01T00:00:00.000Z")
        XCTAssertEqual(entries.map(\.bytes).reduce(0, +), try caches.stats().layoutBytes)
        XCTAssertGreaterThan(entries[1].bytes, entries[0].bytes)

        let size = CardSize(width: 100, height: 50)
        let sizes = (0..<5).map { CardSizeKey(contentHash: ContentHash(of: "plant \($0)"), style: $0 < 3 ? "detail" : "chip", columnWidth: $0 == 0 ? 200 : 100, fingerprint: "f") }
        try caches.putCardSizes(Dictionary(uniqueKeysWithValues: sizes.map { ($0, size) }))
        let totals = try caches.cardSizeTotals()
        XCTAssertEqual(totals.map(\.style), ["chip", "detail", "detail"])
        XCTAssertEqual(totals.map(\.columnWidth), [100, 100, 200])
        XCTAssertEqual(totals.map(\.entries), [2, 2, 1])
        XCTAssertEqual(totals.map(\.bytes).reduce(0, +), try caches.stats().cardSizeBytes)
    }

    /// Rule: clearing gives the caches' pages back: after a checkpoint the file is no larger than
    /// before they were filled, in a file created with incremental vacuum and in one created without
    /// (which the clear converts with one VACUUM, adding the pointer-map pages incremental vacuum
    /// keeps: one per 819 pages of 4 KiB).
    func testClearShrinksTheFile() throws {
        for createdWithout in [false, true] {
            let folder = try makeTemporaryFolder()
            let store = try makeCatalog(in: folder)
            let path = folder.path("catalog.sqlite")
            for n in 0..<200 { _ = try store.plants.insert(.sample("Plant \(n)")) }
            if createdWithout { try store.database.executeScript("PRAGMA auto_vacuum = NONE; VACUUM;") }
            XCTAssertEqual(try store.database.fetchValue(Int.self, "PRAGMA auto_vacuum"), createdWithout ? 0 : 2)
            let fileBytes = {
                _ = try store.database.fetchAll("PRAGMA wal_checkpoint(TRUNCATE)")
                return try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
            }
            let before = try fileBytes()

            let caches = store.caches
            for width in 0..<60 {
                try caches.putLayout(value(revision: 1, items: 400), for: key(width: Double(300 + width)))
            }
            let sizes = (0..<4_000).map { CardSizeKey(contentHash: ContentHash(of: "plant \($0)"), style: "detail", columnWidth: 180, fingerprint: "f") }
            try caches.putCardSizes(Dictionary(uniqueKeysWithValues: sizes.map { ($0, CardSize(width: 180, height: 120)) }))
            let filled = try fileBytes()
            XCTAssertGreaterThan(filled, before + 1_000_000)

            try caches.clear()
            let pointerMaps = createdWithout ? 4096 * (before / 4096 / 819 + 1) : 0
            XCTAssertLessThanOrEqual(try fileBytes(), before + pointerMaps, "created without auto_vacuum: \(createdWithout)")
            XCTAssertEqual(try store.database.fetchValue(Int.self, "PRAGMA auto_vacuum"), 2)
            XCTAssertEqual(try store.plants.count(), 200)
        }
    }

    /// Rule: a connection that found the file damaged empties the caches but never rewrites the file
    /// to shrink it.
    func testClearDoesNotShrinkADamagedFile() throws {
        let folder = try makeTemporaryFolder()
        let store = try makeCatalog(in: folder)
        try store.caches.putLayout(value(revision: 1), for: key())
        store.database.noteFileDamaged()
        try store.caches.clear()
        XCTAssertEqual(try store.caches.stats().layoutEntries, 0)
        XCTAssertFalse(try store.database.releaseFreePages())
    }

    /// Rule: card sizes are fetched in one batch by the full key (content, style, column width,
    /// fingerprint); present keys are hits, absent ones misses; clear empties and resets.
    func testCardSizes() throws {
        let caches = try CatalogStore.inMemory().caches
        let fern = CardSizeKey(contentHash: ContentHash(of: "fern"), style: "detail", columnWidth: 187.5, fingerprint: "f1")
        var wider = fern
        wider.columnWidth = 195
        var edited = fern
        edited.contentHash = ContentHash(of: "fern, edited")
        try caches.putCardSizes([fern: CardSize(width: 187.5, height: 240.25), wider: CardSize(width: 195, height: 230)])
        try caches.putCardSizes([fern: CardSize(width: 187.5, height: 241)])
        let sizes = try caches.cardSizes(for: [fern, wider, edited, fern])
        XCTAssertEqual(sizes.damaged, 0)
        XCTAssertEqual(sizes.sizes, [fern: CardSize(width: 187.5, height: 241), wider: CardSize(width: 195, height: 230)])
        let stats = try caches.stats()
        XCTAssertEqual([stats.cardSizeEntries, stats.cardSizeHits, stats.cardSizeMisses], [2, 2, 1])
        assertThrows(.constraintCheck) { try caches.putCardSizes([edited: CardSize(width: -1, height: 10)]) }
        try caches.clear()
        XCTAssertEqual(try caches.stats(), CacheStats(layoutEntries: 0, layoutBytes: 0, layoutHits: 0, layoutMisses: 0, cardSizeEntries: 0, cardSizeBytes: 0, cardSizeHits: 0, cardSizeMisses: 0))
    }

    /// Rule: one measurer fingerprint per options text, replaced by the next one; cleared with the caches.
    func testMeasurerFingerprints() throws {
        let caches = try CatalogStore.inMemory().caches
        XCTAssertNil(try caches.measurerFingerprint(for: "DejaVu Sans"))
        try caches.putMeasurerFingerprint("f1", for: "DejaVu Sans")
        try caches.putMeasurerFingerprint("f2", for: "DejaVu Sans")
        try caches.putMeasurerFingerprint("s1", for: "DejaVu Serif")
        XCTAssertEqual(try caches.measurerFingerprint(for: "DejaVu Sans"), "f2")
        XCTAssertEqual(try caches.measurerFingerprint(for: "DejaVu Serif"), "s1")
        try caches.clear()
        XCTAssertNil(try caches.measurerFingerprint(for: "DejaVu Sans"))
    }

    /// Rule: a malformed blob written with plain SQL is reported, not a crash: first by the row's
    /// checksum, and with the checksum made to match, by the blob's own decoding.
    func testMalformedManifestIsAnError() throws {
        let store = try CatalogStore.inMemory()
        let stored = value(revision: 1)
        try store.caches.putLayout(stored, for: key())
        try store.database.execute("PRAGMA ignore_check_constraints = ON")
        try store.database.execute("UPDATE layout_cache SET manifest = x'0102'")
        func assertMalformed(_ expected: String) {
            XCTAssertThrowsError(try store.caches.layoutEntry(for: key())) { error in
                guard case .malformedValue(_, let column, _) = error as? StoreError else { return XCTFail("\(error)") }
                XCTAssertEqual(column, expected)
            }
        }
        assertMalformed("checksum")
        let checksum = ([1, 2] as [UInt8]).withUnsafeBytes { manifest in
            BinaryCoding.encode(frames: stored.frames).withUnsafeBytes { frames in
                BinaryCoding.checksum(
                    revision: 1, manifest: manifest, frames: frames, contentWidth: stored.contentWidth, contentHeight: stored.contentHeight)
            }
        }
        try store.database.execute("UPDATE layout_cache SET checksum = ?", [.blob(checksum)])
        assertMalformed("manifest")
    }
}
