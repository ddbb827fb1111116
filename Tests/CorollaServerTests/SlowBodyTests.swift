import CorollaService
@testable import CorollaServer
import Foundation
import XCTest

/// Slow or unwanted bodies cannot lock anyone out: a request body is admitted only with the
/// write's checks passed on its headers, a declared length past the limit is refused before the
/// body, each client address has a few places for bodies in flight, and a body kept in memory has
/// the request's deadline.
final class SlowBodyTests: ServerTestCase {
    /// The head of a plant edit announcing `length` bytes of JSON, with `headers`.
    private func editHead(_ client: HTTPClient, path: String, length: Int, headers: [String: String]) throws -> [UInt8] {
        let service = try CatalogService(path: path)
        let id = try service.plants.plant(.key("plant-1")).id
        var text = "PATCH /api/plants/\(id)?revision=\(try service.revision()) HTTP/1.1\r\nHost: 127.0.0.1:\(client.port)\r\n"
        text += "Content-Type: application/json\r\nContent-Length: \(length)\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        return Array((text + "\r\n").utf8)
    }

    /// Rule: a body is admitted only with the write's checks passed on its headers: without the
    /// CSRF token, or from another origin, the request is refused 403 before its body is sent.
    func testBodyWithoutTokenIsRefusedBeforeItIsSent() throws {
        let path = try makeCatalog(plants: 3, favorites: 1)
        let (_, client) = try serve(path)
        var headers = try writeHeaders(client)
        headers["X-Corolla-CSRF"] = nil
        XCTAssertTrue(try client.answerBeforeBody(editHead(client, path: path, length: 100, headers: headers)).hasPrefix("HTTP/1.1 403"))
        let foreign = try writeHeaders(client).merging(["Origin": "http://attacker.example"]) { $1 }
        XCTAssertTrue(try client.answerBeforeBody(editHead(client, path: path, length: 100, headers: foreign)).hasPrefix("HTTP/1.1 403"))
    }

    /// Rule: a JSON write declaring a Content-Length past its route's body limit is answered 413
    /// before its body is sent.
    func testDeclaredLengthPastTheLimitIsRefusedAtOnce() throws {
        let path = try makeCatalog(plants: 3, favorites: 1)
        let (_, client) = try serve(path)
        let limit = Router.editBodyBytes
        let head = try editHead(client, path: path, length: limit + 1, headers: writeHeaders(client))
        XCTAssertTrue(try client.answerBeforeBody(head).hasPrefix("HTTP/1.1 413"))
        XCTAssertEqual(try revision(path), try CatalogService(path: path).revision())
    }

    /// Rule: 128 connections from 127.0.0.1 that each dribble a body (with every token a write
    /// needs) do not lock that address out: past its few places for bodies in flight they are
    /// answered 503 on their headers, a GET from the same address is answered meanwhile, and the
    /// admitted ones are cut at the request deadline, before they would stop by themselves.
    func testDribblingBodiesDoNotLockOutTheirAddress() throws {
        let path = try makeCatalog(plants: 3, favorites: 1)
        var configuration = ServerConfiguration(port: 0)
        configuration.limits.requestSeconds = 2
        configuration.limits.bodiesPerAddress = 4
        let (_, client) = try serve(path, configuration: configuration)
        let head = try editHead(client, path: path, length: 1000, headers: writeHeaders(client))
        var sockets: [Int32] = []
        defer { sockets.forEach { close($0) } }
        for _ in 0..<128 {
            let socket = try client.connect()
            sockets.append(socket)
            try client.write(socket, head + Array("{".utf8))
        }
        // The refused ones answer at once: wait for their answers (bounded), then read them.
        var refused: [Int32] = []
        let started = ContinuousClock.now
        while refused.count < 128 - 4, ContinuousClock.now - started < .seconds(20) {
            var entries = sockets.filter { !refused.contains($0) }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&entries, nfds_t(entries.count), 1000) > 0 else { continue }
            refused += entries.filter { $0.revents != 0 }.map(\.fd)
        }
        XCTAssertEqual(refused.count, 128 - 4, "all but the address's places are answered on their headers")
        for socket in refused {
            var reader = StreamReader(socket: socket)
            XCTAssertTrue(try reader.readToEnd().hasPrefix("HTTP/1.1 503"), reader.text)
        }
        XCTAssertEqual(try client.get("/").status, 200, "the address is answered while bodies dribble")
        // The admitted ones dribble a byte every 0.25 s for three deadlines, then stop.
        var open = sockets.filter { !refused.contains($0) }
        let dribbleEnd = ContinuousClock.now + .seconds(3 * configuration.limits.requestSeconds)
        while !open.isEmpty, ContinuousClock.now < dribbleEnd {
            for socket in open { _ = Foundation.send(socket, " ", 1, Int32(MSG_NOSIGNAL)) }
            var entries = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&entries, nfds_t(entries.count), 250)
            let closed = Set(entries.filter { $0.revents != 0 }.map(\.fd))
            open.removeAll { closed.contains($0) }
        }
        XCTAssertTrue(open.isEmpty, "\(open.count) dribbling bodies outlived the request deadline")
    }
}
