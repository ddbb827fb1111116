@testable import CorollaServer
import Foundation
import XCTest

/// Slow work never blocks the page: grids the cache does not hold are computed off the threads
/// that answer the page, its script, elements and cards.
final class SlowWorkTests: ServerTestCase {
    /// Rule: while every grid worker is busy and cold grids wait for one, `/`, `/app.js`,
    /// elements and a card are answered; each grid request gets its grid once a worker is free,
    /// or 503 with `Retry-After` when the grid queue is full (sharing a computation:
    /// ``GridWorkTests``).
    func testColdGridsDoNotBlockThePage() throws {
        let path = try makeCatalog(plants: 1500, favorites: 1500)
        let (server, client) = try serve(path)
        // A warm grid to ask elements and a card of (its layout cached, so computed at once).
        let token = try gridToken(client, "width=390&layout=grid")
        let elements = try gridElements(client, token: token)
        let card = try XCTUnwrap(elements.compactMap { $0["card"] as? String }.first)

        // Every grid worker held by work of the test's own until the end, whatever the machine's
        // speed: the cold grids asked for below wait in the queue or are refused.
        let work = server.router.gridWork
        let release = DispatchSemaphore(value: 0)
        let running = DispatchSemaphore(value: 0)
        for worker in 0..<work.workers {
            XCTAssertTrue(work.submit(key: "held-\(worker)", compute: {
                running.signal()
                release.wait()
                throw CancellationError()
            }, deliver: { _ in }))
        }
        defer { for _ in 0..<work.workers { release.signal() } }
        for _ in 0..<work.workers { XCTAssertEqual(running.wait(timeout: .now() + 60), .success, "the held work started") }

        let widths = [500, 501, 502, 503, 504, 505]
        let answers = Locked([(width: Int, status: Int, retryAfter: String?)]())
        let answered = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        // Threads of their own, so that all six requests are in flight at once.
        for width in widths {
            group.enter()
            Thread {
                let response = try? client.get("/api/grid?width=\(width)")
                answers.update { $0.append((width, response?.status ?? 0, response?.headers["retry-after"])) }
                answered.signal()
                group.leave()
            }.start()
        }
        // The queue takes `waiting` grids; the others are refused at once. Once they are, the
        // waiting ones are queued (a refusal means the queue was full).
        let refused = widths.count - work.waiting
        for _ in 0..<refused { XCTAssertEqual(answered.wait(timeout: .now() + 60), .success, "the grids beyond the queue were refused") }
        for target in ["/", "/app.js", "/api/grid/elements?token=\(token)&rect=0,0,390,600", card] {
            XCTAssertEqual(try client.get(target).status, 200, "\(target) answered while the grids wait")
        }
        let meanwhile = answers.update { _ in }
        XCTAssertEqual(meanwhile.count, refused, "the queued grids were still waiting when the page answered: \(meanwhile)")
        for answer in meanwhile { XCTAssertTrue(answer.status == 503 && answer.retryAfter != nil, "\(answer)") }

        for _ in 0..<work.workers { release.signal() }
        XCTAssertEqual(group.wait(timeout: .now() + 300), .success)
        let all = answers.update { _ in }
        XCTAssertEqual(all.filter { $0.status == 200 }.count, work.waiting, "the queued grids computed: \(all)")
        XCTAssertEqual(all.filter { $0.status == 503 && $0.retryAfter != nil }.count, refused, "\(all)")
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
