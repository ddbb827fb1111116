@testable import CorollaStore
import Foundation
import XCTest

/// `db check` reports what differs in the catalog's machinery, `init` repairs it, and the commands
/// that read or clear the caches say what to do meanwhile.
final class MachineryCommandTests: CatalogTestCase {
    /// Every row of the plants and the favorites, read with plain SQL.
    private func catalogRows() throws -> [Row] {
        let store = try CatalogStore(path: database, mode: .readOnly)
        return try store.database.fetchAll("SELECT * FROM plants ORDER BY id") + store.database.fetchAll("SELECT * FROM favorites ORDER BY plant_id")
    }

    /// Runs `sql` on the catalog with plain SQL, foreign keys off.
    private func damage(_ sql: String) throws {
        try Database(path: database).executeScript("PRAGMA foreign_keys = OFF; \(sql);")
    }

    /// Rule: for each damage, `db check` exits 1 naming it; `init` repairs it, says so, and leaves
    /// the plants and favorites row for row as they were; then `db check` passes and the cached grid
    /// equals the fresh one.
    func testCheckReportsAndInitRepairs() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(12, prefix: "fern", favoriteEvery: 2))
        let cases: [(damage: String, reported: String)] = [
            ("DROP TRIGGER favorites_deleted", "missing trigger favorites_deleted"),
            (
                "DROP TRIGGER plants_inserted; CREATE TRIGGER plants_inserted AFTER INSERT ON plants BEGIN SELECT 1; END",
                "altered trigger plants_inserted"
            ),
            ("UPDATE catalog_revision SET revision = revision - 1", "the catalog revision (0) is below a cached layout's (1)"),
            ("DROP TABLE layout_cache", "missing table layout_cache, missing index layout_cache_by_key"),
            (
                "DROP TABLE card_sizes",
                "missing table card_sizes, missing index card_sizes_by_group, missing trigger card_sizes_inserted, missing trigger card_sizes_deleted, missing trigger card_sizes_updated"
            ),
            ("CREATE INDEX plants_by_name ON plants (name)", "unexpected index plants_by_name"),
        ]
        for (sql, reported) in cases {
            try succeed(["grid", "--format", "json", "-q"])
            let rows = try catalogRows()
            if sql.hasPrefix("UPDATE") { try damage("UPDATE catalog_revision SET revision = 0") } else { try damage(sql) }

            let check = try corolla(["db", "check"])
            XCTAssertEqual(check.status, 1, sql)
            XCTAssertTrue(check.stdout.contains("machinery:     \(reported); run 'corolla init' to repair\n"), "\(sql): \(check.stdout)")
            let checkJSON = try json(try corolla(["db", "check", "--json"])) as? [String: Any]
            XCTAssertEqual(checkJSON?["ok"] as? Bool, false, sql)

            let repaired = try succeed(["init"]).stdout
            XCTAssertTrue(repaired.hasPrefix("Repaired: \(reported) (the caches were emptied)\nCatalog ready at "), "\(sql): \(repaired)")
            XCTAssertEqual(try catalogRows(), rows, sql)
            XCTAssertEqual(try succeed(["db", "check"]).stdout, "integrity:     ok\nforeign keys:  ok\nmachinery:     ok\ncache rows:    ok\n", sql)
            XCTAssertEqual(try succeed(["init"]).stdout, "Catalog ready at \(database) (schema \(CatalogStore.latestSchemaVersion))\n", sql)
        }
        try assertSoundAndFresh()
    }

    /// Rule: with the layout cache's tables dropped, `db status` still shows the catalog and says
    /// what to run, `cache clear` and `cache stats` refuse saying the same, and `init` repairs them.
    func testStatusAndCacheCommandsWithACacheTableDropped() throws {
        try addFavorites(["Aloe vera", "Ficus lyrata"])
        try succeed(["grid", "--format", "json", "-q"])
        try damage("DROP TABLE layout_cache_use; DROP TABLE layout_cache")
        let advice = "missing table layout_cache, missing index layout_cache_by_key, missing table layout_cache_use; run 'corolla init' to repair"

        let status = try succeed(["db", "status"]).stdout
        XCTAssertTrue(status.contains("\ncache:           unreadable\nmachinery:       \(advice)\n"), status)
        let statusJSON = try json(try succeed(["db", "status", "--json"])) as? [String: Any]
        XCTAssertEqual(statusJSON?["plants"] as? Int, 2)
        XCTAssertTrue(statusJSON?["cache"] is NSNull)
        XCTAssertEqual((statusJSON?["machinery"] as? [String])?.count, 3)
        for arguments in [["cache", "clear"], ["cache", "stats"]] {
            XCTAssertEqual(
                try fail(arguments, status: 1),
                "Error: the catalog's tables are not as this Corolla makes them; run 'corolla init' to repair: "
                    + "missing table layout_cache, missing table layout_cache_use\n", arguments.joined(separator: " "))
        }

        try succeed(["init", "-q"])
        try succeed(["cache", "clear"])
        XCTAssertTrue(try succeed(["db", "status"]).stdout.contains("\nmachinery:       ok\n"))
    }

    /// Rule: a damaged plants table is reported by `db check` and `init`, which rebuilds what it may
    /// and exits 1 naming what it does not rebuild; the rows stay.
    func testInitDoesNotRebuildThePlants() throws {
        try addFavorites(["Aloe vera"])
        try damage("ALTER TABLE plants ADD COLUMN height REAL; DROP TRIGGER plants_deleted")
        let rows = try catalogRows()
        XCTAssertEqual(try fail(["db", "check"], status: 1), "Error: the catalog at \(database) failed its checks\n")
        XCTAssertEqual(
            try fail(["init"], status: 1),
            "Error: the catalog at \(database) differs in tables 'corolla init' does not rebuild (they hold your data): altered table plants\n")
        XCTAssertEqual(try catalogRows(), rows)
        XCTAssertTrue(try corolla(["db", "check"]).stdout.hasSuffix("machinery:     altered table plants\ncache rows:    not checked (the pages or the machinery are not sound)\n"))
    }
}
