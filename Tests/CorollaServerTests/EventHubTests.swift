@testable import CorollaServer
import Foundation
import Synchronization
import XCTest

/// The event hub's thread is the one sender of revisions: a stream hears every revision read after
/// it opened, whatever the thread was doing when it opened.
final class EventHubTests: XCTestCase {
    /// What `stream` has queued so far, taken from it.
    private func drain(_ stream: EventStream) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { stream.read(into: $0) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Waits (5 s at most) until `stream` has sent `text`; all it sent meanwhile.
    private func heard(_ text: String, from stream: EventStream) -> String {
        var heard = ""
        let deadline = Date(timeIntervalSinceNow: 5)
        while !heard.contains(text), Date() < deadline {
            heard += drain(stream)
            if !heard.contains(text) { usleep(5_000) }
        }
        return heard
    }

    /// Rule: a stream opened while the thread is reading the revision (the read returning a new
    /// one, as a write from another process between the two would make it) hears that revision:
    /// none is lost, and every stream ends on the last revision read.
    func testAStreamOpenedDuringARevisionReadHearsTheNewRevision() throws {
        struct Catalog { var revision: Int64 = 8, holdNextRead = false }
        let catalog = Mutex(Catalog())
        let reading = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let hub = try EventHub(interval: .milliseconds(20)) {
            // The test's own thread never waits here; the hub's thread waits when asked to.
            if !Thread.isMainThread, catalog.withLock({ catalog in defer { catalog.holdNextRead = false }; return catalog.holdNextRead }) {
                reading.signal()
                release.wait()
            }
            return catalog.withLock { $0.revision }
        }
        defer { hub.stop() }
        let first = try XCTUnwrap(hub.open(client: "a"))
        XCTAssertTrue(heard("\"revision\":8}", from: first).contains("\"revision\":8}"))

        catalog.withLock { $0.holdNextRead = true }
        XCTAssertEqual(reading.wait(timeout: .now() + 5), .success, "the thread reads the revision")
        let opened = try XCTUnwrap(hub.open(client: "b"))
        catalog.withLock { $0.revision = 9 }
        release.signal()
        XCTAssertTrue(heard("\"revision\":9}", from: opened).contains("\"revision\":9}"), "the stream opened during the read hears it")
        XCTAssertTrue(heard("\"revision\":9}", from: first).contains("\"revision\":9}"))

        let late = try XCTUnwrap(hub.open(client: "c"))
        let said = heard("\"revision\":9}", from: late)
        XCTAssertTrue(said.hasPrefix("event: revision\ndata: {\"revision\":9}"), "a stream opened later starts with the current revision: \(said)")
    }
}
