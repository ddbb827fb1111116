import CorollaTestSupport
import Foundation
import XCTest

/// Pairing in a real browser: `Browser/page_check.py --pairing` (`pairing_check.py`) drives two
/// headless Chromium profiles (two devices) against `corolla serve --host 0.0.0.0`, which it
/// restarts on the same port.
final class PairingBrowserTests: ServerTestCase {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Browser/pairing_check.py")

    /// Rules (each checked and named by the script): both devices pair by the printed address and
    /// are named from their User-Agents ("Pixel 8", "iPhone") on the paired page and under View;
    /// one renames itself on the page (the CLI lists the new name); after a restart of the server
    /// the page left open writes without a reload (its CSRF token still holds) and follows a
    /// watering made by the CLI (its event stream reconnected), and the other device still reads;
    /// once revoked with `corolla devices revoke` the other is refused at its next request.
    func testPairingInChromium() throws {
        try BrowserTests.requireBrowser()
        let path = try makeCatalog(plants: 12, favorites: 10)
        let port = try Self.freePort()
        let shots = try makeTemporaryFolder()
        let report = try BrowserTests.runScript(["http://127.0.0.1:\(port)/", ServeProcess.executable.path, path, shots.url.path, "--pairing"])
        XCTAssertTrue(report.contains("all pairing checks passed"), report)
    }

    /// A port nothing listens on now: the kernel's pick for a socket bound to port 0.
    static func freePort() throws -> UInt16 {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw HTTPClient.ClientError("cannot bind a socket: \(errno)") }
        return UInt16(bigEndian: address.sin_port)
    }
}
