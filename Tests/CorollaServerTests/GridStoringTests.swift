import CorollaService
@testable import CorollaServer
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// `/api/grid` stores what it computes only for the page: any other client gets the same grid,
/// computed without storing, so GETs from anywhere cannot make the catalog grow past its budget.
final class GridStoringTests: ServerTestCase {
    /// A router on `path`, answering as a server bound to 127.0.0.1:8390, called in-process.
    private func router(_ path: String) throws -> Router {
        let router = try Router(configuration: ServerConfiguration(), pool: ServicePool(capacity: 1) { try CatalogService(path: path) })
        router.port = 8390
        return router
    }

    private func get(_ router: Router, _ target: String, headers: [String: String] = [:]) throws -> [String: Any] {
        let parts = target.split(separator: "?", maxSplits: 1)
        let arguments = parts.dropFirst().flatMap { $0.split(separator: "&") }.map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            return (name: parts[0], value: parts.count > 1 ? parts[1] : "")
        }
        var all = ["host": "127.0.0.1:8390"]
        for (name, value) in headers { all[name.lowercased()] = value }
        var response = router.respond(
            to: HTTPRequest(client: "127.0.0.1", method: "GET", path: String(parts[0]), query: arguments, headers: all, cookies: [:], body: []))
        if case .deferred(let deferred) = response.body {
            // A grid computed off the server's threads: wait for it as a suspended connection does.
            let ready = DispatchSemaphore(value: 0)
            if deferred.response(suspending: {}, wake: { ready.signal() }) == nil { ready.wait() }
            response = try XCTUnwrap(deferred.response(suspending: {}, wake: {}))
        }
        guard case .bytes(let bytes) = response.body else { throw HTTPClient.ClientError("not a body of bytes") }
        let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        XCTAssertEqual(response.status, 200, "\(target): \(String(decoding: bytes, as: UTF8.self))")
        return object ?? [:]
    }

    /// The catalog file's and its write-ahead log's bytes.
    private func fileBytes(_ path: String) throws -> Int {
        try [path, path + "-wal"].reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
        }
    }

    /// Rule: 10,000 GETs of distinct widths from another origin each get their grid, and leave the
    /// catalog's file size and its card sizes as they were (within the 64 KiB budget), while the
    /// page's own requests are stored and served from the cache.
    func testForeignGridsAreComputedWithoutStoring() throws {
        let path = try makeCatalog(plants: 3, favorites: 2)
        try CatalogService(path: path).caches.setBudget(64 << 10)
        let router = try router(path)
        let page = try get(router, "/api/grid?width=390", headers: ["Sec-Fetch-Site": "same-origin"])
        XCTAssertEqual((page["cache"] as? [String: Any])?["outcome"] as? String, "miss")
        let stats = try CatalogService(path: path).caches.stats()
        XCTAssertEqual([stats.layoutEntries, stats.cardSizeEntries], [1, 2])
        let bytes = try fileBytes(path)

        let foreign = ["Origin": "http://evil.example", "Sec-Fetch-Site": "cross-site"]
        for index in 0..<10_000 {
            let width = 50 + Double(index) * 0.995
            let grid = try get(router, "/api/grid?width=\(width)&style=chip&layout=flow", headers: index.isMultiple(of: 2) ? foreign : [:])
            XCTAssertEqual(grid["cards"] as? Int, 2)
        }
        let after = try CatalogService(path: path).caches.stats()
        XCTAssertEqual([after.layoutEntries, after.cardSizeEntries, after.layoutMisses], [1, 2, stats.layoutMisses])
        XCTAssertEqual(try fileBytes(path), bytes)
        XCTAssertLessThanOrEqual(after.layoutBytes + after.cardSizeBytes, 64 << 10)

        // The width the page cached is served from the cache to anyone, and read only.
        let served = try get(router, "/api/grid?width=390", headers: foreign)
        XCTAssertEqual((served["cache"] as? [String: Any])?["outcome"] as? String, "hit")
        XCTAssertEqual(try CatalogService(path: path).caches.stats().layoutHits, stats.layoutHits)
    }

    /// Rule: the page is known by `Sec-Fetch-Site: same-origin`, an `Origin` naming the server, or
    /// its CSRF token; each stores its grid, nothing else does (a wrong token, another origin).
    func testThePageIsKnownByItsOriginOrItsToken() throws {
        let path = try makeCatalog(plants: 3, favorites: 2)
        let router = try router(path)
        let cases: [([String: String], Bool)] = [
            (["Sec-Fetch-Site": "same-origin"], true), (["Origin": "http://127.0.0.1:8390"], true), (["X-Corolla-CSRF": router.csrfToken(for: nil)], true),
            ([:], false), (["Sec-Fetch-Site": "same-site"], false), (["Origin": "http://127.0.0.1:8391"], false),
            (["X-Corolla-CSRF": String(router.csrfToken(for: nil).reversed())], false),
        ]
        for (index, (headers, stores)) in cases.enumerated() {
            let before = try CatalogService(path: path).caches.stats().layoutEntries
            _ = try get(router, "/api/grid?width=\(300 + index)", headers: headers)
            XCTAssertEqual(try CatalogService(path: path).caches.stats().layoutEntries, before + (stores ? 1 : 0), "\(headers)")
        }
    }

    /// Rule: widths are snapped down to whole points: 390.9 is the grid of 390, with its token.
    func testWidthsAreWholePoints() throws {
        let path = try makeCatalog(plants: 6, favorites: 6)
        let router = try router(path)
        let page = ["Sec-Fetch-Site": "same-origin"]
        let whole = try get(router, "/api/grid?width=390", headers: page)
        let fraction = try get(router, "/api/grid?width=390.9", headers: page)
        XCTAssertEqual(fraction["token"] as? String, whole["token"] as? String)
        XCTAssertEqual((fraction["cache"] as? [String: Any])?["outcome"] as? String, "hit")
        XCTAssertEqual(try CatalogService(path: path).caches.layouts().map(\.containerWidth), [390])
    }
}
