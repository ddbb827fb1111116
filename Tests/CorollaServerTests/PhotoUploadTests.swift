import CorollaCards
import CorollaService
import CorollaServer
import CorollaTestSupport
import Foundation
import XCTest

/// `POST /api/plants/ID/photo`: the image file as the body, streamed to a spool file and stored as
/// `corolla plants photo` stores it.
final class PhotoUploadTests: ServerTestCase {
    /// Uploads `bytes` as the photo of plant `id` from the page, over its `version`.
    private func upload(_ client: HTTPClient, _ id: Int64, _ bytes: [UInt8], type: String = "image/jpeg", version: Int64) throws -> HTTPClient.Response {
        let headers = try writeHeaders(client).merging(["Content-Type": type, "If-Match": "\"\(version)\""]) { $1 }
        return try client.send("POST", "/api/plants/\(id)/photo", headers: headers, body: bytes)
    }

    /// The version of plant `id` in the catalog at `path`.
    private func version(_ id: Int64, _ path: String) throws -> Int64 {
        try XCTUnwrap(CatalogService(path: path).plants.version(of: id))
    }

    /// A field of `/proc/PID/status` in KiB (`VmHWM`: the peak resident memory).
    private func status(_ pid: Int32, _ field: String) throws -> Int {
        let text = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix(field + ":") })
        return try XCTUnwrap(Int(line.split(separator: " ").dropFirst().first ?? ""))
    }

    /// Rule: a JPEG with EXIF orientation 6, uploaded, is stored as `corolla plants photo` stores
    /// the same file in another catalog — the same thumbnail bytes, turned upright — and
    /// `DELETE …/photo` removes it.
    func testUploadIsStoredAsThePhotoCommandStoresIt() throws {
        let path = try makeCatalog(plants: 3, favorites: 3)
        let other = try makeCatalog(plants: 3, favorites: 3)
        let (_, client) = try serve(path)
        let id = try CatalogService(path: path).plants.plant(.key("plant-1")).id
        let stored = try upload(client, id, PhotoFixtures.bytes(PhotoFixtures.portraitJPEG), version: try version(id, path))
        XCTAssertEqual(stored.status, 200, stored.text)
        let command = try corolla(["plants", "photo", "plant-1", PhotoFixtures.portraitJPEG, "--db", other])
        XCTAssertEqual(command.status, 0, command.errors)
        let uploaded = try XCTUnwrap(try CatalogService(path: path).plants.plant(id: id)?.photo)
        let expected = try XCTUnwrap(try CatalogService(path: other).plants.plant(.key("plant-1")).photo)
        XCTAssertEqual(uploaded, expected)
        XCTAssertGreaterThan(uploaded.height, uploaded.width, "EXIF orientation 6 turns the landscape pixels upright")
        let photo = try XCTUnwrap((try stored.json()["plant"] as? [String: Any])?["photo"] as? [String: Any])
        XCTAssertEqual(photo["width"] as? Int, uploaded.width)
        XCTAssertEqual(photo["height"] as? Int, uploaded.height)
        let removed = try client.send("DELETE", "/api/plants/\(id)/photo", headers: try conditioned(writeHeaders(client), "/api/plants/\(id)/photo", in: path))
        XCTAssertEqual(removed.status, 200, removed.text)
        XCTAssertNil(try CatalogService(path: path).plants.plant(id: id)?.photo)
    }

    /// Rule: the photos phones take upload as they are: a HEIC (iPhone) and a WebP (Android) are
    /// stored at their size.
    func testPhoneFormatsUpload() throws {
        let path = try makeCatalog(plants: 3, favorites: 3)
        let (_, client) = try serve(path)
        let id = try CatalogService(path: path).plants.plant(.key("plant-1")).id
        for (file, type) in [(PhotoFixtures.heic, "image/heic"), (PhotoFixtures.lossyWebP, "image/webp")] {
            let stored = try upload(client, id, PhotoFixtures.bytes(file), type: type, version: try version(id, path))
            XCTAssertEqual(stored.status, 200, "\(type): \(stored.text)")
            let photo = try XCTUnwrap(try CatalogService(path: path).plants.plant(id: id)?.photo)
            XCTAssertEqual([photo.width, photo.height], [64, 48], type)
        }
    }

    /// Rule: what is not an image is refused naming why — another type or bytes no loader reads
    /// 415, a decompression bomb or a cut image 400 — as is an upload without the write's guards
    /// (no CSRF token, another origin, read-only: 403; 428; 409); nothing changes.
    func testUploadsThatAreNoPhotoAreRefused() throws {
        let path = try makeCatalog(plants: 3, favorites: 3)
        let (_, client) = try serve(path)
        let (_, readOnly) = try serve(path, configuration: ServerConfiguration(port: 0, readOnly: true))
        let id = try CatalogService(path: path).plants.plant(.key("plant-1")).id
        let start = try version(id, path)
        let jpeg = try PhotoFixtures.bytes(PhotoFixtures.portraitJPEG)
        let cases: [(String, () throws -> HTTPClient.Response, Int, String)] = [
            ("not an image", { try self.upload(client, id, Array("hello".utf8), version: start) }, 415, "not a photo"),
            ("an SVG", { try self.upload(client, id, PhotoFixtures.nestedBlurSVG(), type: "image/svg+xml", version: start) }, 415, "an SVG drawing; a photo is one of JPEG"),
            ("half a BMP", {
                try self.upload(client, id, PhotoFixtures.cut(PhotoFixtures.bmp(width: 300, height: 200, rgb: 0x2E7D32), at: 0.5), type: "image/bmp", version: start)
            }, 400, "not a whole image"),
            ("a text type", { try self.upload(client, id, jpeg, type: "text/plain", version: start) }, 415, "image/*"),
            ("a bomb", { try self.upload(client, id, PhotoFixtures.bomb(), type: "image/png", version: start) }, 400, "too large"),
            ("a cut JPEG", { try self.upload(client, id, PhotoFixtures.cut(jpeg, at: 0.6), version: start) }, 400, "not a whole image"),
            ("no CSRF token", {
                try client.send("POST", "/api/plants/\(id)/photo", headers: ["Origin": "http://127.0.0.1:\(client.port)", "Content-Type": "image/jpeg", "If-Match": "\"\(start)\""], body: jpeg)
            }, 403, "CSRF"),
            ("another origin", {
                try client.send(
                    "POST", "/api/plants/\(id)/photo",
                    headers: try self.writeHeaders(client).merging(["Origin": "http://attacker.example", "Content-Type": "image/jpeg", "If-Match": "\"\(start)\""]) { $1 }, body: jpeg)
            }, 403, "Origin"),
            ("read-only", { try self.upload(readOnly, id, jpeg, version: start) }, 403, "read-only"),
            ("no If-Match", {
                try client.send("POST", "/api/plants/\(id)/photo", headers: try self.writeHeaders(client).merging(["Content-Type": "image/jpeg"]) { $1 }, body: jpeg)
            }, 428, "If-Match"),
            ("a stale version", { try self.upload(client, id, jpeg, version: start - 1) }, 412, "changed"),
            ("an id no plant has", { try self.upload(client, 9999, jpeg, version: start) }, 404, "9999"),
        ]
        for (name, send, status, words) in cases {
            let response = try send()
            XCTAssertEqual(response.status, status, "\(name): \(response.text)")
            XCTAssertTrue((try response.json()["error"] as? String)?.contains(words) == true, "\(name): \(response.text)")
        }
        XCTAssertEqual(try version(id, path), start)
        XCTAssertNil(try CatalogService(path: path).plants.plant(id: id)?.photo)
    }

    /// Rule: an upload declared larger than 64 MiB is answered 413 before any of its body is sent;
    /// one without a declared length is answered 413 when it ends, its bytes past 64 MiB read and
    /// dropped, and cut off if it goes on for as much again; the server's peak memory does not
    /// grow by the body (the body goes to a file, then nowhere), and it keeps answering.
    func testOversizeUploadsAreRefusedEarlyWithBoundedMemory() throws {
        let path = try makeCatalog(plants: 2, favorites: 2)
        let server = try ServeProcess(database: path)
        let pid = server.process.processIdentifier
        let client = HTTPClient(port: server.port)
        let id = try CatalogService(path: path).plants.plant(.key("plant-1")).id
        let headers = try conditioned(writeHeaders(client), "/api/plants/\(id)/photo", in: path).merging(["Content-Type": "image/jpeg"]) { $1 }
        XCTAssertEqual(try client.get("/api/plants/\(id)").status, 200)
        let peakBefore = try status(pid, "VmHWM")
        let oversize = PhotoLimits.maximumFileBytes + (1 << 20)
        let target = "/api/plants/\(id)/photo"

        // Declared: the answer comes before the body is sent.
        let declared = try client.connect()
        defer { close(declared) }
        var head = "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: \(oversize)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        try client.write(declared, Array((head + "\r\n").utf8))
        var reader = StreamReader(socket: declared)
        let answer = try reader.read(until: "}")
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 413"), answer)
        XCTAssertTrue(answer.contains("larger than 64 MiB"), answer)

        // Chunked, ending after the limit: the rest is read and dropped, and the answer is 413.
        head = head.replacingOccurrences(of: "Content-Length: \(oversize)", with: "Transfer-Encoding: chunked")
        let ending = try client.connect()
        defer { close(ending) }
        try client.write(ending, Array((head + "\r\n").utf8))
        XCTAssertEqual(sendChunks(ending, upTo: oversize), oversize)
        try client.write(ending, Array("0\r\n\r\n".utf8))
        reader = StreamReader(socket: ending)
        let late = try reader.read(until: "}")
        XCTAssertTrue(late.hasPrefix("HTTP/1.1 413"), late)
        XCTAssertTrue(late.contains("larger than 64 MiB"), late)
        XCTAssertEqual(openFiles(pid, containing: "corolla-upload"), [], "the spool went when the limit was passed")

        // Chunked and endless: the server stops reading once it has dropped as much again.
        let endless = try client.connect()
        defer { close(endless) }
        try client.write(endless, Array((head + "\r\n").utf8))
        let sent = sendChunks(endless, upTo: 4 * PhotoLimits.maximumFileBytes)
        // What the socket buffers took besides the limit and the 64 MiB dropped after it.
        XCTAssertLessThan(sent, 2 * PhotoLimits.maximumFileBytes + (16 << 20), "the server stops reading past the limit")
        let peakAfter = try status(pid, "VmHWM")
        XCTAssertLessThan(peakAfter - peakBefore, 16 * 1024, "peak memory grew \(peakAfter - peakBefore) KiB for a 65 MiB body")
        XCTAssertEqual(try client.get("/api/plants/\(id)").status, 200)
        XCTAssertNil(try CatalogService(path: path).plants.plant(id: id)?.photo)
    }

    /// Sends `count` bytes on `socket` as 1 MiB chunks of a chunked body, stopping when the server
    /// stops reading.
    ///
    /// - Returns: the bytes of body sent.
    private func sendChunks(_ socket: Int32, upTo count: Int) -> Int {
        let piece = Array("100000\r\n".utf8) + [UInt8](repeating: 0xAB, count: 1 << 20) + Array("\r\n".utf8)
        var sent = 0
        while sent < count {
            var offset = 0
            while offset < piece.count {
                let written = piece[offset...].withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard written > 0 else { return sent }
                offset += written
            }
            sent += 1 << 20
        }
        return sent
    }

    /// Rule: a client that leaves in the middle of an upload leaves no temporary file behind —
    /// the spool, held while the body arrives, is closed and gone within seconds (not at the 30 s
    /// idle timeout), each of several times — and the server keeps answering.
    func testClientLeavingMidUploadLeavesNoFile() throws {
        let path = try makeCatalog(plants: 2, favorites: 2)
        let folder = try makeTemporaryFolder()
        let server = try ServeProcess(database: path, environment: ["TMPDIR": folder.url.path])
        let pid = server.process.processIdentifier
        let client = HTTPClient(port: server.port)
        let id = try CatalogService(path: path).plants.plant(.key("plant-1")).id
        var head = "POST /api/plants/\(id)/photo HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: \(8 << 20)\r\nIf-Match: \"\(try version(id, path))\"\r\n"
        for (name, value) in try writeHeaders(client).merging(["Content-Type": "image/jpeg"], uniquingKeysWith: { $1 }) { head += "\(name): \(value)\r\n" }
        for attempt in 0..<8 {
            let socket = try client.connect()
            try client.write(socket, Array((head + "\r\n").utf8) + [UInt8](repeating: 0xFF, count: 1 << 20))
            XCTAssertTrue(eventually { openFiles(pid, containing: "corolla-upload").count == 1 }, "\(attempt): the body is spooled to a file while it arrives")
            // The spool is unlinked right after mkstemp makes it: its name lasts no longer than that.
            XCTAssertTrue(eventually { (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) == [] }, "\(attempt): the spool has no name")
            close(socket)
            XCTAssertTrue(eventually { openFiles(pid, containing: "corolla-upload").isEmpty }, "\(attempt): the spool is closed when the client leaves")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), [])
        XCTAssertEqual(try client.get("/api/plants/\(id)").status, 200)
        XCTAssertEqual(server.stop().status, 0)
    }
}
