import Foundation

extension Scenario {
    /// `corolla grid --format json` for 10k favorites from the layout cache, against the `sqlite3`
    /// shell printing the same cached blob. Both are whole processes, timed from start to exit.
    /// Skipped (with the reason) until the `corolla` binary has a `grid` command.
    static var cliWarm: Scenario {
        Scenario(
            name: "cli.warm",
            summary: "`corolla grid --format json`, 10k favorites, cache hit vs `sqlite3` printing the cached blob; goal ≤4×"
        ) { context in
            let options = ["--format", "--width", "--style"]
            if let reason = CLITools.sqlite3Lacks() ?? CLITools.corollaLacks("grid", options: options) {
                return [.skipped("cli.warm", goal: .atMostTimes(4), because: reason)]
            }
            let fixture = try GridFixture(favorites: 10_000)
            // The CLI's default layout, at the bench's width and style.
            let grid = [
                "grid", CLITools.catalogOption, fixture.path, "--format", "json", "--width", "390", "--style", "detail",
            ]
            // The first call computes and stores the layout; the next are hits.
            _ = try CLITools.time(CLITools.corolla, grid)
            // The baseline: the shell opens the same file and prints the most recently used layout's
            // frames (the blob the hit decodes) as hexadecimal text.
            let blob = [fixture.path, "SELECT hex(frames) FROM layout_cache JOIN layout_cache_use ON entry_id = id ORDER BY last_used_at DESC LIMIT 1"]
            let samples = try Sampler.interleave(
                warmup: 2, repeats: context.repeats(quick: 11, full: 31),
                ours: { try CLITools.time(CLITools.corolla, grid) },
                baseline: { try CLITools.time(CLITools.sqlite3, blob) })
            return [
                Outcome(
                    name: "cli.warm", ours: .seconds(samples.ours.median), baseline: .seconds(samples.baseline.median),
                    goal: .atMostTimes(4), details: [("favorites", "10k"), ("samples", "\(samples.ours.count)")],
                    note: "process wall time from start to exit, output to /dev/null; the sqlite3 shell prints the cached "
                        + "frames blob as hex")
            ]
        }
    }
}
