import Foundation

extension Scenario {
    /// `corolla import` of 100,000 plants as JSON against the same rows as CSV, each into an empty
    /// catalog: whole processes, timed from start to exit, interleaved in the same run. Skipped
    /// (with the reason) when the `corolla` binary beside the bench has no `import` command.
    static var ioImportJSON: Scenario {
        Scenario(
            name: "io.importJSON",
            summary: "`corolla import` of 100k plants as JSON vs the same rows as CSV; goal ≤1.2×",
            run: runImportJSON)
    }

    private static func runImportJSON(_ context: BenchContext) throws -> [Outcome] {
        let goal = Goal.atMostTimes(1.2)
        if let reason = CLITools.corollaLacks("import", options: []) {
            return [.skipped("io.importJSON", goal: goal, because: reason)]
        }
        let folder = try BenchFolder("io-import")
        defer { folder.remove() }
        let csv = folder.path("plants.csv"), json = folder.path("plants.json")
        try Data(PlantCatalog.csv(plants: 100_000).utf8).write(to: URL(fileURLWithPath: csv))
        try PlantCatalog.json(plants: 100_000).write(to: URL(fileURLWithPath: json))
        var runs = 0
        func importing(_ file: String) throws -> Double {
            runs += 1
            let catalog = folder.path("catalog-\(runs).sqlite")
            defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: catalog + suffix) } }
            return try CLITools.time(CLITools.corolla, ["import", file, "-q", CLITools.catalogOption, catalog])
        }
        let samples = try Sampler.interleave(
            warmup: 1, repeats: context.repeats(quick: 1, full: 5), ours: { try importing(json) }, baseline: { try importing(csv) })
        let sizes = try [json, csv].map { try FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int ?? 0 }
        return [
            Outcome(
                name: "io.importJSON", ours: .seconds(samples.ours.median), baseline: .seconds(samples.baseline.median), goal: goal,
                details: [("rows", "100k"), ("json", "\(sizes[0] >> 20) MiB"), ("csv", "\(sizes[1] >> 20) MiB"), ("samples", "\(samples.ours.count)")],
                note: "process wall time from start to exit; both create and migrate the catalog and stream the file into it")
        ]
    }
}
