import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaStore

/// A file this process found sound is not checked again by further connections while one has it
/// open (``SoundFiles``): what a server's connections, opened one per request served at once, take
/// from its first check of a large catalog instead of seconds each.
final class SoundFilesTests: XCTestCase {
    /// A catalog at `path`, closed, whose `card_sizes` table (which opening never reads) lives on a
    /// page of its own: that page's number and the page size.
    private func makeCatalog(_ path: String) throws -> (page: Int, size: Int) {
        let store = try CatalogStore(path: path)
        let page = try XCTUnwrap(try store.database.fetchValue(Int.self, "SELECT rootpage FROM sqlite_schema WHERE name = 'card_sizes'"))
        let size = try store.database.fetchScalar(Int.self, "PRAGMA page_size")
        _ = try store.database.fetchAll("PRAGMA wal_checkpoint(TRUNCATE)")
        return (page, size)
    }

    /// Overwrites `page` of the file at `path` with bytes that are no B-tree page.
    private func damage(page: (page: Int, size: Int), of path: String) throws {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64((page.page - 1) * page.size))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: page.size))
    }

    /// Rule: while a connection that found the file sound is open, another one's `quickCheckOnce`
    /// takes it as sound without checking (damage made since goes unseen by it) and its own
    /// `quickCheck` still checks; once a check finds the damage, `quickCheckOnce` checks again and
    /// finds it too.
    func testAFileFoundSoundIsNotCheckedAgainUntilACheckFindsDamage() throws {
        let path = try makeTemporaryFolder().path("garden.sqlite")
        let page = try makeCatalog(path)
        let first = try CatalogStore(path: path)
        XCTAssertNil(try first.quickCheck())
        try damage(page: page, of: path)
        let second = try CatalogStore(path: path)
        XCTAssertNil(try second.quickCheckOnce(), "found sound by the first connection, which is open")
        XCTAssertEqual(second.database.fileCondition, .sound)
        XCTAssertNotNil(try second.quickCheck(), "quickCheck always checks")
        let third = try CatalogStore(path: path)
        XCTAssertNotNil(try third.quickCheckOnce(), "the damage found is not forgotten")
        XCTAssertEqual(third.database.fileCondition, .damaged)
    }

    /// Rule: the verdict lasts while a connection has the file open: once the last one closed, a
    /// file damaged meanwhile is checked again; a file put under the path (another inode) is
    /// checked though the one it replaced was found sound and is still open.
    func testAVerdictEndsWithTheLastConnectionAndIsTheFilesNotThePaths() throws {
        let folder = try makeTemporaryFolder()
        let path = folder.path("garden.sqlite")
        let page = try makeCatalog(path)
        try {
            let store = try CatalogStore(path: path)
            XCTAssertNil(try store.quickCheck())
        }()
        try damage(page: page, of: path)
        XCTAssertNotNil(try CatalogStore(path: path).quickCheckOnce(), "no connection kept the verdict")

        let other = folder.path("other.sqlite")
        let otherPage = try makeCatalog(other)
        let sound = try CatalogStore(path: other)
        XCTAssertNil(try sound.quickCheck())
        let replacement = folder.path("replacement.sqlite")
        let replacementPage = try makeCatalog(replacement)
        try damage(page: replacementPage, of: replacement)
        XCTAssertEqual(otherPage.page, replacementPage.page)
        try FileManager.default.removeItem(atPath: other)
        try FileManager.default.moveItem(atPath: replacement, toPath: other)
        XCTAssertNotNil(try CatalogStore(path: other).quickCheckOnce(), "another file under the path is checked")
        XCTAssertNil(try sound.quickCheckOnce(), "the file the open connection has is the one found sound")
    }
}
