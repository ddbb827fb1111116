import CorollaServer
import CorollaService
import CorollaStore
import Foundation
import XCTest

/// A catalog the server cannot write is served read-only, and no failure shows SQLite's internals.
final class ReadOnlyCatalogTests: ServerTestCase {
    /// Rule: a catalog the service opens read-only is served read-only: the page hides its write
    /// controls, and every write answers 403 "the catalog is read-only" and changes nothing.
    func testReadOnlyCatalogIsServedReadOnly() throws {
        let path = try makeCatalog(plants: 6, favorites: 4)
        let server = try CatalogServer(configuration: ServerConfiguration(port: 0)) { try CatalogService(readingOnly: path) }
        addTeardownBlock { server.stop() }
        let client = HTTPClient(port: server.port)
        XCTAssertTrue(server.configuration.readOnly)
        XCTAssertTrue(try client.get("/").text.contains("name=\"corolla-read-only\" content=\"true\""))
        let before = try revision(path)
        let headers = try writeHeaders(client)
        for (method, target) in try [("POST", self.addressed("/api/plants/plant-1/water", in: path)), ("POST", self.addressed("/api/favorites/plant-5", in: path)), ("DELETE", self.addressed("/api/favorites/plant-1", in: path))] {
            let response = try client.send(method, target, headers: headers)
            XCTAssertEqual(response.status, 403, "\(method) \(target)")
            XCTAssertEqual(try response.json()["error"] as? String, "the catalog is read-only")
        }
        XCTAssertEqual(try revision(path), before)
    }

    /// Rule: a store failure answers a message for people, never SQL text or SQLite's codes: a
    /// write the catalog refuses (here a trigger added with plain SQL) is a 500 saying the catalog
    /// could not be written.
    func testStoreFailuresShowNoInternals() throws {
        let path = try makeCatalog(plants: 6, favorites: 4)
        try CatalogStore(path: path).database.execute(
            "CREATE TRIGGER refuse_waterings BEFORE UPDATE ON plants BEGIN SELECT RAISE(ABORT, 'refused by a trigger'); END")
        let (_, client) = try serve(path)
        let target = try addressed("/api/plants/plant-1/water", in: path)
        let refused = try client.send("POST", target, headers: try conditioned(writeHeaders(client), target, in: path))
        XCTAssertEqual(refused.status, 500)
        XCTAssertEqual(try refused.json()["error"] as? String, "the server could not answer: the catalog could not be read or written")
    }

    /// Rule: every SQLite error is explained without its SQL, its codes or SQLite's message, which
    /// the detail (for the log) keeps; a read-only catalog and a lock held too long are named.
    func testEveryDatabaseErrorIsExplainedForPeople() {
        let sql = "UPDATE plants SET last_watered = ?1 WHERE id = ?2"
        for code in [1, 5, 6, 8, 10, 11, 13, 14, 19, 26, 275, 2067, 1032] {
            let error = DatabaseError(extendedResultCode: ResultCode(rawValue: Int32(code)), message: "attempt to do something", sql: sql)
            let failure = Failure(error)
            for word in ["SQLite", "UPDATE", "attempt to", "\(code)"] {
                XCTAssertFalse(failure.message.contains(word), "\(code): \(failure.message)")
            }
            XCTAssertTrue(failure.detail.contains(sql))
        }
        let readOnly = Failure(DatabaseError(extendedResultCode: .readOnly, message: "attempt to write a readonly database", sql: sql))
        XCTAssertEqual(readOnly.kind, .readOnly)
        XCTAssertEqual(readOnly.message, "the catalog is read-only; nothing was written")
        XCTAssertEqual(Failure(DatabaseError(extendedResultCode: .busy, message: "database is locked")).kind, .busy)
    }
}
