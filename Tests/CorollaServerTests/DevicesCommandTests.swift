import CorollaService
import CorollaTestSupport
import Foundation
import XCTest

/// `corolla serve` beyond the loopback address and the commands that manage its devices, as
/// processes: the printed pairing address and its QR code (read back with zbar, as a phone's
/// camera would), `corolla devices`, `devices pair`, `devices revoke`, `calendar --url` and
/// `--new-url`, across a restart of the server.
final class DevicesCommandTests: ServerTestCase {
    static let zbarimg = "/usr/bin/zbarimg"

    /// Rule: `serve --host 0.0.0.0` prints the pairing addresses (the loopback one first) and a QR
    /// code that zbar reads as the address a phone reaches; opening the loopback address pairs a
    /// device that `corolla devices --json` lists, which still reads after the server restarts
    /// and is refused once `corolla devices revoke` revoked it; `corolla devices pair` prints a
    /// code the running server accepts; `corolla calendar --url` prints an address that answers,
    /// before and after the restart, and stops answering after `--new-url`.
    func testServeDevicesAndCalendarCommands() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.zbarimg) else {
            throw XCTSkip("\(Self.zbarimg) is missing (Debian package zbar-tools; bin/test installs it)")
        }
        let path = try makeCatalog(plants: 4, favorites: 4)
        var server = try ServeProcess(database: path, arguments: ["--host", "0.0.0.0"])
        let printed = try server.read(until: "or scan this with the device's camera:\n")
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let pairing = lines.filter { $0.hasPrefix("  http://") }.map { $0.trimmingCharacters(in: .whitespaces) }
        // Where Avahi runs, the HOST.local address comes first (DNSSDTests), then the loopback one.
        let loopback = try XCTUnwrap(pairing.first { !$0.contains(".local:") }, printed)
        XCTAssertTrue(loopback.hasPrefix("http://127.0.0.1:\(server.port)/pair?code="), printed)
        // The code's last line is its quiet zone's top half: the first line to end in ▀.
        var qr = try server.read(until: "▀\n")
        qr = String(qr[qr.range(of: "camera:\n")!.upperBound...])
        let blocks = qr.split(separator: "\n").map(String.init).prefix { $0.allSatisfy { " █▀▄".contains($0) } && !$0.isEmpty }
        XCTAssertGreaterThan(blocks.count, 10, qr)
        let decoded = try decode(Array(blocks))
        XCTAssertEqual(
            decoded, pairing.first { !$0.hasPrefix("http://127.") && !$0.contains(".local:") } ?? loopback, "the QR code holds an IP address every phone reaches")

        let client = HTTPClient(port: server.port)
        let target = String(loopback.dropFirst("http://127.0.0.1:\(server.port)".count))
        let paired = try client.get(target, headers: ["User-Agent": PairingTests.iPhone])
        XCTAssertEqual(paired.status, 200, paired.text)
        let cookie = String(try XCTUnwrap(paired.headers["set-cookie"]).prefix { $0 != ";" })
        let listed = try corolla(["devices", "--db", path, "--json"])
        XCTAssertEqual(listed.status, 0, listed.errors)
        let devices = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [String: Any])?["devices"] as? [[String: Any]])
        XCTAssertEqual(devices.map { $0["name"] as? String }, ["iPhone"])
        XCTAssertEqual(devices.first?["read_only"] as? Bool, false)
        XCTAssertEqual(devices.first?["last_address"] as? String, "127.0.0.1")

        let again = try corolla(["devices", "pair", "--db", path, "--read-only"])
        XCTAssertEqual(again.status, 0, again.errors)
        let fresh = try XCTUnwrap(again.output.split(separator: "\n").first { $0.hasPrefix("  http://127.0.0.1:") }, again.output)
        let viewer = try client.get(String(fresh.dropFirst("  http://127.0.0.1:\(server.port)".count)), headers: ["User-Agent": PairingTests.pixelUserAgent])
        XCTAssertEqual(viewer.status, 200, viewer.text)
        XCTAssertTrue(viewer.text.contains("read-only"), viewer.text)

        let calendar = try corolla(["calendar", "--url", "--db", path])
        XCTAssertEqual(calendar.status, 0, calendar.errors)
        let calendarURL = try XCTUnwrap(calendar.output.split(separator: "\n").first { $0.hasPrefix("http://127.0.0.1:") }.map(String.init), calendar.output)
        let calendarTarget = String(calendarURL.dropFirst("http://127.0.0.1:\(server.port)".count))
        XCTAssertEqual(try client.get(calendarTarget).status, 200)
        XCTAssertTrue(printed.contains("Watering calendar at \(calendarURL)"), "serve printed the same address: \(printed)")

        XCTAssertEqual(server.stop().status, 0)
        server = try ServeProcess(database: path, arguments: ["--host", "0.0.0.0"])
        let restarted = HTTPClient(port: server.port)
        let moved = String(calendarTarget)
        XCTAssertEqual(try restarted.get("/api/grid?width=390", headers: ["Cookie": cookie]).status, 200, "still paired after the restart")
        XCTAssertEqual(try restarted.get(moved).status, 200, "the calendar's address answers after the restart")
        let revoked = try corolla(["devices", "revoke", "iPhone", "--db", path])
        XCTAssertEqual(revoked.status, 0, revoked.errors)
        XCTAssertEqual(try restarted.get("/api/grid?width=390", headers: ["Cookie": cookie]).status, 403, "refused once revoked")
        XCTAssertEqual(try corolla(["devices", "revoke", "iPhone", "--db", path]).status, 65, "no such device any more (as for a plant)")
        XCTAssertEqual(try corolla(["calendar", "--new-url", "--db", path]).status, 0)
        XCTAssertEqual(try restarted.get(moved).status, 403, "the old calendar address stops after --new-url")
        XCTAssertEqual(server.stop().status, 0)
    }

    /// What zbar reads in the half-block rendering `lines` drawn as an image: each character two
    /// modules (top and bottom half), a drawn half light, a blank one dark, 8 pixels a module.
    private func decode(_ lines: [String]) throws -> String {
        let scale = 8
        let width = lines.map(\.count).max() ?? 0
        var rows: [[Bool]] = []
        for line in lines {
            let characters = Array(line) + Array(repeating: " ", count: width - line.count)
            rows.append(characters.map { $0 == "█" || $0 == "▀" })
            rows.append(characters.map { $0 == "█" || $0 == "▄" })
        }
        var image = Array("P5 \(width * scale) \(rows.count * scale) 255\n".utf8)
        for row in rows {
            let pixels = row.flatMap { Array(repeating: $0 ? UInt8(255) : 0, count: scale) }
            for _ in 0..<scale { image += pixels }
        }
        let file = try makeTemporaryFolder().path("qr.pgm")
        try Data(image).write(to: URL(fileURLWithPath: file))
        let run = try Subprocess.run(URL(fileURLWithPath: Self.zbarimg), ["--quiet", "--raw", file])
        XCTAssertEqual(run.status, 0, run.errors)
        return run.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
