import CorollaService
@testable import CorollaServer
import CorollaTestSupport
import Foundation
import XCTest

/// Pairing devices with a server reachable beyond this machine: two devices (two cookie jars)
/// pair by the address the server gives, stay paired across a restart with the same catalog, and
/// each is refused as soon as it is revoked; a read-only device reads only; wrong and expired
/// codes pair nothing and are rate-limited.
final class PairingTests: ServerTestCase {
    static let pixelUserAgent = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36"
    static let iPhone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1"

    /// A device as the tests hold it: the cookie its browser keeps.
    struct PairedClient {
        var client: HTTPClient
        var cookie: String

        func get(_ target: String) throws -> HTTPClient.Response {
            try client.get(target, headers: ["Cookie": cookie])
        }

        /// The CSRF token of the page this device is shown.
        func csrf() throws -> String {
            let page = try get("/").text
            guard let start = page.range(of: "name=\"corolla-csrf\" content=\"")?.upperBound, let end = page[start...].firstIndex(of: "\"") else {
                throw HTTPClient.ClientError("no CSRF token in the page: \(page.prefix(200))")
            }
            return String(page[start..<end])
        }

        /// A same-origin write with `csrf` (the page's unless given).
        func write(
            _ method: String, _ target: String, csrf: String? = nil, body: [UInt8] = [], json: Bool = false, conditions: [String: String] = [:]
        ) throws -> HTTPClient.Response {
            var headers = ["Cookie": cookie, "Origin": "http://127.0.0.1:\(client.port)", "X-Corolla-CSRF": try csrf ?? self.csrf()].merging(conditions) { $1 }
            if json { headers["Content-Type"] = "application/json" }
            return try client.send(method, target, headers: headers, body: body)
        }
    }

    static let offLoopback = ServerConfiguration(host: "0.0.0.0", port: 0)

    /// The path and query of the server's loopback pairing address for `code`.
    func pairingTarget(_ server: CatalogServer, _ code: PairingCode) throws -> String {
        let url = try XCTUnwrap(server.pairingURLs(code).first { $0.hasPrefix("http://127.0.0.1:") })
        return String(url.dropFirst("http://127.0.0.1:\(server.port)".count))
    }

    /// Opens the pairing address with `userAgent`, as a phone's browser does: the device's cookie.
    func pair(_ server: CatalogServer, _ code: PairingCode, userAgent: String, source: String? = nil) throws -> PairedClient {
        var client = HTTPClient(port: server.port)
        client.source = source
        let answer = try client.get(try pairingTarget(server, code), headers: ["User-Agent": userAgent])
        XCTAssertEqual(answer.status, 200, answer.text)
        let cookie = try XCTUnwrap(answer.headers["set-cookie"], answer.text)
        for attribute in ["HttpOnly", "SameSite=Strict", "Path=/", "Max-Age="] { XCTAssertTrue(cookie.contains(attribute), cookie) }
        let pair = String(cookie.prefix { $0 != ";" })
        XCTAssertEqual(pair.count, "corolla_device=".count + 64, "256 bits in hexadecimal")
        return PairedClient(client: client, cookie: pair)
    }

    /// A catalog of `plants` plants, all favorites, served beyond the loopback address, and a
    /// device paired with one code for each of `userAgents`.
    func servedDevices(plants: Int, _ userAgents: [String]) throws -> (path: String, server: CatalogServer, code: PairingCode, devices: [PairedClient]) {
        let path = try makeCatalog(plants: plants, favorites: plants)
        let (server, _) = try serve(path, configuration: Self.offLoopback)
        let code = try CatalogService(path: path).devices.newPairingCode()
        return (path, server, code, try userAgents.map { try pair(server, code, userAgent: $0) })
    }

    /// Rule: two devices pair by the address the server gives (named from their User-Agents), each
    /// with its own credential and page token; after a restart on the same catalog both still read
    /// and write, with the page tokens they had (an open page survives); the catalog holds the
    /// credentials only hashed.
    func testTwoDevicesStayPairedAcrossARestart() throws {
        var (path, server, code, devices) = try servedDevices(plants: 6, [Self.pixelUserAgent, Self.iPhone])
        var (phone, other) = (devices[0], devices[1])
        XCTAssertNotEqual(phone.cookie, other.cookie)
        XCTAssertEqual(try CatalogService(path: path).devices.list().map(\.name), ["Pixel 8", "iPhone"])
        let tokens = (try phone.csrf(), try other.csrf())
        XCTAssertNotEqual(tokens.0, tokens.1, "a page token per device")
        XCTAssertEqual(try phone.write("POST", addressed("/api/plants/plant-1/water", in: path), csrf: tokens.1).status, 403, "another device's token")
        let credential = Data(phone.cookie.dropFirst("corolla_device=".count).utf8)
        for file in [path, path + "-wal"] where FileManager.default.fileExists(atPath: file) {
            XCTAssertNil(try Data(contentsOf: URL(fileURLWithPath: file)).firstRange(of: credential), "no credential in \(file) as it is")
        }

        server.stop()
        (server, _) = try serve(path, configuration: Self.offLoopback)
        phone.client = HTTPClient(port: server.port)
        other.client = HTTPClient(port: server.port)
        for device in [phone, other] {
            XCTAssertEqual(try device.get("/api/grid?width=390").status, 200)
            XCTAssertEqual(try device.get("/api/device").json()["device"].map { ($0 as? [String: Any])?["name"] as? String } ?? nil, device.cookie == phone.cookie ? "Pixel 8" : "iPhone")
        }
        XCTAssertEqual(try phone.csrf(), tokens.0, "the page token survives the restart")
        let plant1 = try addressed("/api/plants/plant-1/water", in: path)
        XCTAssertEqual(try phone.write("POST", plant1, csrf: tokens.0, conditions: conditioned([:], plant1, in: path)).status, 200)
        let plant2 = try addressed("/api/plants/plant-2/water", in: path)
        XCTAssertEqual(try other.write("POST", plant2, csrf: tokens.1, conditions: conditioned([:], plant2, in: path)).status, 200)
        XCTAssertEqual(try CatalogService(path: path).plants.plant(.key("plant-2")).lastWatered, .today)
        XCTAssertEqual(try phone.client.get(try pairingTarget(server, code), headers: ["Cookie": phone.cookie]).status, 200, "a paired device is sent on")
        XCTAssertEqual(try CatalogService(path: path).devices.list().count, 2, "and not paired twice")
    }

    /// Rule: a revoked device's next request is refused (403), with no restart, and its open event
    /// stream ends; the other device goes on; revoking by name, renaming by id and from the page,
    /// and an unknown device is not found; a name is shown escaped on the paired page.
    func testARevokedDeviceIsRefusedAtOnce() throws {
        let (path, server, code, devices) = try servedDevices(plants: 3, [Self.pixelUserAgent, Self.pixelUserAgent])
        let (phone, tablet) = (devices[0], devices[1])
        XCTAssertEqual(try CatalogService(path: path).devices.list().map(\.name), ["Pixel 8", "Pixel 8 2"], "names stay unique")
        XCTAssertEqual(try phone.get("/api/grid?width=390").status, 200)
        var phoneEvents = try phone.client.openEvents(headers: ["Cookie": phone.cookie])
        defer { close(phoneEvents.socket) }
        var tabletEvents = try tablet.client.openEvents(headers: ["Cookie": tablet.cookie])
        defer { close(tabletEvents.socket) }
        _ = try phoneEvents.read(until: "event: revision")
        _ = try tabletEvents.read(until: "event: revision")
        let revoked = try CatalogService(path: path).devices.revoke("Pixel 8")
        XCTAssertEqual(revoked.name, "Pixel 8")
        XCTAssertNoThrow(try phoneEvents.readToEnd(), "the revoked device's event stream ends")
        XCTAssertTrue(eventually { server.router.events.count == 1 }, "the other device's stream stays open")
        XCTAssertEqual(try phone.get("/api/grid?width=390").status, 403)
        XCTAssertEqual(try phone.get("/").status, 403)
        XCTAssertEqual(try tablet.get("/api/grid?width=390").status, 200)
        let renamed = try CatalogService(path: path).devices.rename("2", to: "Kitchen tablet")
        XCTAssertEqual(renamed.name, "Kitchen tablet")
        XCTAssertThrowsError(try CatalogService(path: path).devices.revoke("Pixel 8")) { XCTAssertEqual(Failure($0).kind, .notFound) }
        let answer = try tablet.write("PATCH", "/api/device", body: Array(#"{"name": "Wall tablet"}"#.utf8), json: true)
        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertEqual(try CatalogService(path: path).devices.list().map(\.name), ["Wall tablet"], "renamed from its page")
        XCTAssertEqual(try tablet.write("PATCH", "/api/device", body: Array(#"{"name": ""}"#.utf8), json: true).status, 400)
        _ = try CatalogService(path: path).devices.rename("Wall tablet", to: "Tom's <tablet> & co")
        let page = try tablet.client.get(try pairingTarget(server, code), headers: ["Cookie": tablet.cookie]).text
        XCTAssertTrue(page.contains("<strong id=\"device-name\">Tom&#39;s &lt;tablet&gt; &amp; co</strong>"), page)
    }

    /// Rule: a device paired with a read-only code reads, and every write it sends is refused
    /// (403, naming it); the catalog is unchanged.
    func testAReadOnlyDeviceCannotWrite() throws {
        let path = try makeCatalog(plants: 3, favorites: 3)
        let (server, _) = try serve(path, configuration: Self.offLoopback)
        let viewer = try pair(server, try CatalogService(path: path).devices.newPairingCode(readOnly: true), userAgent: Self.iPhone)
        XCTAssertEqual(try CatalogService(path: path).devices.list().map(\.readOnly), [true])
        XCTAssertEqual(try viewer.get("/api/grid?width=390").status, 200)
        let before = try revision(path)
        let refused = try viewer.write("POST", addressed("/api/plants/plant-1/water", in: path))
        XCTAssertEqual(refused.status, 403)
        XCTAssertEqual(try refused.json()["error"] as? String, "this device (iPhone) is paired read-only")
        XCTAssertEqual(try viewer.write("DELETE", addressed("/api/favorites/plant-0", in: path)).status, 403)
        XCTAssertEqual(try revision(path), before)
    }

    /// Rule: a wrong, malformed or expired code pairs nothing (403); after 5 wrong codes from one
    /// address, that address is refused (429, Retry-After) even with a right code, while another
    /// address still pairs; a server on the loopback address has nothing to pair (404).
    func testWrongAndExpiredCodesAreRefusedAndRateLimited() throws {
        let path = try makeCatalog(plants: 2, favorites: 2)
        let (server, client) = try serve(path, configuration: Self.offLoopback)
        let expired = try CatalogService(path: path).devices.newPairingCode(now: Date(timeIntervalSinceNow: -Devices.pairingLifetime - 1))
        let good = try CatalogService(path: path).devices.newPairingCode()
        var guesser = client
        guesser.source = "127.0.0.3"
        XCTAssertEqual(try guesser.get(try pairingTarget(server, expired)).status, 403, "expired")
        for wrong in ["ZZZZZZZZ", "short", "22222222"] {
            XCTAssertEqual(try guesser.get("/pair?code=\(wrong)").status, 403, wrong)
        }
        XCTAssertEqual(try guesser.get("/pair").status, 400, "no code")
        XCTAssertEqual(try guesser.get("/pair?code=33333333").status, 403)
        let limited = try guesser.get(try pairingTarget(server, good))
        XCTAssertEqual(limited.status, 429, limited.text)
        XCTAssertNotNil(limited.headers["retry-after"].flatMap { Int($0) })
        XCTAssertEqual(try CatalogService(path: path).devices.list().count, 0)
        _ = try pair(server, good, userAgent: Self.pixelUserAgent, source: "127.0.0.4")
        XCTAssertEqual(try CatalogService(path: path).devices.list().map(\.name), ["Pixel 8"])
        let (_, local) = try serve(path)
        XCTAssertEqual(try local.get("/pair?code=\(good.text)").status, 404)
        XCTAssertEqual(try local.get("/api/grid?width=390").status, 200, "nothing to pair on 127.0.0.1")
    }

    /// Rule: the attempts are counted per address and overall within the window, and forgotten
    /// after it (instants given, not waited for).
    func testPairingAttemptsWindow() {
        let attempts = PairingAttempts()
        let start = ContinuousClock.Instant.now
        for second in 0..<attempts.perClient { attempts.noteWrong(from: "a", now: start + .seconds(second)) }
        XCTAssertEqual(attempts.refusal(for: "a", now: start + .seconds(10)), 50)
        XCTAssertNil(attempts.refusal(for: "b", now: start + .seconds(10)))
        XCTAssertNil(attempts.refusal(for: "a", now: start + .seconds(60)), "the first attempt left the window")
        for index in 0..<attempts.overall { attempts.noteWrong(from: "c\(index)", now: start + .seconds(70)) }
        XCTAssertNotNil(attempts.refusal(for: "d", now: start + .seconds(71)), "all addresses together")
        XCTAssertNil(attempts.refusal(for: "d", now: start + .seconds(130)))
    }
}
