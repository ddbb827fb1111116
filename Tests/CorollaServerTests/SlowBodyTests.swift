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
        var text = "PATCH /api/plants/\(id) HTTP/1.1\r\nHost: 127.0.0.1:\(client.port)\r\nIf-Match: \"\(try XCTUnwrap(service.plants.version(of: id)))\"\r\n"
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

    /// Rule: an upload has its grace, then must have sent, on average, the pace's bytes for each
    /// second past it: a stall is behind once the grace ends, and a fast start pays for a slow end.
    func testUploadPaceIsAGraceThenAnAverageRate() {
        let pace = UploadPace(graceSeconds: 10, bytesPerSecond: 16 * 1024)
        XCTAssertFalse(pace.isBehind(received: 0, elapsed: .seconds(10)))
        XCTAssertTrue(pace.isBehind(received: 0, elapsed: .milliseconds(10_001)))
        XCTAssertFalse(pace.isBehind(received: 160 * 1024, elapsed: .seconds(20)))
        XCTAssertTrue(pace.isBehind(received: 160 * 1024 - 1, elapsed: .seconds(20)))
        XCTAssertFalse(pace.isBehind(received: 64 << 20, elapsed: .seconds(600)), "64 MiB at once, then a stall")
        XCTAssertTrue(pace.isBehind(received: 64 << 20, elapsed: .seconds(4_107)))
        XCTAssertTrue(pace.refusal.message.contains("slower than 16 KiB/s after its first 10 s"), pace.refusal.message)
    }

    /// The head of a photo upload of `length` bytes to plant 1, with every header a write needs.
    private func uploadHead(_ client: HTTPClient, path: String, length: Int) throws -> [UInt8] {
        let service = try CatalogService(path: path)
        let id = try service.plants.plant(.key("plant-1")).id
        let target = "/api/plants/\(id)/photo"
        var text = "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(client.port)\r\n"
        text += "Content-Type: image/jpeg\r\nContent-Length: \(length)\r\n"
        for (name, value) in try conditioned(writeHeaders(client), target, in: path) { text += "\(name): \(value)\r\n" }
        return Array((text + "\r\n").utf8)
    }

    /// Sends `pieces` of `size` bytes on `socket`, one every `interval`, until the server answers.
    ///
    /// - Returns: whether the server answered (or closed) before the pieces ran out.
    private func dribble(_ socket: Int32, pieces: Int, of size: Int, every interval: Int32) -> Bool {
        let piece = [UInt8](repeating: 0x20, count: size)
        for _ in 0..<pieces {
            _ = piece.withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            if poll(&entry, 1, interval) > 0 { return true }
        }
        return false
    }

    /// A catalog served with 1 s of grace for uploads, and a connection that sent the head of a
    /// photo upload of `length` bytes to its plant 1 (the caller closes it).
    private func startUpload(length: Int) throws -> (path: String, client: HTTPClient, socket: Int32) {
        let path = try makeCatalog(plants: 3, favorites: 1)
        var configuration = ServerConfiguration(port: 0)
        configuration.limits.uploadPace.graceSeconds = 1
        let (_, client) = try serve(path, configuration: configuration)
        let socket = try client.connect()
        do {
            try client.write(socket, uploadHead(client, path: path, length: length))
        } catch {
            close(socket)
            throw error
        }
        return (path, client, socket)
    }

    /// Rule: an upload behind the least pace after its grace (here 1 s, then 16 KiB/s) is
    /// answered 408 saying so and cut, its spool closed, while it is still sending (100 bytes
    /// every 0.1 s, 1 KiB/s: the idle timeout never comes); the server answers others meanwhile
    /// and the plant has no photo.
    func testUploadBehindThePaceIsCut() throws {
        let (path, client, socket) = try startUpload(length: 1 << 20)
        defer { close(socket) }
        XCTAssertTrue(eventually { openFiles(getpid(), containing: "corolla-upload").count == 1 }, "the upload is spooled")
        // 200 pieces take 20 s, less than the idle timeout: what ends the upload is its pace.
        XCTAssertTrue(dribble(socket, pieces: 200, of: 100, every: 100), "the server cut the dribbling upload")
        var reader = StreamReader(socket: socket)
        let answer = try reader.read(until: "}")
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 408"), answer)
        XCTAssertTrue(answer.contains("slower than 16 KiB/s after its first 1 s"), answer)
        XCTAssertTrue(eventually { openFiles(getpid(), containing: "corolla-upload").isEmpty }, "the spool is closed")
        XCTAssertEqual(try client.get("/").status, 200)
        XCTAssertNil(try CatalogService(path: path).plants.plant(.key("plant-1")).photo)
    }

    /// Rule: an upload at ten times the least pace goes on past its grace until its body is in,
    /// and is answered as its body deserves (320 KiB that are no photo: 415), not 408.
    func testUploadAtThePaceIsNotCut() throws {
        let (_, client, socket) = try startUpload(length: 320 << 10)
        defer { close(socket) }
        // 16 KiB every 0.1 s: 160 KiB/s for 2 s.
        XCTAssertFalse(dribble(socket, pieces: 19, of: 16 << 10, every: 100), "the server answered before the body was in")
        try client.write(socket, [UInt8](repeating: 0x20, count: 16 << 10))
        var reader = StreamReader(socket: socket)
        let answer = try reader.read(until: "}")
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 415"), answer)
    }
}
