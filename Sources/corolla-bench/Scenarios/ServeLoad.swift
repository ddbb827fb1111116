import CorollaLayout
import CorollaServer
import CorollaService
import CorollaStore
import Foundation

extension Scenario {
    /// 50 clients on loopback for 20 s (5 s with --quick) while a writer adds favorites.
    static var serveLoad: Scenario {
        Scenario(
            name: "serve.load", summary: "corolla serve under load: 50 clients × grid, elements and a card for 20 s while a writer imports favorites; errors, consistency, p50/p99",
            runsByDefault: false, run: runServeLoad)
    }

    private static func runServeLoad(_ context: BenchContext) throws -> [Outcome] {
        let count = context.quick ? 2_000 : 10_000
        let fixture = try ServeFixture(
            favorites: count, name: "serve-load", configuration: ServerConfiguration(port: 0, pollInterval: .milliseconds(100)))
        defer { withExtendedLifetime(fixture) {} }
        let (http, path) = (fixture.http, fixture.path)
        let load = LoadRecord()
        let request = try { var parameters = GridParameters(width: 390); parameters.purpose = .export(.json); return try parameters.request() }()
        let checker = try CatalogService(path: path)
        // What `corolla grid --format json` shows at each revision the writer makes.
        func capture() throws {
            let grid = try checker.grid.result(for: request)
            load.expect(revision: grid.report.revision, Set(zip(grid.plantIDs, grid.layout.sections.lazy.flatMap(\.items)).map(LoadRecord.Card.init)))
        }
        try capture()
        _ = try http.exactGrid("width=390")
        let seconds = context.quick ? 5.0 : 20.0
        let deadline = Date(timeIntervalSinceNow: seconds)
        let clients = (0..<50).map { client in
            Thread {
                var random = SystemRandomNumberGenerator()
                while Date() < deadline {
                    load.client(http: http, random: &random, seed: client)
                }
                load.finished()
            }
        }
        for client in clients { client.start() }
        // Imports of 20 new favorites, each one transaction (one new revision), captured at once.
        let importer = try CatalogService(path: path).transfer.importer(options: ImportOptions(markFavorite: true))
        var added = 0
        while Date() < deadline {
            let rows = (added..<(added + 20)).map { "load-\($0),Load plant \($0),Fern" }
            _ = try importer.importData(Array(("key,name,kind\r\n" + rows.joined(separator: "\r\n") + "\r\n").utf8), format: .csv, file: "load.csv")
            added += 20
            try capture()
            Thread.sleep(forTimeInterval: 0.2)
        }
        load.waitForClients(50)
        let summary = load.summary()
        return [
            Outcome(
                name: "serve.load", ours: .seconds(summary.p50), baseline: .seconds(summary.p99), goal: .info,
                details: [
                    ("requests", "\(summary.requests)"), ("errors", "\(summary.errors)"), ("expiredTokens", "\(summary.expired)"), ("checked", "\(summary.checked)"),
                    ("inconsistent", "\(summary.inconsistent)"), ("unchecked", "\(summary.unchecked)"), ("favoritesAdded", "\(added)"),
                ] + (summary.firstError.map { [("firstError", $0)] } ?? []),
                note: "ours = p50, baseline = p99 of every request (grid, elements, card) of 50 loopback clients over \(Int(seconds)) s "
                    + "on \(count / 1000)k favorites while a writer imports 20 new favorites every 0.2 s; each elements answer is compared "
                    + "with the grid's elements intersecting its rect at the revision it reports"),
        ]
    }
}

/// What the load clients saw, shared between their threads.
final class LoadRecord: @unchecked Sendable {
    struct Card: Hashable {
        var plantID: Int64
        var frame: [Double]

        init(_ plantID: Int64, _ frame: Rect) {
            self.plantID = plantID
            self.frame = frame.components
        }
    }

    private let lock = NSLock()
    private var expected: [Int64: [Card]] = [:]
    private var latencies: [Double] = []
    private var errors = 0
    private var expired = 0
    private var firstError: String?
    private var answers: [(revision: Int64, rect: Rect, cards: Set<Card>)] = []
    private var done = 0

    func expect(revision: Int64, _ cards: Set<Card>) {
        lock.withLock { expected[revision] = Array(cards) }
    }

    /// One round of one client: the grid, a random rect's elements, one card image. A token the
    /// server forgot between the two requests (404: it keeps the latest grids only) is asked for
    /// again, as the page does, and counted as expired.
    func client(http: LoopbackHTTP, random: inout SystemRandomNumberGenerator, seed: Int) {
        do {
            var (answer, revision, rect): ([String: Any], Int64, Rect)
            repeat {
                let grid = try timed { try http.json("/api/grid?width=390") }
                guard let token = grid["token"] as? String, let read = grid["revision"] as? Int64 ?? (grid["revision"] as? Int).map(Int64.init),
                    let height = (grid["content_size"] as? [String: Double])?["height"]
                else { throw BenchError.mismatch("bad grid answer") }
                revision = read
                rect = Rect(x: 0, y: Double.random(in: 0...max(0, height - 844), using: &random), width: 390, height: 2532)
                let target = "/api/grid/elements?token=\(token)&rect=0,\(rect.minY),390,2532"
                let (status, body) = try timed { try http.get(target) }
                if status == 404 {
                    lock.withLock { expired += 1 }
                    continue
                }
                guard status == 200, let object = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
                    throw BenchError.mismatch("\(target): status \(status): \(String(decoding: body, as: UTF8.self))")
                }
                answer = object
                break
            } while true
            let elements = answer["elements"] as? [[String: Any]] ?? []
            let cards = Set(elements.compactMap { element -> Card? in
                guard let id = (element["plant_id"] as? NSNumber)?.int64Value, let frame = element["frame"] as? [Double], frame.count == 4 else { return nil }
                return Card(id, Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]))
            })
            lock.withLock { answers.append((revision, rect, cards)) }
            if let card = elements.randomElement(using: &random)?["card"] as? String {
                let (status, _) = try timed { try http.get(card) }
                if status != 200 { throw BenchError.mismatch("card status \(status)") }
            }
        } catch {
            lock.withLock {
                errors += 1
                if firstError == nil { firstError = "\(error)" }
            }
        }
    }

    private func timed<T>(_ body: () throws -> T) throws -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = try body()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        lock.withLock { latencies.append(seconds) }
        return value
    }

    func finished() {
        lock.withLock { done += 1 }
    }

    func waitForClients(_ count: Int) {
        while lock.withLock({ done }) < count { Thread.sleep(forTimeInterval: 0.05) }
    }

    /// The latency percentiles and the consistency of every elements answer.
    func summary() -> (
        p50: Double, p99: Double, requests: Int, errors: Int, expired: Int, firstError: String?, checked: Int, inconsistent: Int, unchecked: Int
    ) {
        lock.withLock {
            let sorted = latencies.sorted()
            let percentile = { (p: Double) in sorted.isEmpty ? Double.nan : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
            var checked = 0, inconsistent = 0, unchecked = 0
            for answer in answers {
                guard let cards = expected[answer.revision] else {
                    unchecked += 1
                    continue
                }
                let want = Set(cards.filter { Rect(x: $0.frame[0], y: $0.frame[1], width: $0.frame[2], height: $0.frame[3]).intersects(answer.rect) })
                checked += 1
                if want != answer.cards { inconsistent += 1 }
            }
            return (percentile(0.5), percentile(0.99), sorted.count, errors, expired, firstError, checked, inconsistent, unchecked)
        }
    }
}
