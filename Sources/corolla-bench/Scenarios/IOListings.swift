import Foundation

extension Scenario {
    /// `corolla export --format json|csv` and `corolla plants list --json` of 100k plants, against
    /// the `sqlite3` shell printing the same columns of the same rows in the same order
    /// (`-json`/`-csv`, ordered by `lower(name), id`; ``ShellQuery``). Whole processes, timed from
    /// start to exit, output to /dev/null. `io.memory` is the highest peak resident set of the three
    /// commands above a bare `corolla --version` (each from `wait4`), against the 32 MiB the issue
    /// allows.
    static var ioListings: Scenario {
        Scenario(
            name: "io.listings",
            summary: "`corolla export` (JSON, CSV) and `plants list --json`, 100k plants, vs `sqlite3 -json`/`-csv`; goal ≤2×, "
                + "peak memory ≤32 MiB above `corolla --version`",
            run: runListings)
    }

    private static func runListings(_ context: BenchContext) throws -> [Outcome] {
        let goal = Goal.atMostTimes(2)
        let names = ["io.exportJSON", "io.exportCSV", "io.list", "io.memory"]
        if let reason = CLITools.sqlite3Lacks() ?? CLITools.corollaLacks("export", options: ["--format"])
            ?? (FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? nil : "no /usr/bin/python3 (it starts the commands whose memory is measured)") {
            return names.map { .skipped($0, goal: goal, because: reason) }
        }
        let folder = try BenchFolder("io-listings")
        defer { folder.remove() }
        let catalog = folder.path("garden.sqlite")
        try PlantCatalog.build(at: catalog, plants: 100_000, favorites: 1_000)
        let lines: [(name: String, ours: [String], shell: [String])] = [
            ("io.exportJSON", ["export", "--format", "json"], ["-json", catalog, ShellQuery.export(waterings: true)]),
            ("io.exportCSV", ["export", "--format", "csv"], ["-csv", catalog, ShellQuery.export(waterings: false)]),
            ("io.list", ["plants", "list", "--json"], ["-json", catalog, ShellQuery.listing]),
        ]
        var outcomes: [Outcome] = []
        var peaks: [Double] = []
        for line in lines {
            let ours = line.ours + [CLITools.catalogOption, catalog]
            let samples = try Sampler.interleave(
                warmup: 1, repeats: context.repeats(quick: 3, full: 11),
                ours: { try CLITools.time(CLITools.corolla, ours) },
                baseline: { try CLITools.time(CLITools.sqlite3, line.shell) })
            let peak = try PeakMemory.of(CLITools.corolla, ours)
            peaks.append(peak)
            outcomes.append(
                Outcome(
                    name: line.name, ours: .seconds(samples.ours.median), baseline: .seconds(samples.baseline.median), goal: goal,
                    details: [("plants", "100k"), ("peak", Quantity.bytes(peak).formatted), ("samples", "\(samples.ours.count)")],
                    note: "process wall time from start to exit, output to /dev/null; `corolla \(line.ours.joined(separator: " "))` "
                        + "vs `sqlite3 \(line.shell[0])` of the same columns and order"))
        }
        let bare = try PeakMemory.of(CLITools.corolla, ["--version"])
        outcomes.append(
            Outcome(
                name: "io.memory", ours: .bytes((peaks.max() ?? 0) - bare), baseline: .bytes(32 * 1_048_576), goal: .atMostTimes(1),
                details: [("bare", Quantity.bytes(bare).formatted)] + zip(lines, peaks).map { ($0.name, Quantity.bytes($1).formatted) },
                note: "the highest peak resident set of the three commands above `corolla --version`'s, against 32 MiB"))
        return outcomes
    }
}

/// The `sqlite3` shell's side of the `io.*` listing lines: a `SELECT` of the columns the command
/// prints, computed in SQL where the command computes them, for every plant by `lower(name), id`.
/// The shell has no JSON booleans or arrays: `favorite` and `needs_water` are 1 or 0, and the
/// waterings a JSON array in a string.
enum ShellQuery {
    /// The plant columns every listing starts with, the favorite flag and position among them.
    private static let plantColumns = """
        p.key, p.name, p.kind, p.notes, p.water_every_days, p.last_watered, p.photo_aspect, \
        (f.plant_id IS NOT NULL) AS favorite, f.position
        """
    private static let order = "FROM plants p LEFT JOIN favorites f ON f.plant_id = p.id ORDER BY lower(p.name), p.id"

    /// `corolla export`'s columns; with `waterings` (JSON) the days each plant was watered, oldest first.
    static func export(waterings: Bool) -> String {
        let days = "(SELECT json_group_array(watered_on) FROM (SELECT watered_on FROM waterings w WHERE w.plant_id = p.id ORDER BY watered_on)) AS waterings"
        return "SELECT \(plantColumns)\(waterings ? ", " + days : "") \(order)"
    }

    /// `corolla plants list --json`'s columns: the id, the plant columns, the photo's size, the day
    /// the next watering is due and whether it is due today.
    static let listing = """
        SELECT p.id, \(plantColumns), p.photo_width, p.photo_height, length(p.photo) AS photo_bytes, \
        date(p.last_watered, '+' || p.water_every_days || ' days') AS due, \
        (date(p.last_watered, '+' || p.water_every_days || ' days') <= date('now', 'localtime')) AS needs_water \
        \(order)
        """
}
