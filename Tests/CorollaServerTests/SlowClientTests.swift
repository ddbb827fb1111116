import CorollaServer
import Foundation
import XCTest

/// Slow clients cannot lock anyone out: a connection has a few seconds to send a request's
/// headers, and a request without the access token is refused on its headers.
final class SlowClientTests: ServerTestCase {
    /// Whether the server closed `socket` (end of stream or reset), waiting up to `seconds`.
    private func closedByServer(_ socket: Int32, within seconds: Double) -> Bool {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(seconds * 1000)) > 0 else { return false }
        var byte: UInt8 = 0
        return recv(socket, &byte, 1, Int32(MSG_DONTWAIT)) <= 0
    }

    /// Rule: 128 connections from one address that send a header line every second (slowloris)
    /// fill that address's places, but not other addresses': a request from 127.0.0.1 is answered
    /// meanwhile; each slow connection is shut down once it has taken 5 s without finishing its
    /// headers, and its address is answered again.
    func testSlowHeadersAreCutOff() throws {
        let path = try makeCatalog(plants: 4, favorites: 4)
        let (_, client) = try serve(path)
        let attacker = HTTPClient(port: client.port, source: "127.0.0.2")
        var sockets: [Int32] = []
        defer { sockets.forEach { close($0) } }
        for _ in 0..<128 {
            let socket = try attacker.connect()
            try attacker.write(socket, Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(client.port)\r\n".utf8))
            sockets.append(socket)
        }
        let started = ContinuousClock.now
        var lastDrip = started
        func drip() {
            guard ContinuousClock.now - lastDrip >= .seconds(1) else { return }
            lastDrip = .now
            for socket in sockets { _ = send(socket, "X-Slow: 1\r\n", 11, Int32(MSG_NOSIGNAL)) }
        }
        Thread.sleep(forTimeInterval: 1)
        drip()
        XCTAssertEqual(try client.get("/").status, 200, "another address is answered during the attack")
        while ContinuousClock.now - started < .seconds(4) {
            drip()
            Thread.sleep(forTimeInterval: 0.1)
        }
        XCTAssertFalse(sockets.contains { closedByServer($0, within: 0) }, "no connection is cut before its 5 s")
        var open = sockets
        while !open.isEmpty, ContinuousClock.now - started < .seconds(9) {
            drip()
            open.removeAll { closedByServer($0, within: 0.05) }
        }
        XCTAssertTrue(open.isEmpty, "\(open.count) slow connections are still open after 9 s")
        XCTAssertEqual(try attacker.get("/").status, 200, "the attacker's address is answered again")
    }

    /// Rule: beyond the loopback address, a request without the access token is refused as soon
    /// as its headers are in: a POST announcing a body it never sends is answered 403 at once.
    func testTokenIsCheckedBeforeTheBody() throws {
        let path = try makeCatalog(plants: 2, favorites: 2)
        let (_, client) = try serve(path, configuration: ServerConfiguration(host: "0.0.0.0", port: 0))
        let socket = try client.connect()
        defer { close(socket) }
        var timeout = timeval(tv_sec: 3, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let head = "POST /api/favorites/plant-1 HTTP/1.1\r\nHost: 127.0.0.1:\(client.port)\r\nContent-Length: 4000\r\n"
            + "Content-Type: application/json\r\n\r\n"
        try client.write(socket, Array(head.utf8))
        var reader = StreamReader(socket: socket)
        XCTAssertTrue(try reader.read(until: "\r\n\r\n").hasPrefix("HTTP/1.1 403"), reader.text)
    }
}
