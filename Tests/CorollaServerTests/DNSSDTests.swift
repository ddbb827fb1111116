import CorollaService
import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaServer

/// The server's DNS-SD announcement (``ServiceAnnouncement``): `HOST.local` where an Avahi daemon
/// runs, one line saying so where none does.
final class DNSSDTests: ServerTestCase {
    /// Avahi's command-line browser (avahi-utils).
    static let browser = URL(fileURLWithPath: "/usr/bin/avahi-browse")

    /// Whether an Avahi daemon answers on this machine (`avahi-daemon --check`).
    static var avahiRuns: Bool {
        (try? Subprocess.run(URL(fileURLWithPath: "/usr/sbin/avahi-daemon"), ["--check"]).status) == 0
    }

    /// The `_http._tcp` services the network has now, resolved: `(name, host, port)`.
    func browsedServices() throws -> [(name: String, host: String, port: UInt16)] {
        let found = try Subprocess.run(Self.browser, ["--resolve", "--parsable", "--terminate", "--no-db-lookup", ServiceAnnouncement.serviceType])
        return found.outputText.split(separator: "\n").compactMap { line in
            // =;eth0;IPv4;Corolla\032on\032vm;_http._tcp;local;vm.local;192.0.2.2;37951;
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count >= 9, fields[0] == "=", let port = UInt16(fields[8]) else { return nil }
            return (String(fields[3]).replacingOccurrences(of: "\\032", with: " "), String(fields[6]), port)
        }
    }

    /// Rule: where an Avahi daemon runs, a server beyond the loopback address is announced as
    /// "Corolla on HOST" (`_http._tcp`, its port), its addresses start with `http://HOST.local:PORT/`,
    /// it answers to that `Host` (and refuses another `.local` name, 421); a second server on the
    /// machine takes another name; a stopped server's service is withdrawn. On the loopback
    /// address nothing is announced.
    func testTheServerIsAnnouncedWhereAvahiRuns() throws {
        guard Self.avahiRuns, FileManager.default.isExecutableFile(atPath: Self.browser.path) else {
            throw XCTSkip("no Avahi daemon runs here (testWithoutAvahiTheServerSaysSo covers this machine)")
        }
        let path = try makeCatalog(plants: 2, favorites: 2)
        let (loopback, _) = try serve(path)
        XCTAssertNil(loopback.announcedService)
        XCTAssertNil(loopback.announcementProblem)

        let (server, client) = try serve(path, configuration: ServerConfiguration(host: "0.0.0.0", port: 0))
        XCTAssertNil(server.announcementProblem)
        let local = try XCTUnwrap(server.urls.first)
        XCTAssertTrue(local.hasSuffix(".local:\(server.port)/"), "\(server.urls)")
        let host = String(local.dropFirst("http://".count).prefix { $0 != ":" })
        let resolved = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/avahi-resolve-host-name"), ["-4", host])
        guard resolved.outputText.hasPrefix(host + "\t") else {
            throw XCTSkip("Avahi runs but does not resolve this machine's own name \(host): it has no interface to announce on")
        }
        XCTAssertTrue(eventually { server.announcedService?.established == true }, "the daemon confirms the service")
        let name = try XCTUnwrap(server.announcedService?.name)
        XCTAssertTrue(name.hasPrefix("Corolla on "), name)
        let browsed = try browsedServices()
        XCTAssertTrue(browsed.contains { $0.name == name && $0.host == host && $0.port == server.port }, "\(browsed)")

        XCTAssertEqual(try client.send("GET", "/api/grid?width=390", host: "\(host.uppercased()):\(server.port)").status, 403, "past the Host check: not paired")
        XCTAssertEqual(try client.send("GET", "/api/grid?width=390", host: "elsewhere.local:\(server.port)").status, 421)

        let (second, _) = try serve(path, configuration: ServerConfiguration(host: "0.0.0.0", port: 0))
        XCTAssertTrue(eventually { second.announcedService?.established == true })
        XCTAssertNotEqual(second.announcedService?.name, name, "a second server takes another name")

        server.stop()
        XCTAssertNil(server.announcedService)
        XCTAssertTrue(eventually { (try? self.browsedServices().contains { $0.port == server.port }) == false }, "withdrawn when stopped")
    }

    /// Rule: where no Avahi daemon answers (here: none on the system bus `corolla serve` is given),
    /// `serve --host 0.0.0.0` says so in one line, serves as before on its IP addresses, and
    /// prints no `.local` address.
    func testWithoutAvahiTheServerSaysSo() throws {
        let path = try makeCatalog(plants: 1, favorites: 1)
        let folder = try makeTemporaryFolder()
        let server = try ServeProcess(
            database: path, arguments: ["--host", "0.0.0.0"], environment: ["DBUS_SYSTEM_BUS_ADDRESS": "unix:path=\(folder.path("no-bus"))"])
        XCTAssertTrue(server.url.hasPrefix("http://127.0.0.1:"), server.printed)
        let printed = try server.read(until: "scan this")
        XCTAssertFalse(printed.contains(".local"), printed)
        XCTAssertEqual(try HTTPClient(port: server.port).get("/api/grid?width=390").status, 403, "served, to paired devices")
        let (status, stderr) = server.stop()
        XCTAssertEqual(status, 0, stderr)
        let notes = stderr.split(separator: "\n").filter { $0.contains("DNS-SD") }
        XCTAssertEqual(notes.count, 1, stderr)
        XCTAssertTrue(notes.first?.contains("no Avahi daemon answers here") ?? false, stderr)
    }
}
