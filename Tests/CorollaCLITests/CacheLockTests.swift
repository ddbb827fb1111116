@testable import CorollaStore
import Foundation
import XCTest

/// A read never fails for its cache: another process holding the catalog's write lock past the
/// busy timeout leaves a grid computed and printed, with one warning.
final class CacheLockTests: CatalogTestCase {
    /// Rule: while another connection holds the write lock, `grid` (a miss, which would store
    /// sizes and a layout) still prints the grid, exit 0, with one warning naming the lock; once the
    /// lock is released, the next grid stores its layout and the one after is a hit.
    func testAGridWhileAnotherProcessHoldsTheWriteLock() throws {
        try succeed(["import", "-", "--format", "csv", "-q"], input: plantsCSV(8, prefix: "seed", favoriteEvery: 1))
        let expected = try succeed(["grid", "--format", "json", "--width", "834", "--no-cache"]).stdout
        let holder = try Database(path: database)
        try holder.execute("BEGIN IMMEDIATE")
        let locked = try corolla(["grid", "--format", "json", "--width", "834"])
        XCTAssertEqual(locked.status, 0, locked.stderr)
        XCTAssertEqual(locked.stdout, expected)
        XCTAssertEqual(locked.stderr, "warning: the cache was not updated: another process held the catalog's write lock past the busy timeout\n")
        try holder.execute("ROLLBACK")
        XCTAssertTrue(try succeed(["grid", "--format", "json", "--width", "834", "-v"]).stderr.hasPrefix("layout: miss"))
        XCTAssertTrue(try succeed(["grid", "--format", "json", "--width", "834", "-v"]).stderr.hasPrefix("layout: hit"))
    }
}
