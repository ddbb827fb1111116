@testable import CorollaServer
import Foundation
import XCTest

final class GridWorkTests: XCTestCase {
    /// Rule: a request for work already queued or running joins it — accepted even when the queue
    /// is full, computed once, each caller given the result — while new work beyond the queue is
    /// refused.
    func testWorkForTheSameKeyIsSharedEvenWhenTheQueueIsFull() throws {
        let work = try GridWork<Int>(workers: 1, waiting: 1)
        defer { work.stop(CancellationError()) }
        let release = DispatchSemaphore(value: 0)
        let computed = Locked([String]())
        let delivered = Locked([String: [Int]]())
        let done = DispatchGroup()
        func submit(_ key: String, _ value: Int) -> Bool {
            done.enter()
            let accepted = work.submit(
                key: key,
                compute: {
                    computed.update { $0.append(key) }
                    release.wait()
                    return value
                },
                deliver: { result in
                    delivered.update { $0[key, default: []].append((try? result.get()) ?? -1) }
                    done.leave()
                })
            if !accepted { done.leave() }
            return accepted
        }
        XCTAssertTrue(submit("a", 1))
        XCTAssertTrue(submit("b", 2))
        XCTAssertFalse(submit("c", 3), "one running and one waiting: the queue is full")
        XCTAssertTrue(submit("a", 10), "the same key joins the running work")
        XCTAssertTrue(submit("b", 20), "the same key joins the waiting work")
        release.signal()
        release.signal()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(computed.update { _ in }, ["a", "b"], "each computed once")
        XCTAssertEqual(delivered.update { _ in }, ["a": [1, 1], "b": [2, 2]])
    }
}
