import CorollaService
import CorollaStore
import Foundation

extension Scenario {
    /// `corolla import` of a 100k-row CSV into an empty catalog, against the `sqlite3` shell's
    /// `.import` of the same file into a bare table. Both are whole processes, timed from start to
    /// exit. Skipped (with the reason) when the `corolla` binary beside the bench has no `import`
    /// command.
    ///
    /// `import.library` (alongside, an information row) times the library's `Importer` on the same
    /// file in this process, against the same `sqlite3` shell: what the CLI costs without its
    /// process start and argument parsing.
    static var importSQLite: Scenario {
        Scenario(
            name: "import.sqlite",
            summary: "`corolla import` of a 100k-row CSV into an empty catalog vs `sqlite3` .import into a bare table; goal ≤3×",
            run: run,
            children: [
                // The scenario's CSV on standard output, to profile `corolla import` on it by hand.
                "import.csv": { FileHandle.standardOutput.write(Data(PlantCatalog.csv(plants: 100_000).utf8)) }
            ])
    }

    private static func run(_ context: BenchContext) throws -> [Outcome] {
        let rows = 100_000
        let folder = try BenchFolder("import")
        defer { folder.remove() }
        let csv = folder.path("plants.csv")
        try Data(PlantCatalog.csv(plants: rows).utf8).write(to: URL(fileURLWithPath: csv))
        let repeats = context.repeats(quick: 1, full: 3)
        var runs = 0
        func fresh(_ name: String) -> String {
            runs += 1
            let path = folder.path("\(name)-\(runs).sqlite")
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            return path
        }
        // The baseline: the sqlite3 shell's CSV import into a table it creates from the header
        // (every column TEXT, no constraint, no index), in one transaction.
        let shell = { try CLITools.time(CLITools.sqlite3, [fresh("shell"), "-cmd", ".mode csv", ".import \(csv) plants"]) }
        var outcomes: [Outcome] = []
        if let reason = CLITools.sqlite3Lacks() {
            return [.skipped("import.sqlite", goal: .atMostTimes(3), because: reason)]
        }
        if let reason = CLITools.corollaLacks("import", options: []) {
            outcomes.append(.skipped("import.sqlite", goal: .atMostTimes(3), because: reason))
        } else {
            let samples = try Sampler.interleave(
                warmup: 1, repeats: repeats,
                ours: { try CLITools.time(CLITools.corolla, ["import", csv, CLITools.catalogOption, fresh("corolla")]) },
                baseline: shell)
            outcomes.append(
                Outcome(
                    name: "import.sqlite", ours: .seconds(samples.ours.median), baseline: .seconds(samples.baseline.median),
                    goal: .atMostTimes(3), details: [("rows", "100k"), ("samples", "\(samples.ours.count)")],
                    note: "process wall time from start to exit; ours creates and migrates the catalog, checks every "
                        + "record and upserts the plants and favorites in one transaction"))
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: csv))
        var summary = ImportSummary()
        let library = try Sampler.interleave(
            warmup: 1, repeats: repeats,
            ours: {
                let path = fresh("library")
                return try Sampler.time {
                    let store = try CatalogStore(path: path)
                    summary = try CatalogService(store: store).transfer.importer().importData(data, format: .csv, file: csv)
                }
            },
            baseline: shell)
        guard summary.inserted == rows, summary.favorited == rows else {
            throw BenchError.mismatch("import.library inserted \(summary.inserted) and favorited \(summary.favorited)")
        }
        outcomes.append(
            Outcome(
                name: "import.library", ours: .seconds(library.ours.median), baseline: .seconds(library.baseline.median),
                goal: .atMostTimes(3), details: [("rows", "100k"), ("samples", "\(library.ours.count)")],
                note: "NOT the issue's row: the library's Importer in this process (file already read; the catalog "
                    + "created, migrated and filled) against the same sqlite3 shell process; what `corolla import` "
                    + "costs before process start and argument parsing"))
        return outcomes
    }
}
