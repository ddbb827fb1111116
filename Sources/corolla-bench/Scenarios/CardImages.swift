import Foundation

extension Scenario {
    /// A card image asked for again (kept by the server) against one never drawn.
    static var cardRepeat: Scenario {
        Scenario(
            name: "card.repeat",
            summary: "corolla serve: a card image asked for again (the server's card image cache) vs a fresh draw; goal ≥10×",
            run: runCardRepeat)
    }

    /// A screen of 20 never-seen cards at scale 3, asked for at once, against one by one.
    static var cardScreen20: Scenario {
        Scenario(
            name: "card.screen20",
            summary: "corolla serve: a screen of 20 never-seen cards at scale 3 asked for at once (drawn on the server's threads) vs one by one",
            run: runCardScreen20)
    }

    /// How many card requests one sample of `card.repeat` times (a single request is tens of
    /// microseconds when kept: too short for the clock's noise).
    private static let requestsPerSample = 10

    private static func runCardRepeat(_ context: BenchContext) throws -> [Outcome] {
        let fixture = try ServeFixture(favorites: 200, name: "card-repeat")
        defer { withExtendedLifetime(fixture) {} }
        let repeats = context.repeats(quick: 5, full: 15)
        var fresh = try neverSeenCards(fixture.http, count: (repeats + 2) * requestsPerSample, scale: 2)[...]
        let kept = Array(fresh.prefix(requestsPerSample))
        fresh = fresh.dropFirst(requestsPerSample)
        for address in kept { try fetch(fixture.http, address) }
        let drawsBefore = fixture.server.cardImageStatistics.draws
        let samples = try Sampler.interleave(
            warmup: 1, repeats: repeats,
            ours: { try Sampler.time { for address in kept { try fetch(fixture.http, address) } } },
            baseline: {
                let batch = fresh.prefix(requestsPerSample)
                fresh = fresh.dropFirst(requestsPerSample)
                return try Sampler.time { for address in batch { try fetch(fixture.http, address) } }
            })
        let statistics = fixture.server.cardImageStatistics
        guard statistics.draws - drawsBefore == (repeats + 1) * requestsPerSample else {
            throw BenchError.mismatch("the repeated cards were drawn again, or the fresh ones not drawn")
        }
        return [
            Outcome(
                name: "card.repeat", ours: .seconds(samples.ours.median / Double(requestsPerSample)),
                baseline: .seconds(samples.baseline.median / Double(requestsPerSample)), goal: .fasterBy(10),
                details: [("style", "card"), ("scale", "2"), ("kept", "\(statistics.images)"), ("samples", "\(samples.ours.count)")],
                note: "GET /cards/….png over loopback HTTP, per request: an image the server drew before (its card image cache, by "
                    + "address: no catalog read) against one never asked for (drawn by the grid's painter and encoded)")
        ]
    }

    private static func runCardScreen20(_ context: BenchContext) throws -> [Outcome] {
        let fixture = try ServeFixture(favorites: 200, name: "card-screen20")
        defer { withExtendedLifetime(fixture) {} }
        let (screen, repeats) = (20, context.repeats(quick: 5, full: 11))
        var fresh = try neverSeenCards(fixture.http, count: 2 * (repeats + 1) * screen, scale: 3)[...]
        func nextScreen() -> [String] {
            defer { fresh = fresh.dropFirst(screen) }
            return Array(fresh.prefix(screen))
        }
        // As a browser asks for a screen: on its 6 connections to the server at once.
        let connections = 6
        var coresUsed = Samples()
        let samples = try Sampler.interleave(
            warmup: 1, repeats: repeats,
            ours: {
                let (cards, http) = (nextScreen(), fixture.http)
                let failures = FailureCount()
                let cpu = processCPUSeconds()
                let seconds = Sampler.time {
                    let done = DispatchGroup()
                    for connection in 0..<connections {
                        done.enter()
                        Thread {
                            for address in stride(from: connection, to: cards.count, by: connections).map({ cards[$0] }) {
                                do { try fetch(http, address) } catch { failures.add() }
                            }
                            done.leave()
                        }.start()
                    }
                    done.wait()
                }
                coresUsed.append((processCPUSeconds() - cpu) / seconds)
                guard failures.count == 0 else { throw BenchError.mismatch("\(failures.count) card requests failed") }
                return seconds
            },
            baseline: {
                let cards = nextScreen()
                return try Sampler.time { for address in cards { try fetch(fixture.http, address) } }
            })
        return [
            Outcome(
                name: "card.screen20", ours: .seconds(samples.ours.median), baseline: .seconds(samples.baseline.median), goal: .info,
                details: [
                    ("cards", "\(screen)"), ("scale", "3"), ("connections", "\(connections)"),
                    ("cores", "\(ProcessInfo.processInfo.activeProcessorCount)"), ("coresUsed", Format.significant(coresUsed.median)),
                    ("mostDrawnAtOnce", "\(fixture.server.cardImageStatistics.mostDrawnAtOnce)"),
                    ("samples", "\(samples.ours.count)"),
                ],
                note: "GET 20 never-seen card PNGs at scale 3 over loopback HTTP on 6 connections at once (a browser's), drawn on the "
                    + "server's threads, each with a catalog service and a Pango context of its own, against the same 20 one after "
                    + "another; coresUsed = the process's CPU time / wall time (client and server) while the screen loads; mostDrawnAtOnce = "
                    + "the most cards the server had in its drawing at once")
        ]
    }

    /// GETs `address`, requiring a PNG.
    private static func fetch(_ http: LoopbackHTTP, _ address: String) throws {
        let (status, body) = try http.get(address)
        guard status == 200, body.count > 8 else { throw BenchError.mismatch("\(address): status \(status)") }
    }

    /// The addresses of `count` card images no one asked for yet: every card of the grid at one
    /// width after another (a card of another width is another image).
    private static func neverSeenCards(_ http: LoopbackHTTP, count: Int, scale: Int) throws -> [String] {
        var addresses: [String] = []
        var width = 390
        while addresses.count < count {
            let grid = try http.json("/api/grid?width=\(width)&scale=\(scale)&style=card")
            guard let token = grid["token"] as? String else { throw BenchError.mismatch("no grid token") }
            let elements = try http.json("/api/grid/elements?token=\(token)&rect=0,0,\(width),20000")
            let cards = (elements["elements"] as? [[String: Any]] ?? []).compactMap { $0["card"] as? String }
            guard !cards.isEmpty else { throw BenchError.mismatch("no cards at width \(width)") }
            addresses += cards
            width += 1
        }
        return Array(addresses.prefix(count))
    }
}

/// Failures counted from several threads.
private final class FailureCount: @unchecked Sendable {
    private let lock = NSLock()
    private var failures = 0

    var count: Int { lock.withLock { failures } }

    func add() { lock.withLock { failures += 1 } }
}
