import CorollaService
import CorollaTestSupport
import Foundation
import XCTest

final class CardImageCacheTests: XCTestCase {
    /// Rule: an image is drawn once per address: asked again, the kept bytes are returned and
    /// nothing is drawn; another address is drawn.
    func testAnAddressIsDrawnOnce() {
        let cache = CardImageCache()
        var drawn = 0
        func image(_ address: String) -> [UInt8] {
            cache.image(at: address) {
                drawn += 1
                return Array(address.utf8)
            }
        }
        XCTAssertEqual(image("/cards/a"), Array("/cards/a".utf8))
        XCTAssertEqual(image("/cards/a"), Array("/cards/a".utf8))
        XCTAssertEqual(drawn, 1)
        XCTAssertEqual(image("/cards/b"), Array("/cards/b".utf8))
        XCTAssertEqual(drawn, 2)
        let statistics = cache.statistics
        XCTAssertEqual([statistics.hits, statistics.draws, statistics.images, statistics.bytes], [1, 2, 2, 16])
    }

    /// Rule: images are drawn outside the cache's lock: two threads drawing two addresses are in
    /// their drawings at once (each drawing waits, up to 10 s, for the other to start), and the
    /// statistics count them.
    func testDrawingsRunSideBySide() {
        let cache = CardImageCache()
        let started = DispatchGroup()
        started.enter()
        started.enter()
        let met = SharedCount(0)
        onThreads(2) { thread in
            _ = cache.image(at: "/cards/\(thread)") {
                started.leave()
                if started.wait(timeout: .now() + 10) == .success { met.add(1) }
                return [UInt8(thread)]
            }
        }
        XCTAssertEqual(met.value, 2, "each drawing saw the other one start")
        XCTAssertEqual(cache.statistics.mostDrawnAtOnce, 2)
    }

    /// Rule: a drawing that fails keeps nothing: the next request draws again.
    func testAFailedDrawingIsNotKept() {
        struct Failure: Error {}
        let cache = CardImageCache()
        XCTAssertThrowsError(try cache.image(at: "x") { throw Failure() })
        XCTAssertEqual(cache.image(at: "x") { [1, 2, 3] }, [1, 2, 3])
        XCTAssertEqual(cache.statistics.draws, 1)
    }

    /// Rule: the least recently used image goes first when the bytes would pass the limit; an
    /// image larger than the whole limit is returned and not kept.
    func testTheLeastRecentlyUsedImageGoesFirst() {
        let cache = CardImageCache(byteLimit: 30)
        var drawings: [String] = []
        func image(_ address: String, bytes: Int = 10) {
            _ = cache.image(at: address) {
                drawings.append(address)
                return [UInt8](repeating: 7, count: bytes)
            }
        }
        for address in ["a", "b", "c", "a", "d", "a", "b"] { image(address) }
        // d evicted b (the least recently used after a was used again); b drawn again evicts c.
        XCTAssertEqual(drawings, ["a", "b", "c", "d", "b"])
        XCTAssertEqual(cache.statistics.evictions, 2)
        image("huge", bytes: 31)
        image("huge", bytes: 31)
        XCTAssertEqual(drawings.suffix(2), ["huge", "huge"])
        for address in ["a", "d", "b"] { image(address) }
        XCTAssertEqual(drawings.count, 7, "the huge images evicted nothing")
    }

    /// Rule (property, fixed seed): under many distinct addresses of random sizes, asked for from
    /// several threads, the bytes kept never pass the limit, and every answer is the image of
    /// the address asked for.
    func testTheByteLimitHoldsUnderManyDistinctCards() {
        let limit = 64 << 10
        let cache = CardImageCache(byteLimit: limit)
        let wrong = SharedCount(0), over = SharedCount(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var random = SplitMix64(seed: 26 + UInt64(thread))
            for _ in 0..<2_000 {
                let card = Int.random(in: 0..<600, using: &random)
                let size = 1 + card * 37 % 9_000
                let image = cache.image(at: "/cards/\(card)") { [UInt8](repeating: UInt8(card % 251), count: size) }
                if image.count != size || image.first != UInt8(card % 251) { wrong.add(1) }
                if cache.statistics.bytes > limit { over.add(1) }
            }
        }
        XCTAssertEqual(wrong.value, 0)
        XCTAssertEqual(over.value, 0)
        let statistics = cache.statistics
        XCTAssertLessThanOrEqual(statistics.bytes, limit)
        XCTAssertGreaterThan(statistics.evictions, 0)
        XCTAssertGreaterThan(statistics.hits, 0)
        XCTAssertEqual(statistics.hits + statistics.draws, 8_000)
    }
}

/// An integer shared by threads.
private final class SharedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count: Int

    init(_ value: Int) { count = value }

    var value: Int { lock.withLock { count } }

    func add(_ amount: Int) { lock.withLock { count += amount } }
}
