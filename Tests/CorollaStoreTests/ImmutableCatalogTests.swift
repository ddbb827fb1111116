import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaStore

/// A catalog opened immutable (SQLite's `immutable=1`): what reads a WAL catalog in a folder that
/// cannot be written.
final class ImmutableCatalogTests: XCTestCase {
    /// A catalog of `plants` plants in a fresh folder, closed; its path.
    private func catalog(plants: Int) throws -> String {
        let folder = try makeTemporaryFolder()
        let store = try makeCatalog(in: folder)
        _ = try store.plants.upsert(contentsOf: (0..<plants).map { PlantDraft.sample("Plant \($0)", key: "plant-\($0)") })
        return folder.path("catalog.sqlite")
    }

    /// Rule: an immutable connection reads the catalog, refuses every write, and creates nothing
    /// beside the file (no `-wal`, no `-shm`, which a folder that cannot be written would refuse).
    func testImmutableCatalogIsReadWithoutFilesBesideIt() throws {
        let path = try catalog(plants: 3)
        let folder = (path as NSString).deletingLastPathComponent
        let store = try CatalogStore(path: "file://" + path, mode: .immutable)
        XCTAssertEqual(try store.plants.count(), 3)
        XCTAssertTrue(store.database.isReadOnly)
        assertThrows(.readOnly) { try store.database.execute("UPDATE plants SET notes = 'changed'") }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["catalog.sqlite"])
    }

    /// Rule: an immutable database is named by a `file:` URI without a query (the parameter is
    /// added to it); a plain path is refused before anything is opened.
    func testImmutableNeedsAURIWithoutQuery() throws {
        let path = try catalog(plants: 1)
        var configuration = Database.Configuration()
        configuration.immutable = true
        assertThrows(.misuse) { try Database(path: path, configuration: configuration) }
        assertThrows(.misuse) { try Database(path: "file://\(path)?mode=ro", configuration: configuration) }
        XCTAssertTrue(try Database(path: "file://" + path, configuration: configuration).isReadOnly)
    }

    /// Rule: a file written in place under an immutable connection (`cp` over it: same device and
    /// inode), which it would read page by page as it comes, counts as replaced.
    func testFileWrittenInPlaceCountsAsReplaced() throws {
        let path = try catalog(plants: 1)
        let store = try CatalogStore(path: "file://" + path, mode: .immutable)
        XCTAssertEqual(store.database.fileState(), .same)
        try {
            let writer = try CatalogStore(path: path)
            _ = try writer.plants.upsert(contentsOf: (1..<200).map { PlantDraft.sample("Plant \($0)", key: "plant-\($0)") })
        }()
        XCTAssertEqual(store.database.fileState(), .replaced)
    }
}
