import CorollaLayout
@testable import CorollaService
import CorollaStore
import XCTest

/// A damaged cache row is a miss, never a crash and never a wrong grid: every way a stored layout
/// can be broken from outside (its blobs, their lengths, the archive version, its manifest) gives
/// the grid computed afresh, with a note, and the row is replaced.
final class GridCacheDamageTests: XCTestCase {
    /// SQL that damages the stored layout row(s) in one way each; the name says which.
    static let damages: [(name: String, sql: String)] = [
        ("manifest of other plants", "UPDATE layout_cache SET manifest = randomblob(length(manifest))"),
        ("zeroed frames", "UPDATE layout_cache SET frames = zeroblob(length(frames))"),
        ("unknown archive version", "UPDATE layout_cache SET frames = CAST(x'0000000000000040' || substr(frames, 9) AS BLOB)"),
        ("frames cut short", "UPDATE layout_cache SET frames = substr(frames, 1, length(frames) - 64)"),
        ("frames not whole numbers", "UPDATE layout_cache SET frames = substr(frames, 1, length(frames) - 3)"),
        ("a frame not finite", "UPDATE layout_cache SET frames = CAST(substr(frames, 1, 16) || x'000000000000F87F' || substr(frames, 25) AS BLOB)"),
        ("manifest one item short", "UPDATE layout_cache SET manifest = substr(manifest, 17)"),
        ("manifest not whole items", "UPDATE layout_cache SET manifest = substr(manifest, 2)"),
        ("empty manifest", "UPDATE layout_cache SET manifest = x''"),
    ]

    /// Rule: for each damage, a hit or a stale entry, with or without the contents, the grid is
    /// the uncached grid bit for bit, with a note naming the damage; the next grid is a hit again.
    func testEveryDamagedRowIsAMissWithANote() throws {
        for (name, sql) in Self.damages {
            for includesContents in [true, false] {
                for stale in [false, true] {
                    try check(name, sql, includesContents: includesContents, stale: stale)
                }
            }
        }
    }

    private func check(_ name: String, _ sql: String, includesContents: Bool, stale: Bool) throws {
        let context = "\(name), contents \(includesContents), stale \(stale)"
        let path = try makeCatalogPath(plants: 24, favorites: 24)
        let service = try CatalogService(path: path)
        var request = Fixtures.request()
        request.purpose = includesContents ? .export(.png) : .warming
        _ = try service.grid.result(for: request)
        let outside = try Database(path: path)
        try outside.execute("PRAGMA ignore_check_constraints = ON")
        try outside.execute(sql)
        if stale { try outside.execute("UPDATE plants SET last_watered = '2026-11-02' WHERE id = 3") }

        let damaged = try service.grid.result(for: request)
        assertSameGrid(damaged, try service.grid.result(for: request.uncached), context)
        XCTAssertEqual(damaged.report.outcome, .miss, context)
        XCTAssertEqual(damaged.report.notes.count, 1, "\(context): \(damaged.report.notes)")
        XCTAssertTrue(damaged.report.notes.first?.hasPrefix("the cached layout of this grid was damaged (") == true, "\(context): \(damaged.report.notes)")
        XCTAssertEqual(try service.grid.result(for: request).report.outcome, .hit, "replaced, \(context)")
    }

    /// Rule: a whole row (its checksum right) whose layout disagrees with itself or with the
    /// catalog at its own revision is a miss with a note, never served nor reused: a manifest
    /// one card short, a frame that is not a number or has a negative side, an archive version
    /// the code does not know, other plants, other size stamps. (Other plants or stamps in an
    /// entry of an older revision are no damage: nothing of it is reused then.)
    func testWholeRowsThatDisagreeAreMisses() throws {
        let changes: [(name: String, change: (inout LayoutCacheValue) -> Void)] = [
            ("a manifest one card short", { $0.manifest.removeLast() }),
            ("a content width that is not a number", { $0.frames[2] = .nan }),
            ("a negative height", { $0.frames[10] = -1e55 }),
            ("an unknown archive version", { $0.frames[0] = 2 }),
            ("other plants", { $0.manifest = $0.manifest.map { ManifestItem(plantID: $0.plantID + 1_000, sizeStamp: $0.sizeStamp) } }),
            ("other size stamps", { $0.manifest = $0.manifest.map { ManifestItem(plantID: $0.plantID, sizeStamp: $0.sizeStamp + 1) } }),
        ]
        for (name, change) in changes {
            for stale in [false, true] {
                try checkWholeRow("\(name), stale \(stale)", change, stale: stale, harmless: stale && name.hasPrefix("other "))
            }
        }
    }

    /// Rule: one rect of a whole row at its own revision (`grid --rect`), whose hit reads the
    /// favorites' number and the plant ids of the cards it shows only, is a miss with a note as
    /// the whole grid is when the row disagrees with the catalog: a manifest one card short,
    /// other plants, two cards the rect shows swapped, a card the rect shows replaced by another
    /// favorite; the grid is the uncached one bit for bit.
    func testWholeRowsThatDisagreeAreMissesForOneRect() throws {
        var request = Fixtures.request()
        request.viewport = Rect(x: 0, y: 0, width: 390, height: 400)
        let changes: [(name: String, change: (inout LayoutCacheValue) -> Void)] = [
            ("a manifest one card short", { $0.manifest.removeLast() }),
            ("other plants", { $0.manifest = $0.manifest.map { ManifestItem(plantID: $0.plantID + 1_000, sizeStamp: $0.sizeStamp) } }),
            ("two cards swapped", { $0.manifest.swapAt(0, 1) }),
            ("a card replaced by another favorite", { $0.manifest[1].plantID = $0.manifest[15].plantID }),
        ]
        for (name, change) in changes {
            try checkWholeRow("\(name), one rect", change, stale: false, harmless: false, request: request)
        }
    }

    private func checkWholeRow(
        _ context: String, _ change: (inout LayoutCacheValue) -> Void, stale: Bool, harmless: Bool, request: GridRequest = Fixtures.request()
    ) throws {
        let path = try makeCatalogPath(plants: 16, favorites: 16)
        let service = try CatalogService(path: path)
        _ = try service.grid.result(for: request)
        let store = try CatalogStore(path: path)
        let row = try XCTUnwrap(try store.database.fetchOne(
            "SELECT configuration, container_width, container_height, scale, style, fingerprint FROM layout_cache"))
        let key = LayoutCacheKey(
            configuration: try row.decode(at: 0), containerWidth: try row.decode(at: 1), containerHeight: try row.decode(at: 2),
            scale: try row.decode(at: 3), style: try row.decode(at: 4), fingerprint: try row.decode(at: 5))
        var value = try XCTUnwrap(try store.caches.layoutEntry(for: key)).value
        change(&value)
        try store.caches.putLayout(value, for: key)
        if stale { try store.database.execute("UPDATE plants SET last_watered = '2026-11-02' WHERE id = 3") }
        let grid = try service.grid.result(for: request)
        assertSameGrid(grid, try service.grid.result(for: request.uncached), context)
        XCTAssertEqual(grid.report.outcome, .miss, context)
        XCTAssertEqual(grid.report.notes.count, harmless ? 0 : 1, "\(context): \(grid.report.notes)")
    }

    /// SQL that damages every stored card size row in one way each (none of them a row whose
    /// checksum was made right again); the name says which.
    static let cardSizeDamages: [(name: String, sql: String)] = [
        ("every height + 50", "UPDATE card_sizes SET height = height + 50"),
        ("a height that is not a size", "UPDATE card_sizes SET height = -5"),
        ("widths one point wider", "UPDATE card_sizes SET width = width + 1"),
        ("checksums cut short", "UPDATE card_sizes SET checksum = substr(checksum, 2)"),
        ("checksums of zeros", "UPDATE card_sizes SET checksum = zeroblob(16)"),
    ]

    /// Rule: card size rows changed from outside are never used: each is a miss, deleted and
    /// measured again, with one note; the grid is the uncached one bit for bit; `failingRows()`
    /// (what `db check` reports) names them until they are replaced.
    func testDamagedCardSizesAreMeasuredAgain() throws {
        for (name, sql) in Self.cardSizeDamages {
            let path = try makeCatalogPath(plants: 12, favorites: 12)
            let service = try CatalogService(path: path)
            let first = try service.grid.result(for: Fixtures.request())
            let outside = try Database(path: path)
            try outside.execute("PRAGMA ignore_check_constraints = ON")
            try outside.execute(sql)
            try outside.execute("DELETE FROM layout_cache")
            let rows = try outside.fetchScalar(Int.self, "SELECT count(*) FROM card_sizes")
            XCTAssertEqual(try service.store.caches.failingRows(), ["card_sizes: \(rows) of \(rows) rows fail their checksum"], name)
            let again = try service.grid.result(for: Fixtures.request())
            XCTAssertEqual(again.report.cardsMeasured, first.report.cardsMeasured, name)
            XCTAssertEqual(again.report.cardSizesFromCache, 0, name)
            XCTAssertEqual(again.report.notes, ["\(rows) cached card sizes were damaged (checksum); measured again"], name)
            assertSameGrid(again, first, "sizes measured again, \(name)")
            assertSameGrid(again, try service.grid.result(for: Fixtures.request().uncached), "uncached, \(name)")
            XCTAssertEqual(try service.store.caches.failingRows(), [], name)
        }
    }

    /// Rule: a lookup that does not record use (a read-only catalog) treats a failing row as a
    /// miss too, and leaves it.
    func testDamagedCardSizesAreMissesWhenOnlyRead() throws {
        let store = try CatalogStore.inMemory()
        let key = CardSizeKey(contentHash: ContentHash(of: "fern"), style: "card", columnWidth: 180, fingerprint: "f")
        try store.caches.putCardSizes([key: CardSize(width: 180, height: 90)])
        XCTAssertEqual(try store.caches.cardSizes(for: [key], recordingUse: false).sizes, [key: CardSize(width: 180, height: 90)])
        try store.database.execute("UPDATE card_sizes SET height = height + 50")
        XCTAssertEqual(try store.caches.cardSizes(for: [key], recordingUse: false), CardSizeLookup(sizes: [:], damaged: 1))
        XCTAssertEqual(try store.caches.stats().cardSizeEntries, 1)
        XCTAssertEqual(try store.caches.cardSizes(for: [key]), CardSizeLookup(sizes: [:], damaged: 1))
        XCTAssertEqual(try store.caches.stats().cardSizeEntries, 0, "deleted when use is recorded")
    }
}

/// The cache machinery checked on every grid: with a trigger, an index or a cache table changed
/// from outside, or the revision moved back, caching is off for the grid (computed afresh, with a
/// note naming the difference) until `corolla init` repairs it.
final class GridMachineryTests: XCTestCase {
    /// Rule: each hand edit of the machinery gives the uncached grid with a note naming it, never a
    /// stale hit or a raw SQLite error; after the repair the grid is cached again.
    func testHandEditsTurnCachingOffUntilRepaired() throws {
        let edits: [(sql: String, named: String)] = [
            ("DROP TRIGGER plants_updated", "missing trigger plants_updated"),
            ("UPDATE catalog_revision SET revision = 0", "the catalog revision (1) is below a cached layout's"),
            ("DROP TABLE layout_cache_use; DROP TABLE layout_cache", "missing table layout_cache"),
            ("DROP TABLE card_sizes", "missing table card_sizes"),
            ("CREATE INDEX plants_by_notes ON plants (notes)", "unexpected index plants_by_notes"),
        ]
        for (sql, named) in edits {
            let path = try makeCatalogPath(plants: 12, favorites: 12)
            let service = try CatalogService(path: path)
            _ = try service.grid.result(for: Fixtures.request())
            let outside = try Database(path: path)
            try outside.executeScript(sql)
            try outside.execute("UPDATE plants SET notes = 'Edited from outside.' WHERE id = 2")
            let grid = try service.grid.result(for: Fixtures.request())
            assertSameGrid(grid, try service.grid.result(for: Fixtures.request().uncached), sql)
            XCTAssertEqual(grid.report.outcome, .bypassed, sql)
            XCTAssertEqual(grid.report.notes.count, 1, sql)
            XCTAssertTrue(grid.report.notes.first?.contains(named) == true, "\(sql): \(grid.report.notes)")
            try service.machinery.repair()
            XCTAssertEqual(try service.grid.result(for: Fixtures.request()).report.outcome, .miss, sql)
            XCTAssertEqual(try service.grid.result(for: Fixtures.request()).report.outcome, .hit, sql)
        }
    }
}
