import CorollaJSON
import CorollaLayout
import CorollaService
import Foundation

extension Scenario {
    /// `corolla serve` on 100k favorites (10k with --quick), warm, over loopback HTTP.
    static var serve: Scenario {
        Scenario(
            name: "serve",
            summary: "corolla serve, 100k favorites (10k --quick), warm: one viewport's elements ≤ 1/50 of a full-grid JSON; one card PNG; first paint",
            run: runServe)
    }

    private static func runServe(_ context: BenchContext) throws -> [Outcome] {
        let count = context.quick ? 10_000 : 100_000
        let fixture = try ServeFixture(favorites: count, name: "serve-\(count)")
        defer { withExtendedLifetime(fixture) {} }
        let (http, path) = (fixture.http, fixture.path)
        // Computed once (cold, outside the clock), its first screen at once and every card in the
        // background until the grid is exact: every line below is warm.
        let grid = try http.exactGrid("width=390")
        guard let token = grid["token"] as? String, let size = grid["content_size"] as? [String: Double], let height = size["height"] else {
            throw BenchError.mismatch("no grid token")
        }
        // Three phone screens in the middle of the content: what the page asks for after a scroll.
        let rect = "0,\(Int(height / 2)),390,2532"
        let elements = try http.json("/api/grid/elements?token=\(token)&rect=\(rect)")
        guard let found = elements["elements"] as? [[String: Any]], let card = found.first?["card"] as? String else {
            throw BenchError.mismatch("no elements in the middle")
        }
        let repeats = context.repeats(quick: 5, full: 15)

        // The full grid as JSON, as `corolla grid --format json` makes it: a hit (ids and frames)
        // and every element written.
        let fullGrid = {
            try Sampler.time {
                let request = try { var parameters = GridParameters(width: 390); parameters.purpose = .export(.json); return try parameters.request() }()
                let result = try CatalogService(path: path).grid.result(for: request)
                let items = zip(result.plantIDs, result.layout.sections.lazy.flatMap(\.items)).map { id, frame in
                    JSONValue.object([JSONMember("plant_id", .number(id)), JSONMember("frame", .array(frame.components.map(JSONValue.number)))])
                }
                blackHole(JSONValue.array(items).rendered())
            }
        }
        let viewport = try Sampler.interleave(
            warmup: 1, repeats: repeats, ours: { try Sampler.time { _ = try http.json("/api/grid/elements?token=\(token)&rect=\(rect)") } },
            baseline: fullGrid)
        let cards = try Sampler.interleave(
            warmup: 1, repeats: repeats,
            ours: {
                try Sampler.time {
                    let (status, png) = try http.get(card)
                    guard status == 200, png.count > 8 else { throw BenchError.mismatch("card: status \(status)") }
                }
            }, baseline: fullGrid)
        let firstPaint = try Sampler.interleave(
            warmup: 1, repeats: repeats,
            ours: {
                try Sampler.time {
                    let grid = try http.json("/api/grid?width=390")
                    guard let token = grid["token"] as? String else { throw BenchError.mismatch("no token") }
                    _ = try http.json("/api/grid/elements?token=\(token)&rect=0,-844,390,2532")
                }
            }, baseline: fullGrid)
        let favorites = count >= 1000 ? "\(count / 1000)k" : "\(count)"
        return [
            Outcome(
                name: "serve.elements", ours: .seconds(viewport.ours.median), baseline: .seconds(viewport.baseline.median),
                // The goal is set for 100k favorites; the quick run's 10k only reports.
                goal: context.quick ? .info : .fasterBy(50), details: [("favorites", favorites), ("elements", "\(found.count)"), ("samples", "\(viewport.ours.count)")],
                note: "GET /api/grid/elements for three phone screens in the middle (rect query on the kept grid, only those plants "
                    + "read, their card addresses), over loopback HTTP, against a full-grid JSON response (a layout cache hit with ids "
                    + "and frames, every element written)"),
            Outcome(
                name: "serve.card", ours: .seconds(cards.ours.median), baseline: .seconds(cards.baseline.median), goal: .info,
                details: [("favorites", favorites)],
                note: "GET one card PNG (scale 2), asked for again: the plant read, its digest checked, the image kept by the "
                    + "server's card image cache (card.repeat compares it with a fresh draw); against the full-grid JSON"),
            Outcome(
                name: "serve.firstPaint", ours: .seconds(firstPaint.ours.median), baseline: .seconds(firstPaint.baseline.median),
                goal: .info, details: [("favorites", favorites)],
                note: "GET /api/grid (a cache hit) then the first viewport's elements: what the page waits for before drawing; "
                    + "against the full-grid JSON"),
        ]
    }
}
