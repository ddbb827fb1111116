@testable import CorollaService
import CorollaServer
import Foundation
import XCTest

final class EventStreamTests: ServerTestCase {
    /// Serves a catalog, opens its event stream, checks that it starts with the current revision,
    /// makes `change` through a connection of its own (as another process would), and checks that
    /// the stream then sends the next revision.
    private func assertAnnounced(_ change: (CatalogService) throws -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = try makeCatalog(plants: 5, favorites: 3)
        let (_, client) = try serve(path, configuration: Self.quickPolling)
        var reader = try client.openEvents()
        defer { close(reader.socket) }
        let start = try revision(path)
        XCTAssertTrue(try reader.read(until: "\"revision\":\(start)}").contains("text/event-stream"), file: file, line: line)
        try change(try CatalogService(path: path))
        XCTAssertTrue(try reader.read(until: "\"revision\":\(start + 1)}").contains("event: revision"), file: file, line: line)
    }

    /// Rule: the event stream starts with the current revision and sends the new one after the
    /// catalog changes through another connection (as another process would change it).
    func testEventsFollowTheRevision() throws {
        try assertAnnounced { try $0.waterings.waterToday(.key("plant-2")) }
    }

    /// Rule: a key changed with plain SQL (`UPDATE plants SET key = …`, from another connection)
    /// moves the revision, so the event stream announces it: the page addresses plants by key.
    func testAKeyChangeIsAnnounced() throws {
        try assertAnnounced { try $0.store.database.execute("UPDATE plants SET key = 'renamed' WHERE key = 'plant-2'") }
    }

    /// Rule: stopping the server ends open event streams (the client sees the end of the
    /// response) instead of waiting for them, and closes the listening socket (a new connection
    /// is refused).
    func testStopEndsEventStreams() throws {
        let path = try makeCatalog(plants: 2, favorites: 2)
        let server = try CatalogServer(configuration: ServerConfiguration(port: 0)) { try CatalogService(path: path) }
        let client = HTTPClient(port: server.port)
        var reader = try client.openEvents()
        defer { close(reader.socket) }
        _ = try reader.read(until: "event: revision")
        // Stopped on a thread of its own: a stop that waited for the open stream would never
        // return, and the generous wait below fails instead of hanging the suite.
        let stopped = DispatchSemaphore(value: 0)
        Thread { server.stop(); stopped.signal() }.start()
        XCTAssertEqual(stopped.wait(timeout: .now() + 60), .success, "stop returned while a stream was open")
        XCTAssertTrue(try reader.readToEnd().hasSuffix("0\r\n\r\n"), "the chunked response ends")
        XCTAssertThrowsError(try client.connect(), "nothing listens on the port any more")
    }
}

/// Reads a socket incrementally.
struct StreamReader {
    let socket: Int32
    var text = ""

    /// Reads until `needle` has arrived; all that arrived so far.
    ///
    /// - Throws: when the stream ends first, or `needle` has not arrived within `seconds`.
    mutating func read(until needle: String, within seconds: TimeInterval = 60) throws -> String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !text.contains(needle) {
            // Waits for bytes no longer than the deadline (the next keep-alive may be far).
            var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(max(0, deadline.timeIntervalSinceNow) * 1_000)) > 0 else {
                throw HTTPClient.ClientError("\(needle) did not arrive within \(Int(seconds)) s: \(text)")
            }
            let count = Foundation.read(socket, &buffer, buffer.count)
            guard count > 0 else { throw HTTPClient.ClientError("the stream ended before \(needle): \(text)") }
            text += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return text
    }

    /// Reads until the server closes the connection.
    mutating func readToEnd() throws -> String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = Foundation.read(socket, &buffer, buffer.count)
            if count == 0 { return text }
            guard count > 0 else { throw HTTPClient.ClientError("read failed: \(errno)") }
            text += String(decoding: buffer[..<count], as: UTF8.self)
        }
    }
}
