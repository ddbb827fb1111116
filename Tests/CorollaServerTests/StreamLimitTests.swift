@testable import CorollaServer
import Foundation
import XCTest

/// Event streams cannot lock anyone out: a stream the client closed frees its place at once, and
/// streams have places of their own (32 per client address, 128 in all).
final class StreamLimitTests: ServerTestCase {
    /// Opens an event stream from `client`'s address: the socket and what arrived up to the first
    /// event, or the whole response when the server refused it.
    private func openStream(_ client: HTTPClient) throws -> (socket: Int32, head: String) {
        var reader = try client.openEvents()
        let head = try (try? reader.read(until: "event: revision")) ?? reader.readToEnd()
        return (reader.socket, head)
    }

    /// Rule: 1,000 event streams opened and closed leave the page, the API and new streams
    /// answering (a closed stream frees its place when the client closes it, not at the next
    /// heartbeat).
    func testClosedStreamsFreeTheirPlaces() throws {
        let path = try makeCatalog(plants: 6, favorites: 4)
        let (_, client) = try serve(path)
        // Each stream is closed once its first event arrived: the server has written what it had
        // and waits with the connection suspended.
        for _ in 0..<1000 { close(try openStream(client).socket) }
        XCTAssertEqual(try client.get("/").status, 200)
        XCTAssertEqual(try client.get("/api/grid?width=390").status, 200)
        var opened: [Int32] = []
        defer { opened.forEach { close($0) } }
        // Streams are opened until 32 are; places freed only at the next heartbeat would keep them
        // refused past the end of this wait, which a server freeing them on close never reaches.
        let deadline = ContinuousClock.now + EventHub.heartbeat / 2
        while opened.count < 32, ContinuousClock.now < deadline {
            let (socket, head) = try openStream(client)
            if head.hasPrefix("HTTP/1.1 200") { opened.append(socket) } else { close(socket) }
        }
        XCTAssertEqual(opened.count, 32, "every place closed streams held is free again")
    }

    /// Rule: a client gets at most 32 streams and all clients together 128; one more gets 503 with
    /// `Retry-After`, and requests from the same client are still answered.
    func testStreamsHaveTheirOwnLimits() throws {
        let path = try makeCatalog(plants: 6, favorites: 4)
        let (_, client) = try serve(path)
        var opened: [Int32] = []
        defer { opened.forEach { close($0) } }
        for number in 2...5 {
            let other = HTTPClient(port: client.port, source: "127.0.0.\(number)")
            for _ in 0..<32 {
                let (socket, head) = try openStream(other)
                opened.append(socket)
                XCTAssertTrue(head.hasPrefix("HTTP/1.1 200"), head)
            }
            let (socket, head) = try openStream(other)
            close(socket)
            XCTAssertTrue(head.hasPrefix("HTTP/1.1 503"), "the 33rd stream of one client is refused: \(head)")
            XCTAssertEqual(try other.get("/").status, 200, "the client's requests are answered")
        }
        let (socket, head) = try openStream(HTTPClient(port: client.port, source: "127.0.0.6"))
        close(socket)
        XCTAssertTrue(head.hasPrefix("HTTP/1.1 503"), "the 129th stream is refused: \(head)")
        XCTAssertTrue(head.lowercased().contains("retry-after: "), head)
        XCTAssertEqual(try client.get("/api/grid?width=390").status, 200)
    }
}
