import CorollaServer
import Foundation
import XCTest

/// Slow work never blocks the page: grids the cache does not hold are computed off the threads
/// that answer the page, its script, elements and cards.
final class SlowWorkTests: ServerTestCase {
    /// Rule: while six cold grids of a large catalog are asked for at once, `/`, `/app.js`,
    /// elements and a card answer within 200 ms each; each grid request gets its grid, or 503 with
    /// `Retry-After` when the grid queue is full (sharing a computation: ``GridWorkTests``).
    func testColdGridsDoNotBlockThePage() throws {
        let path = try makeCatalog(plants: 1500, favorites: 1500)
        let (_, client) = try serve(path)
        // A warm grid to ask elements and a card of (its layout cached, so computed at once).
        let token = try gridToken(client, "width=390&layout=grid")
        let elements = try gridElements(client, token: token)
        let card = try XCTUnwrap(elements.compactMap { $0["card"] as? String }.first)

        let widths = [500, 501, 502, 503, 504, 505]
        let answers = Locked([(width: Int, status: Int, retryAfter: String?, finished: ContinuousClock.Instant)]())
        let group = DispatchGroup()
        // Threads of their own, so that all six requests are in flight at once (a dispatch queue
        // runs as many as there are cores), started 10 ms apart (a grid request leaves its server
        // thread at once: the grid is computed on the grid work's threads).
        for width in widths {
            Thread.sleep(forTimeInterval: 0.01)
            group.enter()
            Thread {
                let response = try? client.get("/api/grid?width=\(width)")
                answers.update { $0.append((width, response?.status ?? 0, response?.headers["retry-after"], .now)) }
                group.leave()
            }.start()
        }
        Thread.sleep(forTimeInterval: 0.01)
        for target in ["/", "/app.js", "/api/grid/elements?token=\(token)&rect=0,0,390,600", card] {
            let started = ContinuousClock.now
            XCTAssertEqual(try client.get(target).status, 200, target)
            XCTAssertLessThan(ContinuousClock.now - started, .milliseconds(200), "\(target) answered while the grids compute")

        }
        let probed = ContinuousClock.now
        XCTAssertEqual(group.wait(timeout: .now() + 300), .success)
        let all = answers.update { _ in }
        XCTAssertEqual(all.count, 6)
        XCTAssertTrue(all.contains { $0.status == 200 && $0.finished > probed }, "the grids were still computing meanwhile: \(all)")
        for answer in all {
            XCTAssertTrue(answer.status == 200 || (answer.status == 503 && answer.retryAfter != nil), "\(answer)")
        }
        XCTAssertGreaterThanOrEqual(all.filter { $0.status == 200 }.count, 4, "two grids computing and two waiting")
    }
}

/// A value guarded by a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Changes the value and returns the new one.
    @discardableResult
    func update(_ change: (inout Value) -> Void) -> Value {
        lock.withLock {
            change(&value)
            return value
        }
    }
}
