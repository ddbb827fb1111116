import CorollaLayout
import CorollaService
import Foundation

extension Scenario {
    /// 1M favorites: the cold first screen against 1k (server and `grid --rect`), then warm: the
    /// grid, one screen, and a one-card edit, in CPU seconds against the issue's budgets.
    static var gridMillion: Scenario {
        Scenario(
            name: "grid.million",
            summary: "1M favorites: cold first screen vs 1k (≤3×); warm grid ≤0.5 s, one screen ≤0.2 s, one-card edit ≤1 s CPU",
            runsByDefault: false,
            run: run,
            children: [
                // One side alone, for `perf record`: the cold first screen through a server three times
                // (a cold 1M catalog, each followed by a cold 1k one; their seconds on stderr), or on a
                // warm one five warm grids, ten screens or three edits, each call's CPU seconds on stderr.
                "grid.million.firstScreen": {
                    let (large, small) = (try GridFixture(favorites: 1_000_000), try GridFixture(favorites: 1_000))
                    for _ in 0..<3 {
                        let (ours, baseline) = (try FirstScreenRuns.server(large), try FirstScreenRuns.server(small))
                        FileHandle.standardError.write(Data(String(format: "first screen: 1M %.3f s, 1k %.3f s\n", ours, baseline).utf8))
                    }
                },
                "grid.million.warm": {
                    let fixture = try GridFixture(favorites: 1_000_000, warmedBy: try fullRequest())
                    for _ in 0..<5 {
                        try reportCPU("warm") { _ = try fixture.grid(try fullRequest(), expect: { $0 == .hit }, "warm") }
                    }
                },
                "grid.million.screen": {
                    let fixture = try GridFixture(favorites: 1_000_000, warmedBy: try fullRequest())
                    for _ in 0..<10 {
                        try reportCPU("one screen") { _ = try fixture.grid(try oneScreenRequest(), expect: { $0 == .hit }, "one screen") }
                    }
                },
                "grid.million.edit": {
                    let fixture = try GridFixture(favorites: 1_000_000, warmedBy: try fullRequest())
                    for index in 0..<3 {
                        try fixture.editNotes(ofFavorite: 500_000 + index)
                        try reportCPU("edit") {
                            _ = try fixture.grid(try fullRequest(), expect: { if case .partial = $0 { true } else { false } }, "edit")
                        }
                    }
                },
            ])
    }

    private static func run(_ context: BenchContext) throws -> [Outcome] {
        let fixture = try GridFixture(favorites: 1_000_000)
        var outcomes = try firstScreenLines([fixture], context)
        let full = try fullRequest()
        let oneScreen = try oneScreenRequest()
        // Computed once, outside the clock: every line below starts from a stored layout.
        _ = try CatalogService(path: fixture.path).grid.result(for: full)
        let budget = { (name: String, seconds: Double, limit: Double, note: String) in
            Outcome(
                name: name, ours: .seconds(seconds), baseline: .seconds(limit), goal: .atMostTimes(1),
                details: [("favorites", "1M"), ("cpu", "true")], note: note + "; the baseline is the budget, in CPU seconds")
        }
        let warm = try cpuSeconds { _ = try fixture.grid(full, expect: { $0 == .hit }, "warm") }
        outcomes.append(budget("grid.million.warm", warm, 0.5, "a warm grid (a layout cache hit: ids and frames) on a fresh service"))
        let one = try cpuSeconds { _ = try fixture.grid(oneScreen, expect: { $0 == .hit }, "one screen") }
        outcomes.append(budget("grid.million.screen", one, 0.2, "one screen (--rect 0,0,390,844) of the warm grid, drawn cards read"))
        try fixture.editNotes(ofFavorite: 500_000)
        let edit = try cpuSeconds { _ = try fixture.grid(full, expect: { if case .partial = $0 { true } else { false } }, "edit") }
        outcomes.append(budget("grid.million.edit", edit, 1, "the grid after one card's notes changed (card 500,000): one card measured, the rest relaid out"))
        return outcomes
    }

    /// Runs `body` and writes its CPU seconds to stderr (`edit: 0.812 s CPU`).
    private static func reportCPU(_ what: String, _ body: () throws -> Void) rethrows {
        let seconds = try cpuSeconds(body)
        FileHandle.standardError.write(Data("\(what): \(String(format: "%.3f", seconds)) s CPU\n".utf8))
    }

    /// The whole grid of the 1M lines (ids and frames).
    private static func fullRequest() throws -> GridRequest {
        try GridFixture.request(purpose: .export(.json))
    }

    /// One screen of it (`--rect 0,0,390,844`), drawn cards read.
    private static func oneScreenRequest() throws -> GridRequest {
        var screen = GridFixture.parameters()
        screen.viewport = Rect(x: 0, y: 0, width: 390, height: 844)
        return try screen.request()
    }
}
