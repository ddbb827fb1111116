import CorollaTestSupport
import Foundation
import XCTest

/// `corolla serve` on a catalog in a folder mounted read-only, where SQLite cannot create the
/// `-shm` file it reads a WAL catalog with.
final class ReadOnlyMountTests: ServerTestCase {
    /// Rule: `serve` on a catalog on a read-only mount (which binds root too) starts, says at start
    /// that it serves read-only and why, answers the page (its write controls hidden) and the grid
    /// as it would on the writable catalog, and refuses every write 403 "the catalog is read-only"
    /// without SQL text or SQLite codes; nothing is written into or beside the catalog.
    func testCatalogOnReadOnlyMountIsServedReadOnly() throws {
        let path = try makeCatalog(plants: 6, favorites: 4)
        let folder = (path as NSString).deletingLastPathComponent
        let mount = try ReadOnlyMount(folder: folder)
        let writes = try [
            ("POST", addressed("/api/plants/plant-1/water", in: path)), ("POST", addressed("/api/favorites/plant-5", in: path)),
            ("DELETE", addressed("/api/favorites/plant-1", in: path)),
        ]
        try ReadOnlyMount.detachLog(of: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["catalog.sqlite"], "no -shm for SQLite to read through")

        let server = try ServeProcess(database: path, launcher: mount.launcher)
        let client = HTTPClient(port: server.port)
        XCTAssertTrue(try client.get("/").text.contains("name=\"corolla-read-only\" content=\"true\""))
        let elements = try gridElements(client, token: gridToken(client))
        XCTAssertFalse(elements.isEmpty)
        let headers = try writeHeaders(client)
        for (method, target) in writes {
            let response = try client.send(method, target, headers: headers)
            XCTAssertEqual(response.status, 403, "\(method) \(target)")
            XCTAssertEqual(try response.json()["error"] as? String, "the catalog is read-only")
            for word in ["SQL", "UPDATE", "INSERT", "DELETE FROM", "error 8"] { XCTAssertFalse(response.text.contains(word), response.text) }
        }
        let (status, stderr) = server.stop()
        XCTAssertEqual(status, 0, stderr)
        XCTAssertTrue(
            stderr.contains("note: the catalog cannot be written (its file system is mounted read-only): serving it read-only"), stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["catalog.sqlite"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
        let writable = try serve(path).1
        XCTAssertTrue(NSArray(array: elements).isEqual(to: try gridElements(writable, token: gridToken(writable))), "the grid of the writable catalog")
    }
}
