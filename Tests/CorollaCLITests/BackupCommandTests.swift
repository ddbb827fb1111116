import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaStore

/// `corolla backup` and `corolla restore`: a checked copy taken while the catalog is in use, put
/// back whole; every refusal leaves the catalog byte-identical and says why in one line.
final class BackupCommandTests: CatalogTestCase {
    /// A catalog with favorites in order, waterings and notes.
    private func seed() throws {
        try importFile("seed.csv", plantsCSV(12, prefix: "seed", favoriteEvery: 2), ["-q"])
        try succeed(["plants", "water", "seed1", "--on", "2026-01-05", "-q"])
        try succeed(["plants", "water", "seed1", "--on", "2026-01-12", "-q"])
        try succeed(["favorites", "move", "seed4", "--to", "1", "-q"])
    }

    /// The catalog file's digest once its log is written into it (`wal_checkpoint(TRUNCATE)`).
    private func checkpointedDigest() throws -> String {
        try Database(path: database).execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return try digest()
    }

    /// The catalog's revision, as `db status` shows it.
    private func revision() throws -> Int {
        try XCTUnwrap((try json(try succeed(["db", "status", "--json"])) as? [String: Any])?["revision"] as? Int)
    }

    /// The files of the test's folder whose names start with `prefix`.
    private func files(startingWith prefix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// Rule: restoring a backup gives back the catalog as it was at the backup — `db check` is
    /// clean and the export is identical — and keeps the catalog it replaced beside it.
    func testRestoreGivesBackTheCatalogOfTheBackup() throws {
        try seed()
        let before = try succeed(["export", "--format", "json"]).stdout
        let history = try succeed(["export", "--history"]).stdout
        let backup = try succeed(["backup", path("backup.sqlite")])
        XCTAssertEqual(backup.stdout, "Backed up the catalog '\(database)' to '\(path("backup.sqlite"))' (schema version \(CatalogStore.latestSchemaVersion), integrity checked)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("backup.sqlite-wal")), "a backup is one file")
        try succeed(["plants", "add", "Later", "--kind", "herb", "-q"])
        try succeed(["plants", "water", "seed3", "-q"])
        try succeed(["favorites", "remove", "seed0", "-q"])
        try succeed(["grid", "--format", "json", "-q"])
        let changed = try succeed(["export", "--format", "json"]).stdout
        let revisionBefore = try revision()

        let restore = try succeed(["restore", path("backup.sqlite"), "--json"])
        let kept = try XCTUnwrap((try json(restore) as? [String: Any])?["kept"] as? String)
        XCTAssertTrue(kept.hasPrefix(database + ".before-restore-"), kept)
        XCTAssertGreaterThan(try revision(), revisionBefore, "the revision moves past the replaced catalog's")
        try succeed(["db", "check"])
        XCTAssertEqual(try succeed(["export", "--format", "json"]).stdout, before)
        XCTAssertEqual(try succeed(["export", "--history"]).stdout, history)
        XCTAssertEqual(try succeed(["export", "--format", "json", "--db", kept]).stdout, changed, "the replaced catalog is kept whole")
        try assertSoundAndFresh()
    }

    /// Rule: a backup taken while an import writes (then killed with `kill -9`) is a clean copy
    /// of the catalog before the import.
    func testABackupTakenDuringAKilledImportOpensClean() throws {
        try importFile("base.csv", plantsCSV(20, prefix: "base", favoriteEvery: 2), ["-q"])
        let big = path("big.csv")
        try Data(plantsCSV(100_000, prefix: "big", favoriteEvery: 50).utf8).write(to: URL(fileURLWithPath: big))
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["import", big, "-q"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The import is writing once its log grows (or, at the latest, after 3 s: it is reading the file).
        let deadline = Date(timeIntervalSinceNow: 3)
        while process.isRunning, Date() < deadline, ((try? FileManager.default.attributesOfItem(atPath: database + "-wal")[.size] as? Int) ?? 0) < 100_000 {
            usleep(5_000)
        }
        let backup = try corolla(["backup", path("during.sqlite")])
        let wasRunning = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertTrue(wasRunning, "the import finished before the backup did")
        XCTAssertEqual(backup.status, 0, backup.stderr)
        let check = try corolla(["db", "check", "--db", path("during.sqlite")])
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        let status = try json(try succeed(["db", "status", "--json", "--db", path("during.sqlite")])) as? [String: Any]
        XCTAssertEqual(status?["plants"] as? Int, 20)
        try assertSoundAndFresh()
    }

    /// Rule: a backup never replaces a file without `--force`, nor names the catalog's files; a
    /// missing catalog has no backup.
    func testBackupReplacesAFileOnlyWithForce() throws {
        try seed()
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path("taken.sqlite")))
        let refused = try fail(["backup", path("taken.sqlite")], status: 64)
        XCTAssertTrue(refused.hasPrefix("Error: '\(path("taken.sqlite"))' exists; add --force"), refused)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("taken.sqlite"))), Data("mine".utf8))
        try succeed(["backup", path("taken.sqlite"), "--force", "-q"])
        try succeed(["db", "check", "--db", path("taken.sqlite")])
        let before = try checkpointedDigest()
        for target in [database, database + "-wal"] {
            XCTAssertTrue(try fail(["backup", target, "--force"], status: 64).contains("'\(database)"))
        }
        XCTAssertEqual(try checkpointedDigest(), before)
        XCTAssertEqual(try files(startingWith: "."), [], "no temporary file is left")
        let missing = try corolla(["backup", path("none.sqlite"), "--db", path("missing.sqlite")])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "Error: there is no catalog at '\(path("missing.sqlite"))' to back up\n")
    }

    /// Rule: a backup of a damaged catalog is refused (when opening it, reading it or checking the
    /// copy): nothing is written, the catalog keeps its bytes, and one line names it and the reason.
    func testABackupThatFailsItsCheckWritesNothing() throws {
        try seed()
        _ = try checkpointedDigest()
        try damageAnIndexPage(of: database)
        let before = try digest()
        let output = try corolla(["backup", path("backup.sqlite")])
        XCTAssertEqual(output.status, 1, output.stderr)
        XCTAssertTrue(output.stderr.hasPrefix("Error: "), output.stderr)
        XCTAssertTrue(output.stderr.contains("'\(database)'") && output.stderr.contains("damaged"), output.stderr)
        XCTAssertEqual(output.stderr.filter { $0 == "\n" }.count, 1, output.stderr)
        XCTAssertEqual(try digest(), before)
        XCTAssertEqual(try files(startingWith: "backup"), [])
        XCTAssertEqual(try files(startingWith: "."), [])
    }

    /// Rule: a restore refuses (exit 65, one line naming the file and why) a file that is not a
    /// SQLite database, another application's database, an empty one, one of a newer schema, or
    /// one failing its integrity check; the catalog stays byte-identical and nothing is kept.
    func testRestoreRefusesFilesThatAreNotSoundCatalogs() throws {
        try seed()
        try succeed(["backup", path("good.sqlite"), "-q"])
        try Data("key,name\n".utf8).write(to: URL(fileURLWithPath: path("text.sqlite")))
        try Database(path: path("foreign.sqlite")).execute("CREATE TABLE songs (title TEXT)")
        _ = try Database(path: path("empty.sqlite"))
        try FileManager.default.copyItem(atPath: path("good.sqlite"), toPath: path("newer.sqlite"))
        try Database(path: path("newer.sqlite")).execute(
            "INSERT INTO schema_migrations (version, name, checksum) VALUES (\(CatalogStore.latestSchemaVersion + 1), 'future', 'x')")
        try FileManager.default.copyItem(atPath: path("good.sqlite"), toPath: path("damaged.sqlite"))
        try damageAnIndexPage(of: path("damaged.sqlite"))
        let reasons = [
            "text.sqlite": "it is not a SQLite database", "foreign.sqlite": "it is not a Corolla catalog",
            "empty.sqlite": "it holds no Corolla catalog", "newer.sqlite": "it was written by a newer Corolla",
            "damaged.sqlite": "it ",
        ]
        let before = try checkpointedDigest()
        for (name, reason) in reasons.sorted(by: { $0.key < $1.key }) {
            let stderr = try fail(["restore", path(name)], status: 65)
            XCTAssertTrue(stderr.hasPrefix("Error: cannot restore '\(path(name))' into the catalog '\(database)': \(reason)"), stderr)
            XCTAssertTrue(stderr.hasSuffix("; the catalog was left as it was\n"), stderr)
            XCTAssertEqual(stderr.filter { $0 == "\n" }.count, 1, stderr)
            XCTAssertEqual(try checkpointedDigest(), before, name)
            XCTAssertEqual(try files(startingWith: "garden.sqlite.before-restore"), [], name)
        }
        try succeed(["restore", path("good.sqlite"), "-q"])
    }

    /// Rule: a restore refuses while another process is writing the catalog (exit 1), leaving it
    /// byte-identical and keeping nothing.
    func testRestoreRefusesWhileAnotherProcessWrites() throws {
        try seed()
        try succeed(["backup", path("backup.sqlite"), "-q"])
        let before = try checkpointedDigest()
        let writer = try Database(path: database)
        try writer.execute("BEGIN IMMEDIATE")
        try writer.execute("UPDATE plants SET notes = 'being written' WHERE key = 'seed1'")
        let stderr = try fail(["restore", path("backup.sqlite")], status: 1)
        XCTAssertEqual(
            stderr,
            "Error: cannot restore '\(path("backup.sqlite"))' into the catalog '\(database)': another process is writing the catalog; "
                + "try again when it has finished; the catalog was left as it was\n")
        try writer.execute("ROLLBACK")
        XCTAssertEqual(try checkpointedDigest(), before)
        XCTAssertEqual(try files(startingWith: "garden.sqlite.before-restore"), [])
    }

    /// Rule: a restore into a catalog that does not exist yet creates it, keeping nothing.
    func testRestoreCreatesAMissingCatalog() throws {
        try seed()
        let before = try succeed(["export"]).stdout
        try succeed(["backup", path("backup.sqlite"), "-q"])
        let fresh = path("new/garden.sqlite")
        let restore = try succeed(["restore", path("backup.sqlite"), "--db", fresh])
        XCTAssertFalse(restore.stdout.contains("kept"), restore.stdout)
        XCTAssertEqual(try succeed(["export", "--db", fresh]).stdout, before)
    }

    /// The permission bits of the file at `path`.
    private func mode(_ path: String) throws -> Int {
        try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    /// Rule: a catalog of 8 KiB pages backs up and restores, its backup restores into a catalog
    /// of 4 KiB pages, and the backup and the kept copy of a 0600 catalog are 0600.
    func testOtherPageSizesRestoreAndCopiesKeepTheFileMode() throws {
        try seed()
        let before = try succeed(["export", "--format", "json"]).stdout
        do {
            let catalog = try Database(path: database)
            _ = try catalog.fetchAll("PRAGMA journal_mode = DELETE")
            try catalog.execute("PRAGMA page_size = 8192")
            try catalog.execute("VACUUM")
            _ = try catalog.fetchAll("PRAGMA journal_mode = WAL")
            XCTAssertEqual(try catalog.fetchScalar(Int.self, "PRAGMA page_size"), 8192)
        }
        XCTAssertEqual(chmod(database, 0o600), 0)
        try succeed(["backup", path("eight.sqlite"), "-q"])
        XCTAssertEqual(try mode(path("eight.sqlite")), 0o600)
        try succeed(["plants", "add", "Later", "--kind", "herb", "-q"])
        let restore = try succeed(["restore", path("eight.sqlite"), "--json"])
        let kept = try XCTUnwrap((try json(restore) as? [String: Any])?["kept"] as? String)
        XCTAssertEqual(try mode(kept), 0o600)
        XCTAssertEqual(try succeed(["export", "--format", "json"]).stdout, before)
        try succeed(["db", "check"])
        let four = path("four.sqlite")
        try succeed(["init", "--db", four, "-q"])
        try succeed(["restore", path("eight.sqlite"), "--db", four, "-q"])
        XCTAssertEqual(try succeed(["export", "--format", "json", "--db", four]).stdout, before)
    }

    /// Overwrites the middle of the last page of the file at `path` (an index or table page of a
    /// small catalog) with other bytes, as a failing disk would.
    private func damageAnIndexPage(of path: String) throws {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size - 2_048)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 1_024))
        try handle.close()
    }
}
