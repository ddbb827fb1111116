import CorollaService
import CorollaStore
import Foundation

extension Scenario {
    /// `corolla import` of a 100k-row CSV into an empty catalog, against the `sqlite3` shell doing
    /// the same work into the same schema: `corolla init`, then `.import` into a temporary table
    /// and `INSERT … SELECT` into plants, waterings and favorites, in one transaction, with the
    /// catalog's foreign keys and synchronous mode. All are whole processes, timed from start to
    /// exit. Skipped (with the reason) when the `corolla` binary beside the bench has no `import`
    /// or `init` command. `import.bare` (an information line) keeps the shell's bare `.import` into
    /// a table with no constraint, index or trigger.
    ///
    /// `import.library` (alongside, an information row) times the library's `Importer` on the same
    /// file in this process, against the same `sqlite3` shell: what the CLI costs without its
    /// process start and argument parsing.
    static var importSQLite: Scenario {
        Scenario(
            name: "import.sqlite",
            summary: "`corolla import` of a 100k-row CSV into an empty catalog vs the sqlite3 shell into the same schema (≤1×); bare .import (info)",
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
        // The bare baseline: the sqlite3 shell's CSV import into a table it creates from the header
        // (every column TEXT, no constraint, no index), in one transaction.
        let shell = { try CLITools.time(CLITools.sqlite3, [fresh("shell"), "-cmd", ".mode csv", ".import \(csv) plants"]) }
        // The same work into the same schema: `corolla init`, then the shell.
        var lastSchema = ""
        let sameSchema = {
            let path = fresh("schema")
            lastSchema = path
            let initialised = try CLITools.time(CLITools.corolla, ["init", CLITools.catalogOption, path])
            return try initialised + CLITools.time(CLITools.sqlite3, [path] + Self.shellImport(csv))
        }
        var outcomes: [Outcome] = []
        if let reason = CLITools.sqlite3Lacks() {
            return [.skipped("import.sqlite", goal: .atMostTimes(1), because: reason)]
        }
        if let reason = CLITools.corollaLacks("import", options: []) ?? CLITools.corollaLacks("init", options: []) {
            outcomes.append(.skipped("import.sqlite", goal: .atMostTimes(1), because: reason))
        } else {
            var lastOurs = ""
            let ours = {
                lastOurs = fresh("corolla")
                return try CLITools.time(CLITools.corolla, ["import", csv, CLITools.catalogOption, lastOurs])
            }
            let samples = try Sampler.interleave(warmup: 1, repeats: repeats, ours: ours, baseline: sameSchema)
            try Self.requireSameRows(lastOurs, lastSchema, rows: rows)
            outcomes.append(
                Outcome(
                    name: "import.sqlite", ours: .seconds(samples.ours.median), baseline: .seconds(samples.baseline.median),
                    goal: .atMostTimes(1), details: [("rows", "100k"), ("samples", "\(samples.ours.count)")],
                    note: "process wall time from start to exit; ours creates and migrates the catalog, checks every record and "
                        + "upserts the plants and favorites in one transaction; the shell's side is `corolla init` plus sqlite3 "
                        + "importing into a temporary table and inserting into plants, waterings and favorites in one transaction"))
            let bare = try Sampler.interleave(warmup: 0, repeats: repeats, ours: ours, baseline: shell)
            outcomes.append(
                Outcome(
                    name: "import.bare", ours: .seconds(bare.ours.median), baseline: .seconds(bare.baseline.median), goal: .info,
                    details: [("rows", "100k"), ("samples", "\(bare.ours.count)")],
                    note: "information: against the shell's bare .import into a table of TEXT columns with no constraint, index or "
                        + "trigger (not the same work)"))
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
            baseline: sameSchema)
        guard summary.inserted == rows, summary.favorited == rows else {
            throw BenchError.mismatch("import.library inserted \(summary.inserted) and favorited \(summary.favorited)")
        }
        outcomes.append(
            Outcome(
                name: "import.library", ours: .seconds(library.ours.median), baseline: .seconds(library.baseline.median),
                goal: .atMostTimes(1), details: [("rows", "100k"), ("samples", "\(library.ours.count)")],
                note: "NOT the issue's row: the library's Importer in this process (file already read; the catalog "
                    + "created, migrated and filled) against the same shell work into the same schema; what `corolla import` "
                    + "costs before process start and argument parsing"))
        return outcomes
    }

    /// The sqlite3 shell's arguments that import `csv` into a catalog `corolla init` made, as the
    /// importer stores it: a temporary table of the file's rows, then plants (blank fields as NULL,
    /// numbers as numbers), their waterings and the favorites in file order, in one transaction,
    /// with foreign keys on and synchronous NORMAL as the catalog's connections have them.
    static func shellImport(_ csv: String) -> [String] {
        [
            "-cmd", "PRAGMA foreign_keys = ON", "-cmd", "PRAGMA synchronous = NORMAL",
            "-cmd",
            "CREATE TEMP TABLE import_rows (key TEXT, name TEXT, kind TEXT, notes TEXT, water_every_days TEXT, last_watered TEXT, "
                + "photo_aspect TEXT, favorite TEXT)",
            ".import --csv --skip 1 --schema temp \(csv) import_rows",
            """
            BEGIN IMMEDIATE;
            INSERT INTO plants (key, name, kind, notes, water_every_days, last_watered, photo_aspect)
                SELECT key, name, nullif(kind, ''), nullif(notes, ''), CAST(nullif(water_every_days, '') AS INTEGER),
                    nullif(last_watered, ''), CAST(nullif(photo_aspect, '') AS REAL)
                FROM temp.import_rows ORDER BY rowid;
            INSERT OR IGNORE INTO waterings (plant_id, watered_on)
                SELECT id, last_watered FROM plants WHERE last_watered IS NOT NULL;
            INSERT INTO favorites (plant_id, position)
                SELECT plants.id, row_number() OVER (ORDER BY import_rows.rowid) - 1
                FROM temp.import_rows JOIN plants ON plants.key = import_rows.key WHERE import_rows.favorite = 'true';
            COMMIT;
            """,
        ]
    }

    /// Throws unless both catalogs hold `rows` plants, waterings for the same plants and `rows`
    /// favorites: the two sides did the same work.
    static func requireSameRows(_ ours: String, _ theirs: String, rows: Int) throws {
        let count = { (path: String) throws -> [String] in
            try CLITools.run(
                CLITools.sqlite3,
                [path, "SELECT count(*) FROM plants; SELECT count(*) FROM waterings; SELECT count(*) FROM favorites;"], capture: true
            ).output.split(separator: "\n").map(String.init)
        }
        let (mine, shells) = (try count(ours), try count(theirs))
        guard mine == shells, mine.first == String(rows) else {
            throw BenchError.mismatch("import.sqlite: corolla stored \(mine), the shell \(shells)")
        }
    }
}
