import CorollaService
import CorollaServer
import CorollaTestSupport
import Foundation
import XCTest

final class RandomRequestTests: ServerTestCase {
    /// Rule: whatever the path and query (random pieces of real endpoints, percent-escapes of any
    /// byte, repeated and empty arguments, overlong values) and whichever method, the server
    /// answers a client-error status or 200/304, never a 5xx, and a write without the page's token
    /// changes nothing.
    func testRandomRequestsNeverFailTheServerNorChangeTheCatalog() throws {
        let (path, client, token) = try servedGrid(plants: 20, favorites: 15)
        let start = try revision(path)
        var random = SplitMix64(seed: 2026)
        let segments = [
            "api", "grid", "elements", "events", "cards", "plants", "favorites", "water", "plant-3", "..", ".", "", "%2F", "%00",
            "app.js", "1", String(repeating: "a", count: 32), "card", "none", "kind", "dark", "100x100@2", "x.png", "%E2%80%AE", "多肉",
            "photo", "restore", "waterings", "move", "2026-01-01", "2026-02-30",
        ]
        let names = ["width", "height", "layout", "style", "scale", "group_by", "search", "appearance", "anchor", "rect", "remind", "token", "", "%00", "width%5B%5D", "revision", "position", "to"]
        let values = [
            "390", "0", "-1", "1e309", "nan", "waterfall", "fan", "card", "kind", "3", "0,0,390,844", "0,0,-5,5", token, "", "%FF",
            "%00", String(repeating: "9", count: 400), "1,2,3,4,5", "inf,0,1,1", "09:00", "none", "24:00",
        ]
        let allowed: Set<Int> = [200, 304, 400, 403, 404, 405, 413, 414, 415, 421]
        var seen: [Int: Int] = [:]
        for round in 0..<300 {
            let templates = [
                "/", "/api/grid", "/api/grid/elements", "/calendar.ics", "/api/plants/*/water", "/api/favorites/*", "/cards/*/*/*/*/*/*/*", "/*/*",
                "/*/*/*", "/api/plants", "/api/plants/*", "/api/plants/*/*", "/api/plants/*/waterings/*", "/api/favorites/*/move",
            ]
            let pieces = (templates.randomElement(using: &random) ?? "/").split(separator: "*", omittingEmptySubsequences: false)
            var target = String(pieces[0])
            for piece in pieces.dropFirst() { target += (segments.randomElement(using: &random) ?? "") + piece }
            if Bool.random(using: &random) {
                let count = Int.random(in: 0...5, using: &random)
                target += "?" + (0..<count).map { _ in
                    "\(names.randomElement(using: &random) ?? "")=\(values.randomElement(using: &random) ?? "")"
                }.joined(separator: "&")
            }
            if round % 10 == 0 { target += String(format: "%%%02X", Int.random(in: 0...255, using: &random)) }
            let method = ["GET", "GET", "POST", "DELETE", "PUT", "HEAD", "PATCH"].randomElement(using: &random) ?? "GET"
            let response = try client.send(method, target)
            XCTAssertTrue(allowed.contains(response.status), "\(method) \(target): \(response.status) \(response.text)")
            seen[response.status, default: 0] += 1
        }
        // The random requests reached the endpoints, not only the 404 of unknown paths.
        XCTAssertTrue([200, 400, 403, 404, 405].allSatisfy { seen[$0, default: 0] > 0 }, "\(seen)")
        XCTAssertEqual(try revision(path), start, "no request without the CSRF token changed the catalog")
    }
}
