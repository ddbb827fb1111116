@testable import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// The devices facet's parts: SHA-256 and HMAC against published vectors, names from
/// User-Agents, pairing codes as typed, and page tokens that depend on the key and the device.
final class DeviceServiceTests: XCTestCase {
    /// Rule: SHA-256 gives FIPS 180-4's digests (empty, "abc", the two-block message, a million
    /// "a"), and HMAC-SHA256 RFC 4231's test cases 1, 2 and 6 (a key longer than a block).
    func testSHA256AndHMACVectors() {
        XCTAssertEqual(Devices.hex(SHA256.hash([])), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(Devices.hex(SHA256.hash(Array("abc".utf8))), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            Devices.hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            Devices.hex(SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000))), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        XCTAssertEqual(
            Devices.hex(SHA256.hmac(key: [UInt8](repeating: 0x0b, count: 20), Array("Hi There".utf8))),
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        XCTAssertEqual(
            Devices.hex(SHA256.hmac(key: Array("Jefe".utf8), Array("what do ya want for nothing?".utf8))),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        XCTAssertEqual(
            Devices.hex(SHA256.hmac(key: [UInt8](repeating: 0xaa, count: 131), Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8))),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    /// Rule: a device is named after its User-Agent: an Android browser's model, else the kind of
    /// device; a reduced Android User-Agent ("K") names no model.
    func testNamesFromUserAgents() {
        let cases: [(String?, String)] = [
            ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36", "Pixel 8"),
            ("Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014) AppleWebKit/537.36 Chrome/119 Mobile Safari/537.36", "SM-S911B"),
            ("Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36", "Android phone"),
            ("Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36", "Android tablet"),
            ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Version/17.1 Mobile/15E148 Safari/604.1", "iPhone"),
            ("Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Version/16.6 Mobile/15E148 Safari/604.1", "iPad"),
            ("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.1 Safari/605.1.15", "Mac"),
            ("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36", "Windows PC"),
            ("Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0", "Linux PC"),
            ("Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36", "Chromebook"),
            ("curl/8.4.0", "Device"), (nil, "Device"),
        ]
        for (userAgent, name) in cases { XCTAssertEqual(DeviceName.from(userAgent: userAgent), name, userAgent ?? "none") }
    }

    /// Rule: a code is read as typed (case, dashes and spaces aside) and pairs until it expires;
    /// the catalog holds its hash only; codes expired are forgotten when a new one is made.
    func testPairingCodesAsTypedAndTheirExpiry() throws {
        let service = CatalogService(store: try CatalogStore.inMemory())
        let now = Date()
        let code = try service.devices.newPairingCode(now: now)
        XCTAssertEqual(code.text.count, 8)
        XCTAssertEqual(code.display, code.text.prefix(4) + "-" + code.text.suffix(4))
        XCTAssertNil(try service.store.database.fetchOne("SELECT 1 FROM pairing_codes WHERE code_hash = CAST(? AS BLOB)", [.text(code.text)]))
        XCTAssertNil(try service.devices.pair(code: code.text, userAgent: nil, now: now.addingTimeInterval(Devices.pairingLifetime)), "expired")
        let paired = try XCTUnwrap(try service.devices.pair(code: " " + code.display.lowercased(), userAgent: nil, now: now.addingTimeInterval(60)))
        XCTAssertEqual(try service.devices.device(credential: paired.credential), paired.device)
        XCTAssertNil(try service.devices.device(credential: String(paired.credential.reversed())))
        _ = try service.devices.newPairingCode(now: now.addingTimeInterval(Devices.pairingLifetime + 1))
        XCTAssertEqual(try service.store.database.fetchScalar(Int.self, "SELECT count(*) FROM pairing_codes"), 1, "the expired code is gone")
    }

    /// Rule: a page token depends on the catalog's key and the device (the same key and device give
    /// the same token; another device or another catalog, another).
    func testPageTokens() throws {
        let one = CatalogService(store: try CatalogStore.inMemory())
        let two = CatalogService(store: try CatalogStore.inMemory())
        let device = Device(id: 1, name: "Pixel 8", readOnly: false, pairedAt: "2026-01-01T00:00:00.000Z")
        let key = try one.devices.pageKey()
        XCTAssertEqual(key.token(for: device), try one.devices.pageKey().token(for: device))
        XCTAssertNotEqual(key.token(for: device), key.token(for: nil))
        XCTAssertNotEqual(key.token(for: device), key.token(for: Device(id: 2, name: "iPhone", readOnly: false, pairedAt: device.pairedAt)))
        XCTAssertNotEqual(key.token(for: device), try two.devices.pageKey().token(for: device))
    }
}
